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
import type { Locale } from '#shared/i18n/locales.ts';
import { localizeMessage } from '#shared/i18n/words.ts';

// What these forms store shows on no public page: the page cache stays (page-groups.ts).
const routeConfig = { access: 'public', form: 'public', changesPages: 'nothing' } as const;
const devotionalResponseSchema = outreachResponseSchema.extend({ download_url: z.string() });

/** The service's thanks (a words key) in the language of the form that was sent (decision 0023). */
const inLanguage = <T extends { message: string }>(answer: T, locale: Locale): T => ({
  ...answer,
  message: localizeMessage(answer.message, locale),
});

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
    async (request, reply) =>
      reply.status(201).send(inLanguage(await outreach().contact(request.body), request.body.locale)),
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
    async (request, reply) =>
      reply.status(201).send(inLanguage(await outreach().prayerRequest(request.body), request.body.locale)),
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
      reply
        .status(201)
        .send(inLanguage(await outreach().devotionalLead(request.body, request.ip), request.body.locale)),
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
    async (request, reply) =>
      reply.status(201).send(inLanguage(await outreach().eventLead(request.body), request.body.locale)),
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
    async (request, reply) =>
      reply
        .status(201)
        .send(inLanguage(await outreach().bibleStudySignup(request.body), request.body.locale)),
  );
};
