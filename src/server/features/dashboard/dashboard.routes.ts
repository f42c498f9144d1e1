/**
 * GET /api/admin/dashboard/: staff only, never cached (it counts personal records); each person gets
 * the parts of the areas they may read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/dashboard/contract.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin.dashboard;

  app.get(
    '/api/admin/dashboard/',
    {
      // Every staff member has a dashboard; it shows only the areas they may read (dashboard.service.ts).
      config: { access: 'staff', area: 'dashboard' },
      schema: {
        tags: ['admin'],
        summary: 'Counts and trends of the last 30 days, open items, the next three events',
        response: { 200: dashboardSchema },
      },
    },
    async (request) => service.dashboard(request.staff!.roles),
  );
};
