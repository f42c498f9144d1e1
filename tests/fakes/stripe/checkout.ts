/** POST /v1/checkout/sessions: a hosted Checkout Session for a one-time payment. */
import { type FakeStripeRoute, invalidRequest, stripeId } from './core.ts';

export const checkoutRoutes: FakeStripeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    handle({ params }, state) {
      const lineItem = (params.line_items as Array<Record<string, unknown>> | undefined)?.[0];
      const priceData = lineItem?.price_data as Record<string, unknown> | undefined;
      const unitAmount = Number(priceData?.unit_amount);
      const quantity = Number(lineItem?.quantity ?? 1);
      if (
        params.mode !== 'payment' ||
        !Number.isInteger(unitAmount) ||
        unitAmount < 50 ||
        !params.success_url
      ) {
        throw invalidRequest('Missing or invalid checkout parameters.');
      }
      const id = stripeId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        amount_subtotal: unitAmount * quantity,
        amount_total: unitAmount * quantity,
        cancel_url: params.cancel_url,
        client_reference_id: params.client_reference_id ?? null,
        currency: priceData?.currency ?? null,
        customer_email: params.customer_email ?? null,
        livemode: false,
        metadata: params.metadata ?? {},
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: params.success_url,
        url: `${state.baseUrl()}/c/pay/${id}`,
      };
      state.sessions.set(id, session);
      return session;
    },
  },
];
