/** The donor's own page's API (docs/product.md#the-donors-own-page). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donorLinkRequestSchema, donorLinkResponseSchema } from '#shared/giving/manage-contract.ts';
import { DONOR_LINK_API_PATH } from '#shared/giving/manage-words.ts';

export const givingManageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    DONOR_LINK_API_PATH,
    {
      config: { access: 'public', form: 'public' },
      schema: {
        tags: ['donations'],
        summary: 'Email a one-time sign-in link to the donor page (the same answer for every address)',
        body: donorLinkRequestSchema,
        response: { 200: donorLinkResponseSchema },
      },
    },
    async (request) => app.services.donorAccess.requestLink(request.body.email, request.body.locale),
  );
};
