/**
 * Staff privacy API (docs/product.md#privacy-requests). The address is always in a POST body, never
 * in a URL, so it never reaches an access log; answers are never cached.
 *   POST /api/admin/privacy/lookup   what is held, and earlier exports/erasures of the address
 *   POST /api/admin/privacy/export   everything held, as JSON (logged)
 *   POST /api/admin/privacy/erase    erase it, after the address is typed twice (logged)
 *   GET  /api/admin/privacy/log      the privacy log, newest first (no addresses in it)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  privacyEmailSchema,
  privacyEraseAnswerSchema,
  privacyEraseSchema,
  privacyExportSchema,
  privacyLogPageSchema,
  privacyLogQuerySchema,
  privacyLookupSchema,
} from '#shared/privacy/contract.ts';

export const adminPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin.privacy;
  // An export or erasure reaches every kind of record (gifts, private prayers, addresses): it
  // crosses every area, so only an administrator may do it (docs/product.md#staff-roles).
  const staff = { access: 'staff' as const, area: 'privacy' as const };
  // A lookup and an export change nothing held: reads, though posted (the address stays out of URLs).
  const reading = { ...staff, action: 'read' as const };
  const staffName = (request: { staff: { username: string } | null }) => request.staff!.username;

  app.post(
    '/api/admin/privacy/lookup/',
    {
      config: reading,
      schema: {
        tags: ['admin'],
        summary: 'Count what is held about an email address, and its privacy log entries',
        body: privacyEmailSchema,
        response: { 200: privacyLookupSchema },
      },
    },
    async (request) => service.lookup(request.body.email),
  );

  app.post(
    '/api/admin/privacy/export/',
    {
      config: reading,
      schema: {
        tags: ['admin'],
        summary: 'Everything held about an email address, as JSON (logged)',
        body: privacyEmailSchema,
        response: { 200: privacyExportSchema },
      },
    },
    async (request) => service.export(request.body.email, staffName(request)),
  );

  app.post(
    '/api/admin/privacy/erase/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Erase everything held about an email address; donations kept without the donor',
        body: privacyEraseSchema,
        response: { 200: privacyEraseAnswerSchema },
      },
    },
    async (request) => service.erase(request.body.email, staffName(request)),
  );

  app.get(
    '/api/admin/privacy/log/',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Privacy exports and erasures, newest first',
        querystring: privacyLogQuerySchema,
        response: { 200: privacyLogPageSchema },
      },
    },
    async (request) => service.listLog(request.query.page),
  );
};
