/**
 * Staff-only Recurring gifts screen's API (giving area): GET /api/admin/recurring-gifts/?status=&search=
 * &page=&page_size=, /api/admin/recurring-gifts/totals/ and /api/admin/recurring-gifts/{id}/. Read-only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRecurringGiftDetailSchema,
  adminRecurringGiftPageSchema,
  recurringGiftIdParamsSchema,
  recurringListQuerySchema,
  recurringTotalsSchema,
} from '#shared/giving/recurring-admin-contract.ts';
import { notFound } from '#server/errors.ts';

export const givingRecurringAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin.recurringGifts;
  const staff = { access: 'staff' as const, area: 'giving' as const };

  app.get(
    '/api/admin/recurring-gifts/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Recurring gifts, newest first; by status (default: all but never started), searchable',
        querystring: recurringListQuerySchema,
        response: { 200: adminRecurringGiftPageSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/recurring-gifts/totals/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Monthly recurring total by category: active real gifts, weekly counted as 52/12',
        response: { 200: recurringTotalsSchema },
      },
    },
    async () => service.totals(),
  );

  app.get(
    '/api/admin/recurring-gifts/:id/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'One recurring gift with its charges and the history of its changes',
        params: recurringGiftIdParamsSchema,
        response: { 200: adminRecurringGiftDetailSchema },
      },
    },
    async (request) => {
      const detail = await service.detail(request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  );
};
