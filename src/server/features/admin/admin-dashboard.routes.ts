/** GET /api/admin/dashboard/: staff only, never cached (it counts personal records). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/admin/dashboard-contract.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin.dashboard;

  app.get(
    '/api/admin/dashboard/',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Counts and trends of the last 30 days, open items, the next three events',
        response: { 200: dashboardSchema },
      },
    },
    async () => service.dashboard(),
  );
};
