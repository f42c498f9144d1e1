/**
 * Staff-only email outbox and newsletter compose (docs/product.md#newsletter-and-email-outbox):
 * GET  /api/admin/outbox/?status=&search=&page=&page_size=   the emails of the areas I may read, newest first (no bodies)
 * POST /api/admin/outbox/:id/retry/                          failed or held → queued, due now
 * GET  /api/admin/newsletters/                               newsletters sent, newest first
 * GET  /api/admin/newsletters/audience/                      active subscribers per source
 * POST /api/admin/newsletters/                               send one (idempotent by the form's key)
 * POST /api/admin/newsletters/test/                          one copy of a language's version to one address
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterAudienceSchema,
  newsletterCampaignPageSchema,
  newsletterComposeSchema,
  newsletterSendResponseSchema,
  newsletterTestResponseSchema,
  newsletterTestSchema,
  outboxEmailPageSchema,
  outboxEmailParamsSchema,
  outboxEmailSchema,
  outboxListQuerySchema,
} from '#shared/newsletter/admin-contract.ts';
import { adminListQuerySchema } from '#shared/lists/contract.ts';

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox, newsletters } = app.services.admin;
  const staff = { access: 'staff' as const, area: 'communications' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/outbox/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every email in the outbox, newest first; filter by status, search recipient or subject',
        querystring: outboxListQuerySchema,
        response: { 200: outboxEmailPageSchema },
      },
    },
    async (request) => outbox.list(request.query, request.staff!.roles),
  );

  app.post(
    '/api/admin/outbox/:id/retry/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Put a failed or held email back in the queue, due now (409 when already sent)',
        params: outboxEmailParamsSchema,
        response: { 200: outboxEmailSchema },
      },
    },
    async (request) => outbox.retry(request.params.id, request.staff!.roles),
  );

  app.get(
    '/api/admin/newsletters/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Newsletters sent, newest first',
        querystring: adminListQuerySchema,
        response: { 200: newsletterCampaignPageSchema },
      },
    },
    async (request) => newsletters.listCampaigns(request.query),
  );

  app.get(
    '/api/admin/newsletters/audience/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Active (subscribed) people per subscriber source',
        response: { 200: newsletterAudienceSchema },
      },
    },
    async () => newsletters.audience(),
  );

  app.post(
    '/api/admin/newsletters/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Send a newsletter to the active subscribers of the chosen sources, through the outbox',
        body: newsletterComposeSchema,
        response: { 200: newsletterSendResponseSchema, 201: newsletterSendResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await newsletters.send(request.body, request.staff!.username);
      return reply.status(result.duplicate ? 200 : 201).send(result);
    },
  );

  app.post(
    '/api/admin/newsletters/test/',
    {
      // Sends one copy to the address staff typed; the address itself is not kept in the log.
      config: { ...staff, audit: { action: 'test', safeFields: ['language'] } },
      schema: {
        tags,
        summary: 'Send one copy of the English or Spanish version to one address, marked as a test',
        body: newsletterTestSchema,
        response: { 201: newsletterTestResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await newsletters.sendTest(request.body)),
  );
};
