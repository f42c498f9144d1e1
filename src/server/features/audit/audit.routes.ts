/**
 * The audit log's API (docs/product.md#audit-log), administrators only: GET /api/admin/audit/
 * (newest first; ?user_id=&area=&from=&to=&search=&page=&page_size=) and GET
 * /api/admin/audit/filters/ (the people and areas to filter by). Read-only: no route edits or
 * deletes an entry.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFilterOptionsSchema, auditListQuerySchema, auditPageSchema } from '#shared/audit/contract.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = app.services.audit;
  const administrators = { access: 'staff' as const, area: 'staff' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/audit/',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'The audit log, newest first; filter by person, area and days (site time zone)',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/api/admin/audit/filters/',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'The people and areas the audit log can be filtered by',
        response: { 200: auditFilterOptionsSchema },
      },
    },
    async () => audit.filterOptions(),
  );
};
