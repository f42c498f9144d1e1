/**
 * Staff inbox API (docs/product.md#inbox-messages-and-prayer-requests, #bible-study-sign-ups), every route
 * staff-only and never cached:
 * GET  /api/admin/messages/?status=open|handled|all&search=&page=&page_size=, GET/PATCH .../{id}/
 * GET  /api/admin/prayer-requests/ (same), GET/PATCH .../{id}/
 * GET  /api/admin/bible-study/?search=&page=&page_size=
 * PATCH {handled: true|false} marks a record handled (idempotent) or reopens it. Nothing here logs a
 * record's text: the pino redaction in logger.ts already drops bodies, and no handler logs at all.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTREACH_ADMIN_WORDS } from '#shared/outreach/admin-words.ts';
import {
  bibleStudySignupPageSchema,
  contactMessagePageSchema,
  contactMessageSchema,
  outreachHandleSchema,
  outreachIdParamsSchema,
  outreachListQuerySchema,
  prayerRequestPageSchema,
  prayerRequestSchema,
} from '#shared/outreach/admin-contract.ts';
import { adminListQuerySchema } from '#shared/lists/contract.ts';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import { notFound } from '#server/errors.ts';

const orNotFound = <T>(row: T | null, message: string): T => {
  if (!row) throw notFound(message);
  return row;
};

export const outreachAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin.outreach;
  const staff = { access: 'staff' as const, area: 'care' as const };
  const tags = ['admin'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/messages/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Contact messages, newest first; open, handled or all; search name, email, subject, text',
        querystring: outreachListQuerySchema,
        response: { 200: contactMessagePageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listMessages(request.query),
  );

  app.get(
    '/api/admin/messages/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One contact message',
        params: outreachIdParamsSchema,
        response: { 200: contactMessageSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      orNotFound(await service.getMessage(request.params.id), OUTREACH_ADMIN_WORDS.messageNotFound),
  );

  app.patch(
    '/api/admin/messages/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mark a contact message handled (idempotent) or reopen it',
        params: outreachIdParamsSchema,
        body: outreachHandleSchema,
        response: { 200: contactMessageSchema, ...errors },
      },
    },
    async (request) =>
      orNotFound(
        await service.setMessageHandled(request.params.id, request.body.handled),
        OUTREACH_ADMIN_WORDS.messageNotFound,
      ),
  );

  app.get(
    '/api/admin/prayer-requests/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Prayer requests (private ones included, staff only), newest first; open, handled or all',
        querystring: outreachListQuerySchema,
        response: { 200: prayerRequestPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listPrayerRequests(request.query),
  );

  app.get(
    '/api/admin/prayer-requests/:id/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One prayer request (the link in the staff email about a private one)',
        params: outreachIdParamsSchema,
        response: { 200: prayerRequestSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      orNotFound(await service.getPrayerRequest(request.params.id), OUTREACH_ADMIN_WORDS.prayerNotFound),
  );

  app.patch(
    '/api/admin/prayer-requests/:id/',
    {
      // The audit log may show the yes/no; never the prayer (docs/product.md#audit-log).
      config: { ...staff, audit: { safeFields: ['handled'] } },
      schema: {
        tags,
        summary: 'Mark a prayer request handled (idempotent) or reopen it',
        params: outreachIdParamsSchema,
        body: outreachHandleSchema,
        response: { 200: prayerRequestSchema, ...errors },
      },
    },
    async (request) =>
      orNotFound(
        await service.setPrayerHandled(request.params.id, request.body.handled),
        OUTREACH_ADMIN_WORDS.prayerNotFound,
      ),
  );

  app.get(
    '/api/admin/bible-study/',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Bible study sign-ups, newest first; search name, email, phone or interests',
        querystring: adminListQuerySchema,
        response: { 200: bibleStudySignupPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listBibleStudySignups(request.query),
  );
};
