/**
 * The events API (docs/product.md#api; trailing slashes, the same paths without them work too), plus
 * GET /events/{id}/calendar.ics. Reading and RSVPs are public; writes and the attendee list are
 * staff-only (401 without a session, checked here on the server).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import {
  attendeeListSchema,
  EVENT_MESSAGES,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventSchema,
  rsvpResponseSchema,
  rsvpSchema,
} from '#shared/events/contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { notFound } from '../../errors.ts';

const idOrNotFound = (raw: string): number => {
  const id = parseSerialId(raw);
  if (id === null) throw notFound(EVENT_MESSAGES.notFound);
  return id;
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = () => app.services.events;

  app.get(
    '/api/events/',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['events'],
        summary: 'All events (optionally one filter of the events page)',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    async (request) => events().list(request.query.filter ?? 'all'),
  );

  app.get(
    '/api/events/:id/',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: eventIdParamsSchema,
        response: { 200: eventSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = await events().get(idOrNotFound(request.params.id));
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      return event;
    },
  );

  app.post(
    '/api/events/:id/rsvp/',
    {
      config: { access: 'public', form: 'public' },
      schema: {
        tags: ['events'],
        summary: 'RSVP to an event (the same email again updates its RSVP)',
        params: eventIdParamsSchema,
        body: rsvpSchema,
        response: { 201: rsvpResponseSchema, 200: rsvpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = idOrNotFound(request.params.id);
      const result = await events().rsvp(id, request.body);
      return reply.status(result.updated ? 200 : 201).send(result);
    },
  );

  app.post(
    '/api/events/',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['events'],
        summary: 'Create an event (staff)',
        body: eventInputSchema,
        response: { 201: eventSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await events().create(request.body)),
  );

  app.put(
    '/api/events/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['events'],
        summary: 'Replace an event (staff)',
        params: eventIdParamsSchema,
        body: eventInputSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => events().update(idOrNotFound(request.params.id), request.body),
  );

  app.delete(
    '/api/events/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['events'],
        summary: 'Delete an event and its RSVPs (staff)',
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await events().remove(idOrNotFound(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/events/:id/attendees/',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['events'],
        summary: 'Everyone who answered an RSVP, declined answers included (staff)',
        params: eventIdParamsSchema,
        response: { 200: attendeeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const attendees = await events().attendees(idOrNotFound(request.params.id));
      // Personal data: never kept by a shared cache.
      return reply.header('cache-control', 'no-store').send(attendees);
    },
  );

  app.get(
    '/events/:id/calendar.ics',
    { config: { access: 'public' }, schema: { hide: true, params: eventIdParamsSchema } },
    async (request, reply) => {
      const { fileName, body } = await events().calendar(idOrNotFound(request.params.id));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  );
};
