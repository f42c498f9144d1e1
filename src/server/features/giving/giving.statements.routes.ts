/**
 * Year-end statements from the Donations screen (giving area): GET /api/admin/donations/statements/
 * ?year= reads a year's progress (queued / sent / failed, from the outbox), POST sends the year's
 * statements (safe to repeat: nothing is sent twice). Never cached.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  statementProgressQuerySchema,
  statementProgressSchema,
  statementSendResultSchema,
  statementSendSchema,
} from '#shared/giving/statements-contract.ts';

export const givingStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.statements;
  const staff = { access: 'staff' as const, area: 'giving' as const };

  app.get(
    '/api/admin/donations/statements/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary:
          "A year's statements: donors who gave, and statements queued, sent and failed (default: last year)",
        querystring: statementProgressQuerySchema,
        response: { 200: statementProgressSchema },
      },
    },
    async (request) => service.progress(request.query.year ?? service.lastFinishedYear()),
  );

  app.post(
    '/api/admin/donations/statements/',
    {
      // The audit log says "send" and the year (a number, safe to keep), not "create" and a field name.
      config: { ...staff, audit: { action: 'send', safeFields: ['year'] } },
      schema: {
        tags: ['admin'],
        summary: "Send a finished year's statements, one PDF per donor; a second send sends nothing twice",
        body: statementSendSchema,
        response: { 200: statementSendResultSchema },
      },
    },
    async (request) => service.sendYear(request.body.year),
  );
};
