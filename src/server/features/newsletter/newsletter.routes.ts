import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPAM_REJECTED_MESSAGE, looksAutomated } from '#shared/form-guard.ts';
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '#shared/newsletter.ts';
import { AppError } from '../../errors.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../../plugins/rate-limit.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe/',
    {
      config: { access: 'public', rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema, 201: newsletterSubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      if (looksAutomated(request.body, app.deps.clock.now().getTime())) {
        throw new AppError(400, SPAM_REJECTED_MESSAGE);
      }
      const { outcome, message } = await app.services.newsletter.subscribe(request.body);
      return reply.status(outcome === 'already_subscribed' ? 200 : 201).send({ message });
    },
  );
};
