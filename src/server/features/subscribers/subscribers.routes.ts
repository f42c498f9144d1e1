/**
 * Staff-only lists of subscribers and leads (docs/product.md#staff-calls), paginated and searchable:
 * GET /api/admin/email-subscribers/?source=&language=&search=&page=&page_size=, .../stats/,
 * /api/admin/devotional-leads/, /api/admin/event-leads/. Never cached: personal data.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListQuerySchema } from '#shared/lists/contract.ts';
import {
  devotionalLeadPageSchema,
  emailSubscriberPageSchema,
  eventLeadPageSchema,
  subscriberListQuerySchema,
  subscriberStatsSchema,
} from '#shared/subscribers/contract.ts';

export const adminSubscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin.subscribers;
  const communications = { access: 'staff' as const, area: 'communications' as const };
  const eventsRoom = { access: 'staff' as const, area: 'events' as const };

  app.get(
    '/api/admin/email-subscribers/',
    {
      config: communications,
      schema: {
        tags: ['admin'],
        summary: 'Email subscribers, newest first; filter by source or language, search name, email or phone',
        querystring: subscriberListQuerySchema,
        response: { 200: emailSubscriberPageSchema },
      },
    },
    async (request) => service.listEmailSubscribers(request.query),
  );

  app.get(
    '/api/admin/email-subscribers/stats/',
    {
      config: communications,
      schema: {
        tags: ['admin'],
        summary: 'Subscriber totals, by source, emails sent and opened, sign-ups per month',
        response: { 200: subscriberStatsSchema },
      },
    },
    async () => service.stats(),
  );

  app.get(
    '/api/admin/devotional-leads/',
    {
      config: communications,
      schema: {
        tags: ['admin'],
        summary: 'Devotional download leads, latest download first',
        querystring: adminListQuerySchema,
        response: { 200: devotionalLeadPageSchema },
      },
    },
    async (request) => service.listDevotionalLeads(request.query),
  );

  app.get(
    '/api/admin/event-leads/',
    {
      config: eventsRoom,
      schema: {
        tags: ['admin'],
        summary: 'Event-interest leads, newest first',
        querystring: adminListQuerySchema,
        response: { 200: eventLeadPageSchema },
      },
    },
    async (request) => service.listEventLeads(request.query),
  );
};
