/**
 * The staff events API beyond the form's writes (docs/product.md#staff-calls): the staff list, which
 * carries the join links the public reads leave out, and cancelling an event. Both are in the events
 * area (administrators always pass).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import { EVENT_WORDS, eventIdParamsSchema, eventListSchema, eventSchema } from '#shared/events/contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { notFound } from '#server/errors.ts';

const staffEvents = { access: 'staff', area: 'events' } as const;

export const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/events/',
    {
      config: staffEvents,
      schema: {
        tags: ['events'],
        summary: 'Every event as staff see it, join links included (staff: events)',
        response: { 200: eventListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => app.services.admin.events.list(),
  );

  app.post(
    '/api/admin/events/:id/cancel/',
    {
      config: staffEvents,
      schema: {
        tags: ['events'],
        summary:
          'Cancel an event: it stays, marked Cancelled, takes no more RSVPs, and every attendee is ' +
          'emailed a cancellation with its calendar file (staff: events; 409 when already cancelled or past)',
        params: eventIdParamsSchema,
        response: {
          200: z.object({ message: z.string(), event: eventSchema }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const id = parseSerialId(request.params.id);
      if (id === null) throw notFound(EVENT_WORDS.notFound);
      return app.services.admin.events.cancel(id);
    },
  );
};
