/**
 * Staff-only giving screens' API: GET /api/admin/donations/?status=&search=&page=&page_size=,
 * /api/admin/donations/totals/ and /api/admin/donations/{id}/. Read-only, never cached.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDonationDetailSchema,
  adminDonationPageSchema,
  donationIdParamsSchema,
  donationListQuerySchema,
  donationTotalsSchema,
} from '#shared/giving/admin-contract.ts';
import { notFound } from '#server/errors.ts';

export const givingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin.giving;
  const staff = { access: 'staff' as const, area: 'giving' as const };

  app.get(
    '/api/admin/donations/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Donations, newest first; filter by status, search donor name, email or donation id',
        querystring: donationListQuerySchema,
        response: { 200: adminDonationPageSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/donations/totals/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Paid gifts of the last 12 months by category and by month (months in the site time zone)',
        response: { 200: donationTotalsSchema },
      },
    },
    async () => service.totals(),
  );

  app.get(
    '/api/admin/donations/:id/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'One donation, with the email that received its receipt (anonymous gifts included)',
        params: donationIdParamsSchema,
        response: { 200: adminDonationDetailSchema },
      },
    },
    async (request) => {
      const detail = await service.detail(request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  );
};
