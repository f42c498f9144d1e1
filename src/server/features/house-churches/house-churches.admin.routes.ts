/**
 * The staff house-church API (docs/product.md#staff-house-churches), every route staff-only and never cached:
 *   GET/POST /api/admin/house-churches/, GET/PUT .../{id}/, POST .../{id}/archive/ and .../restore/
 *   GET /api/admin/house-churches/join-requests/?status=&house_church_id=&search=&page=&page_size=
 *   POST .../join-requests/{id}/approve/, .../decline/, .../remove/
 *   GET /api/admin/leader-applications/?status=..., GET/PATCH .../{id}/
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import {
  adminChurchListQuerySchema,
  adminHouseChurchListSchema,
  adminHouseChurchSchema,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationUpdateSchema,
  HC_ADMIN_WORDS,
  houseChurchInputSchema,
  idParamsSchema,
  joinDecisionResponseSchema,
  joinRequestListQuerySchema,
  joinRequestPageSchema,
} from '#shared/house-churches/admin-contract.ts';
import { notFound } from '#server/errors.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const houseChurchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { houseChurches: churches, leaderApplications: applications } = app.services.admin;
  // The directory shows churches and their seats; no other public page shows them (page-groups.ts).
  const config = {
    access: 'staff' as const,
    area: 'care' as const,
    changesPages: ['house-churches' as const],
  };
  const tags = ['admin'];
  const churchId = (raw: string) => {
    const id = parseSerialId(raw);
    if (id === null) throw notFound(HC_ADMIN_WORDS.churchNotFound);
    return id;
  };

  app.get(
    '/api/admin/house-churches/',
    {
      config,
      schema: {
        tags,
        summary: 'Every house church with its private fields and pending requests',
        querystring: adminChurchListQuerySchema,
        response: { 200: adminHouseChurchListSchema, ...errors },
      },
    },
    async (request) => churches.list(request.query.status),
  );

  app.post(
    '/api/admin/house-churches/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a house church',
        body: houseChurchInputSchema,
        response: { 201: adminHouseChurchSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await churches.create(request.body)),
  );

  app.get(
    '/api/admin/house-churches/join-requests/',
    {
      config,
      schema: {
        tags,
        summary: 'Join requests (pending by default, oldest first), for one church or all',
        querystring: joinRequestListQuerySchema,
        response: { 200: joinRequestPageSchema, ...errors },
      },
    },
    async (request) => churches.listRequests(request.query),
  );

  for (const [action, summary] of [
    ['approve', 'Approve a pending request: takes a seat (409 when full) and emails the meeting details'],
    ['decline', 'Decline a pending request: no seat changes; emails a kind note'],
    ['remove', 'Remove an approved member: the seat is given back'],
  ] as const) {
    app.post(
      `/api/admin/house-churches/join-requests/:id/${action}/`,
      {
        config,
        schema: {
          tags,
          summary,
          params: idParamsSchema,
          response: { 200: joinDecisionResponseSchema, ...errors },
        },
      },
      async (request) => churches[action](request.params.id),
    );
  }

  app.get(
    '/api/admin/house-churches/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'One house church, private fields included',
        params: idParamsSchema,
        response: { 200: adminHouseChurchSchema, ...errors },
      },
    },
    async (request) => churches.get(churchId(request.params.id)),
  );

  app.put(
    '/api/admin/house-churches/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a house church’s fields',
        params: idParamsSchema,
        body: houseChurchInputSchema,
        response: { 200: adminHouseChurchSchema, ...errors },
      },
    },
    async (request) => churches.update(churchId(request.params.id), request.body),
  );

  for (const [action, active] of [
    ['archive', false],
    ['restore', true],
  ] as const) {
    app.post(
      `/api/admin/house-churches/:id/${action}/`,
      {
        config,
        schema: {
          tags,
          summary: active
            ? 'Restore an archived house church to the directory'
            : 'Archive a house church: it leaves the directory, its requests are kept',
          params: idParamsSchema,
          response: { 200: adminHouseChurchSchema, ...errors },
        },
      },
      async (request) => churches.setActive(churchId(request.params.id), active),
    );
  }

  app.get(
    '/api/admin/leader-applications/',
    {
      config,
      schema: {
        tags,
        summary: 'Leader applications, newest first, by status',
        querystring: applicationListQuerySchema,
        response: { 200: applicationPageSchema, ...errors },
      },
    },
    async (request) => applications.list(request.query),
  );

  app.get(
    '/api/admin/leader-applications/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'One leader application with both references and the staff notes',
        params: idParamsSchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request) => applications.get(request.params.id),
  );

  app.patch(
    '/api/admin/leader-applications/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Move an application (received → reviewing → approved or declined) and/or save notes',
        params: idParamsSchema,
        body: applicationUpdateSchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request) => applications.update(request.params.id, request.body),
  );
};
