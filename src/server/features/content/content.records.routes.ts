/**
 * Staff API for the testimonies on the devotional pages and the books and downloads on /resources
 * and /press: list, create, change (PATCH: any fields, e.g. {"visible": false} to hide), delete, and
 * move one place up or down. Every route is staff-only (401 without a session, 403 cross-site).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import {
  moveSchema,
  recordIdParamsSchema,
  resourceInputSchema,
  resourceListSchema,
  resourcePatchSchema,
  resourceSchema,
  testimonyInputSchema,
  testimonyListSchema,
  testimonyPatchSchema,
  testimonySchema,
} from '#shared/content/records-contract.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const contentRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.contentRecords;
  const config = { access: 'staff' as const, area: 'communications' as const };

  // --- Testimonies
  const testimonyTags = ['admin: testimonies'];
  app.get(
    '/api/admin/testimonies/',
    {
      config,
      schema: {
        tags: testimonyTags,
        summary: 'Every testimony, hidden ones included, by page in staff order',
        response: { 200: testimonyListSchema, ...errors },
      },
    },
    async () => ({ results: await service().listTestimonies() }),
  );
  app.post(
    '/api/admin/testimonies/',
    {
      config,
      schema: {
        tags: testimonyTags,
        summary: 'Add a testimony (last on its page)',
        body: testimonyInputSchema,
        response: { 201: testimonySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service().createTestimony(request.body)),
  );
  app.patch(
    '/api/admin/testimonies/:id/',
    {
      config,
      schema: {
        tags: testimonyTags,
        summary: 'Change a testimony: its words, who said it, its page, or hide/show it',
        params: recordIdParamsSchema,
        body: testimonyPatchSchema,
        response: { 200: testimonySchema, ...errors },
      },
    },
    async (request) => service().updateTestimony(request.params.id, request.body),
  );
  app.delete(
    '/api/admin/testimonies/:id/',
    {
      config,
      schema: {
        tags: testimonyTags,
        summary: 'Delete a testimony',
        params: recordIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service().deleteTestimony(request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/admin/testimonies/:id/move/',
    {
      config,
      schema: {
        tags: testimonyTags,
        summary: 'Move a testimony one place up or down on its page; answers the new list',
        params: recordIdParamsSchema,
        body: moveSchema,
        response: { 200: testimonyListSchema, ...errors },
      },
    },
    async (request) => ({
      results: await service().moveTestimony(request.params.id, request.body.direction),
    }),
  );

  // --- Resources
  const resourceTags = ['admin: resources'];
  app.get(
    '/api/admin/resources/',
    {
      config,
      schema: {
        tags: resourceTags,
        summary: 'Every book and download, hidden ones included, in staff order',
        response: { 200: resourceListSchema, ...errors },
      },
    },
    async () => ({ results: await service().listResources() }),
  );
  app.post(
    '/api/admin/resources/',
    {
      config,
      schema: {
        tags: resourceTags,
        summary: 'Add a book or a download (last of its kind)',
        body: resourceInputSchema,
        response: { 201: resourceSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service().createResource(request.body)),
  );
  app.patch(
    '/api/admin/resources/:id/',
    {
      config,
      schema: {
        tags: resourceTags,
        summary: 'Change a book or download, or hide/show it',
        params: recordIdParamsSchema,
        body: resourcePatchSchema,
        response: { 200: resourceSchema, ...errors },
      },
    },
    async (request) => service().updateResource(request.params.id, request.body),
  );
  app.delete(
    '/api/admin/resources/:id/',
    {
      config,
      schema: {
        tags: resourceTags,
        summary: 'Delete a book or download',
        params: recordIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service().deleteResource(request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/admin/resources/:id/move/',
    {
      config,
      schema: {
        tags: resourceTags,
        summary: 'Move a book among the books (or a download among the downloads); answers the new list',
        params: recordIdParamsSchema,
        body: moveSchema,
        response: { 200: resourceListSchema, ...errors },
      },
    },
    async (request) => ({
      results: await service().moveResource(request.params.id, request.body.direction),
    }),
  );
};
