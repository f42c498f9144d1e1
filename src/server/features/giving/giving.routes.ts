import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centsToDollars,
  checkoutSessionResponseSchema,
  createCheckoutSessionSchema,
  createDonationResponseSchema,
  createDonationSchema,
  publicDonationSchema,
} from '#shared/giving/contract.ts';
import { z } from 'zod';
import { notFound } from '#server/errors.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '#server/plugins/rate-limit.ts';
import { givingManageRoutes } from '#server/features/giving/giving.manage.routes.ts';
import { givingWebhookRoutes } from '#server/features/giving/giving.webhook.ts';

export const givingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/donations/',
    {
      config: { access: 'public', form: 'public' },
      schema: {
        tags: ['donations'],
        summary: 'Start a one-time gift (stored as pending until Stripe confirms payment)',
        body: createDonationSchema,
        response: { 201: createDonationResponseSchema },
      },
    },
    async (request, reply) => {
      const donation = await app.services.giving.create(request.body);
      return reply.status(201).send({
        id: donation.id,
        amount: centsToDollars(donation.amountCents),
        category: request.body.category,
        payment_status: 'pending' as const,
      });
    },
  );

  app.post(
    '/api/donations/create_checkout_session/',
    {
      config: { access: 'public', rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['donations'],
        summary: 'Create the hosted checkout for a stored donation; the browser goes to `url`',
        body: createCheckoutSessionSchema,
        response: { 200: checkoutSessionResponseSchema },
      },
    },
    async (request) => app.services.giving.createCheckoutSession(request.body.donation_id),
  );

  app.get(
    '/api/donations/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['donations'],
        summary: "A donation's first name (or 'Friend'), amount, category and status",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: publicDonationSchema },
      },
    },
    async (request, reply) => {
      const view = await app.services.giving.publicView(request.params.id);
      // Unknown and malformed ids get the same answer: nothing to learn by guessing.
      if (!view) throw notFound();
      return reply.header('cache-control', 'no-store').send(view);
    },
  );

  await app.register(givingWebhookRoutes);
  await app.register(givingManageRoutes);
};
