/** POST /v1/billing_portal/sessions: a hosted Billing Portal page for one customer (to change the card). */
import {
  type FakeStripeRoute,
  hostedPageLocale,
  invalidRequest,
  stripeId,
} from '#tests/fakes/stripe/core.ts';

export const portalRoutes: FakeStripeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/billing_portal\/sessions$/,
    handle({ params }, state) {
      if (typeof params.customer !== 'string' || !params.customer)
        throw invalidRequest('Missing required param: customer.');
      const id = stripeId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        livemode: false,
        locale: hostedPageLocale(params),
        return_url: params.return_url ?? null,
        url: `${state.baseUrl()}/p/session/${id}`,
      };
      state.portalSessions.set(id, session);
      return session;
    },
  },
];
