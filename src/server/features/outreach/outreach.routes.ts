/**
 * The outreach forms' API (spec section 7). Thin: validation by the shared schemas, rules in the
 * service. A submission that looks automated (honeypot filled, sent faster than a person types) gets
 * the same answer a person would, so bots learn nothing, and nothing is stored or sent.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { looksAutomated } from '#shared/form-guard.ts';
import {
  BIBLE_STUDY_MESSAGES,
  CONTACT_MESSAGES,
  LEAD_MESSAGES,
  OUTREACH_API,
  PRAYER_MESSAGES,
  bibleStudySignupSchema,
  contactSchema,
  devotionalLeadSchema,
  eventLeadSchema,
  outreachResponseSchema,
  prayerRequestSchema,
} from '#shared/outreach.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../../plugins/rate-limit.ts';
import { devotionalFor } from './leads.service.ts';

const routeConfig = { access: 'public', rateLimit: PUBLIC_FORM_RATE_LIMIT } as const;
const devotionalResponseSchema = outreachResponseSchema.extend({ download_url: z.string() });

export const outreachRoutes: FastifyPluginAsyncZod = async (app) => {
  const automated = (body: { website?: string | undefined; form_started_at?: number | undefined }) =>
    looksAutomated(body, app.deps.clock.now().getTime());
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
    async (request, reply) => {
      if (automated(request.body)) return reply.status(201).send({ message: CONTACT_MESSAGES.success });
      return reply.status(201).send(await outreach().contact(request.body));
    },
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
    async (request, reply) => {
      if (automated(request.body)) return reply.status(201).send({ message: PRAYER_MESSAGES.success });
      return reply.status(201).send(await outreach().prayerRequest(request.body));
    },
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
    async (request, reply) => {
      if (automated(request.body)) {
        const download_url = devotionalFor(request.body.source).pdf;
        return reply.status(201).send({ message: LEAD_MESSAGES.devotionalSuccess, download_url });
      }
      return reply.status(201).send(await outreach().devotionalLead(request.body, request.ip));
    },
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
    async (request, reply) => {
      if (automated(request.body)) return reply.status(201).send({ message: LEAD_MESSAGES.eventSuccess });
      return reply.status(201).send(await outreach().eventLead(request.body));
    },
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
    async (request, reply) => {
      if (automated(request.body)) return reply.status(201).send({ message: BIBLE_STUDY_MESSAGES.success });
      return reply.status(201).send(await outreach().bibleStudySignup(request.body));
    },
  );
};
