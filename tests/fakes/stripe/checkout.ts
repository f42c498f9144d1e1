/**
 * POST /v1/checkout/sessions: a hosted Checkout Session for a one-time payment, or in subscription
 * mode for a recurring price (completed by completeSubscriptionCheckout in ./subscriptions.ts).
 */
import {
  type FakeStripeRoute,
  hostedPageLocale,
  invalidRequest,
  stripeId,
} from '#tests/fakes/stripe/core.ts';

export const checkoutRoutes: FakeStripeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    handle({ params }, state) {
      const lineItem = (params.line_items as Array<Record<string, unknown>> | undefined)?.[0];
      const priceData = lineItem?.price_data as Record<string, unknown> | undefined;
      const unitAmount = Number(priceData?.unit_amount);
      const quantity = Number(lineItem?.quantity ?? 1);
      const recurring = priceData?.recurring as Record<string, unknown> | undefined;
      const subscriptionMode = params.mode === 'subscription';
      if (
        (params.mode !== 'payment' && !subscriptionMode) ||
        subscriptionMode !== Boolean(recurring) ||
        (recurring && !['day', 'week', 'month', 'year'].includes(String(recurring.interval))) ||
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
        locale: hostedPageLocale(params),
        metadata: params.metadata ?? {},
        mode: subscriptionMode ? 'subscription' : 'payment',
        payment_intent: null,
        customer: null,
        subscription: null,
        // Not Stripe's: what the fake keeps to build the subscription when the checkout completes.
        _fake_request: { line_items: params.line_items, subscription_data: params.subscription_data ?? null },
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
