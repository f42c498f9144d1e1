/**
 * Refunds and disputes in the fake Stripe. POST /v1/refunds refunds a charge (seeded into the
 * fake's `charges` map by a test, or found by its payment intent) in full or in part, and updates
 * the charge's amount_refunded and refunded as Stripe does. The helpers build the charges and the
 * charge.refunded / charge.dispute.created event payloads, in Stripe's wire format.
 */
import {
  type FakeStripeRoute,
  type FakeStripeState,
  invalidRequest,
  noSuchObject,
  stripeId,
  type StripeObject,
} from '#tests/fakes/stripe/core.ts';
import { stripeEventPayload } from '#tests/fakes/stripe-webhook.ts';

function chargeFor(params: Record<string, unknown>, state: FakeStripeState): StripeObject {
  if (typeof params.charge === 'string') {
    const charge = state.charges.get(params.charge);
    if (!charge) throw noSuchObject('charge', params.charge);
    return charge;
  }
  if (typeof params.payment_intent === 'string') {
    const charge = [...state.charges.values()].find((c) => c.payment_intent === params.payment_intent);
    if (!charge) throw noSuchObject('payment_intent', params.payment_intent);
    return charge;
  }
  throw invalidRequest('One of charge or payment_intent is required.');
}

export const refundRoutes: FakeStripeRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    handle({ params }, state) {
      const charge = chargeFor(params, state);
      const left = Number(charge.amount) - Number(charge.amount_refunded);
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0) throw invalidRequest('Invalid positive integer');
      if (amount > left) {
        throw invalidRequest(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        );
      }
      const refund: StripeObject = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        currency: charge.currency,
        created: Math.floor(Date.now() / 1000),
        metadata: params.metadata ?? {},
        payment_intent: charge.payment_intent ?? null,
        reason: params.reason ?? null,
        status: 'succeeded',
      };
      state.refunds.set(refund.id as string, refund);
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      return refund;
    },
  },
];

/** A paid charge as Stripe describes it: put it in `stripe.charges` before refunding it. */
export function buildCharge(options: {
  amount: number;
  paymentIntent?: string | null;
  id?: string;
}): StripeObject {
  return {
    id: options.id ?? stripeId('ch'),
    object: 'charge',
    amount: options.amount,
    amount_captured: options.amount,
    amount_refunded: 0,
    captured: true,
    created: Math.floor(Date.now() / 1000),
    currency: 'usd',
    disputed: false,
    livemode: false,
    paid: true,
    payment_intent: options.paymentIntent ?? null,
    refunded: false,
    status: 'succeeded',
  };
}

/** The charge.refunded event for the charge as it is now (its amount_refunded so far). */
export function chargeRefundedEvent(
  charge: StripeObject,
  options: { eventId?: string; createdSeconds?: number } = {},
) {
  return stripeEventPayload({ type: 'charge.refunded', object: { ...charge }, ...options });
}

/** The charge.dispute.created event of a dispute opened on the charge. */
export function disputeCreatedEvent(
  charge: StripeObject,
  options: { eventId?: string; createdSeconds?: number } = {},
) {
  return stripeEventPayload({
    type: 'charge.dispute.created',
    object: {
      id: stripeId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      currency: charge.currency,
      created: options.createdSeconds ?? Math.floor(Date.now() / 1000),
      livemode: false,
      payment_intent: charge.payment_intent ?? null,
      reason: 'fraudulent',
      status: 'needs_response',
    },
    ...options,
  });
}
