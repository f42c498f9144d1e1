/**
 * POST /api/donations/webhook/: Stripe's events. The signature covers the exact bytes Stripe sent,
 * so this encapsulated plugin reads JSON bodies as raw buffers; every other route keeps the JSON
 * parser. Public (Stripe sends no session and no Origin), and never subject to the Origin check.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#server/errors.ts';
import { WebhookSignatureError } from '#server/integrations/stripe/stripe-gateway.ts';

export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature could not be verified.';
/** Stripe's events are a few kilobytes; a large margin still keeps memory bounded. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const givingWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/donations/webhook/',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { access: 'public' },
      schema: {
        tags: ['donations'],
        summary: 'Stripe webhook (Stripe-Signature checked against STRIPE_WEBHOOK_SECRET)',
      },
    },
    async (request) => {
      const raw = request.body;
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (!Buffer.isBuffer(raw)) throw new WebhookSignatureError('No body');
        event = app.services.payments.verifyWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
          app.deps.clock.now(),
        );
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'stripe webhook refused');
        throw new AppError(400, WEBHOOK_SIGNATURE_MESSAGE);
      }
      const outcome = await app.services.stripeEvents(event);
      return { received: true, outcome };
    },
  );
};
