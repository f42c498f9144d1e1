/**
 * The outreach forms' API (docs/product.md#public-calls). Thin: validation by the shared schemas,
 * rules in the service. Each is a public form: the public-form plugin limits it per IP and turns away
 * (400, counted) a post that looks automated before it reaches the handler.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OUTREACH_API,
  bibleStudySignupSchema,
  contactSchema,
  devotionalLeadSchema,
  eventLeadSchema,
  outreachResponseSchema,
  prayerRequestSchema,
} from '#shared/outreach/contract.ts';

// What these forms store shows on no public page: the page cache stays (page-groups.ts).
const routeConfig = { access: 'public', form: 'public', changesPages: 'nothing' } as const;
const devotionalResponseSchema = outreachResponseSchema.extend({ download_url: z.string() });

export const outreachRoutes: FastifyPluginAsyncZod = async (app) => {
  const outreach = () => app.services.outreach;

  app.post(
    OUTREACH_API.contact,
    {
      config: routeConfig,
      schema: {
        tags: ['outreach'],
        summary: 'Send a message to the ministry',
        body: contactSchema,
        response: { 201: outreachResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await outreach().contact(request.body)),
  );

  app.post(
    OUTREACH_API.prayer,
    {
      config: routeConfig,
      schema: {
        tags: ['outreach'],
        summary: 'Send a prayer request (private unless is_private is false)',
        body: prayerRequestSchema,
        response: { 201: outreachResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await outreach().prayerRequest(request.body)),
  );

  app.post(
    OUTREACH_API.devotionalLead,
    {
      config: routeConfig,
      schema: {
        tags: ['outreach'],
        summary: 'Leave contact details for a free devotional; answers with the PDF to download',
        body: devotionalLeadSchema,
        response: { 201: devotionalResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await outreach().devotionalLead(request.body, request.ip)),
  );

  app.post(
    OUTREACH_API.eventLead,
    {
      config: routeConfig,
      schema: {
        tags: ['outreach'],
        summary: 'Ask to be contacted with event details',
        body: eventLeadSchema,
        response: { 201: outreachResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await outreach().eventLead(request.body)),
  );

  app.post(
    OUTREACH_API.bibleStudy,
    {
      config: routeConfig,
      schema: {
        tags: ['outreach'],
        summary: 'Sign up for the adult-only (18+) Bible study',
        body: bibleStudySignupSchema,
        response: { 201: outreachResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await outreach().bibleStudySignup(request.body)),
  );
};
