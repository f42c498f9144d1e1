/**
 * The events API (docs/product.md#api; trailing slashes, the same paths without them work too), plus
 * GET /events/{id}/calendar.ics. Reading, RSVPs and the private manage link are public; writes and the
 * attendee list are staff-only (401 without a session, checked here on the server).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import {
  attendeeListSchema,
  EVENT_WORDS,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventSchema,
  managedRsvpSchema,
  RSVP_MANAGE_WORDS,
  rsvpCancelResponseSchema,
  rsvpChangeResponseSchema,
  rsvpChangeSchema,
  rsvpResponseSchema,
  rsvpSchema,
  rsvpTokenQuerySchema,
} from '#shared/events/contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { notFound } from '#server/errors.ts';

const idOrNotFound = (raw: string): number => {
  const id = parseSerialId(raw);
  if (id === null) throw notFound(EVENT_WORDS.notFound);
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
      if (!event) throw notFound(EVENT_WORDS.notFound);
      return event;
    },
  );

  app.post(
    '/api/events/:id/rsvp/',
    {
      config: { access: 'public', form: 'public', changesPages: ['seats'] },
      schema: {
        tags: ['events'],
        summary:
          'RSVP to an event. An address that already answered gets the same answer, its RSVP is left ' +
          'as it was, and it is emailed its private link (changes go through that link)',
        params: eventIdParamsSchema,
        body: rsvpSchema,
        response: { 201: rsvpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = idOrNotFound(request.params.id);
      return reply.status(201).send(await events().rsvp(id, request.body));
    },
  );

  // One's own RSVP through its private link (docs/product.md#managing-an-rsvp). The token is the only
  // key and travels in the query, which the log redacts. Personal data: never kept by any cache.
  const manageConfig = {
    access: 'public' as const,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    changesPages: ['seats' as const],
  };
  const manage = { tags: ['events'], querystring: rsvpTokenQuerySchema };

  app.get(
    '/api/events/rsvp/',
    {
      config: manageConfig,
      schema: {
        ...manage,
        summary: 'The RSVP a private manage link opens (404 for an unknown or cancelled link)',
        response: { 200: managedRsvpSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rsvp = await app.services.rsvpLinks.find(request.query.token);
      if (!rsvp) throw notFound(RSVP_MANAGE_WORDS.linkInvalid);
      return reply.header('cache-control', 'no-store').send(rsvp);
    },
  );

  app.put(
    '/api/events/rsvp/',
    {
      config: manageConfig,
      schema: {
        ...manage,
        summary:
          'Change the party size or the answer of the RSVP a private link opens (409: no room, closed)',
        body: rsvpChangeSchema,
        response: { 200: rsvpChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await app.services.rsvpLinks.change(request.query.token, request.body, request.body.locale)),
  );

  app.delete(
    '/api/events/rsvp/',
    {
      config: manageConfig,
      schema: {
        ...manage,
        summary: 'Cancel the RSVP a private link opens, freeing its seats; the link then opens nothing',
        response: { 200: rsvpCancelResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await app.services.rsvpLinks.cancel(request.query.token)),
  );

  app.post(
    '/api/events/',
    {
      config: { access: 'staff', area: 'events' },
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
      config: { access: 'staff', area: 'events' },
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
      config: { access: 'staff', area: 'events' },
      schema: {
        tags: ['events'],
        summary: 'Delete an event and its RSVPs (staff)',
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.services.admin.events.remove(idOrNotFound(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/events/:id/attendees/',
    {
      config: { access: 'staff', area: 'events' },
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
