import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathInLocale } from '#shared/i18n/locales.ts';
import { localizeMessage } from '#shared/i18n/words.ts';
import {
  NEWSLETTER_WORDS,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
} from '#shared/newsletter/contract.ts';
import { AppError } from '#server/errors.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe/',
    {
      config: { access: 'public', form: 'public', changesPages: 'nothing' },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter (201 for every address)',
        body: newsletterSubscribeSchema,
        response: { 201: newsletterSubscribeResponseSchema },
      },
    },
    // 201 for every address, on the list or not (the service says why), in the form's language.
    async (request, reply) => {
      const { message } = await app.services.newsletter.subscribe(request.body);
      return reply.status(201).send({ message: localizeMessage(message, request.body.locale) });
    },
  );

  await app.register(oneClickUnsubscribeRoutes);
};

/** The token in a newsletter's List-Unsubscribe address. */
const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: NEWSLETTER_WORDS.message('unsubscribe.invalidLink') })
    .min(1)
    .max(200),
});

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded)
 * to the List-Unsubscribe address, from its own servers, so there is no session and no Origin.
 * The token is the proof. A GET (a person opening the address) goes to the /unsubscribe page, which
 * asks first, because mail scanners follow links. Both answer in the subscriber's language; an
 * unknown token, whose language nobody knows, in English.
 */
const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form bodies are accepted and ignored here only: the token in the address decides.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  const config = {
    access: 'public' as const,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    changesPages: 'nothing' as const,
  };

  app.post(
    '/api/newsletter/unsubscribe/',
    {
      config,
      schema: {
        tags: ['newsletter'],
        summary: 'One-click unsubscribe (RFC 8058) with the token from List-Unsubscribe',
        querystring: unsubscribeQuerySchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
    },
    async (request) => {
      const result = await app.services.newsletter.unsubscribe(request.query.token);
      if (!result) throw new AppError(404, NEWSLETTER_WORDS.message('unsubscribe.invalidLink'));
      return { message: NEWSLETTER_WORDS.in(result.locale)('unsubscribe.oneClickDone') };
    },
  );

  app.get(
    '/api/newsletter/unsubscribe/',
    {
      config,
      schema: {
        tags: ['newsletter'],
        summary: 'Opened in a browser: the /unsubscribe page, which asks before unsubscribing',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const subscriber = await app.services.newsletter.findByUnsubscribeToken(token);
      const page = `/unsubscribe?token=${encodeURIComponent(token)}`;
      return reply.redirect(pathInLocale(page, subscriber?.locale ?? 'en'), 303);
    },
  );
};
