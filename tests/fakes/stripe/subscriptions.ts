/**
 * Subscriptions, customers and invoices in Stripe's wire format (API 2026-10-28: an invoice names
 * its subscription under parent.subscription_details and its payment under payments), and the
 * helpers that play Stripe's side of a recurring gift: complete a subscription Checkout, renew,
 * fail a renewal. Each helper changes the fake's state and returns the events Stripe would send,
 * in order, for the test to sign and post.
 */
import {
  type FakeStripeRoute,
  type FakeStripeState,
  noSuchObject,
  type StripeObject,
  stripeId,
} from '#tests/fakes/stripe/core.ts';

export interface FakeStripeEvent {
  type: string;
  object: StripeObject;
}

/** The fake's state maps these helpers change (a FakeStripe, or a route's state). */
type StripeMaps = Pick<FakeStripeState, 'sessions' | 'customers' | 'subscriptions' | 'invoices' | 'charges'>;

const DAY_SECONDS = 86_400;
const periodSeconds = (interval: string) => (interval === 'week' ? 7 : 30) * DAY_SECONDS;

/** Reading invoices and customers (subscriptions are read and changed in subscription-changes.ts). */
export const subscriptionRoutes: FakeStripeRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/invoices\/([^/]+)$/,
    handle({ match }, state) {
      const invoice = state.invoices.get(match[1]!);
      if (!invoice) throw noSuchObject('invoice', match[1]!);
      return invoice;
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/customers\/([^/]+)$/,
    handle({ match }, state) {
      const customer = state.customers.get(match[1]!);
      if (!customer) throw noSuchObject('customer', match[1]!);
      return customer;
    },
  },
];

/** A paid (or failed) invoice for the subscription's current price, with its payment and charge. */
function makeInvoice(
  state: StripeMaps,
  subscription: StripeObject,
  options: { paid: boolean; reason: string; nowSeconds: number },
): StripeObject {
  const item = (subscription.items as { data: Array<{ price: { unit_amount: number } }> }).data[0]!;
  const amount = item.price.unit_amount;
  const id = stripeId('in');
  const paymentIntent = stripeId('pi');
  const charge = stripeId('ch');
  if (options.paid) {
    state.charges.set(charge, {
      id: charge,
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency: 'usd',
      customer: subscription.customer,
      payment_intent: paymentIntent,
      paid: true,
      refunded: false,
    });
  }
  const invoice = {
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: options.paid ? amount : 0,
    amount_remaining: options.paid ? 0 : amount,
    attempt_count: 1,
    billing_reason: options.reason,
    created: options.nowSeconds,
    currency: 'usd',
    customer: subscription.customer,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    payments: {
      object: 'list',
      data: [
        {
          id: stripeId('inpay'),
          object: 'invoice_payment',
          invoice: id,
          is_default: true,
          status: options.paid ? 'paid' : 'open',
          payment: {
            type: 'payment_intent',
            payment_intent: paymentIntent,
            ...(options.paid ? { charge } : {}),
          },
        },
      ],
    },
    status: options.paid ? 'paid' : 'open',
    status_transitions: { paid_at: options.paid ? options.nowSeconds : null },
    total: amount,
  };
  state.invoices.set(id, invoice);
  return invoice;
}

/**
 * Stripe's side when the donor completes a subscription Checkout: a customer, an active
 * subscription with the session's price and metadata, its first invoice paid. Returns the events:
 * checkout.session.completed, then invoice.paid.
 */
export function completeSubscriptionCheckout(
  state: StripeMaps,
  sessionId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): FakeStripeEvent[] {
  const session = state.sessions.get(sessionId);
  if (!session || session.mode !== 'subscription') throw new Error(`No subscription session ${sessionId}`);
  const request = session._fake_request as {
    line_items: Array<{
      price_data: { unit_amount: string; currency: string; recurring: { interval: string } };
    }>;
    subscription_data: { metadata?: Record<string, string> } | null;
  };
  const priceData = request.line_items[0]!.price_data;
  const customer = {
    id: stripeId('cus'),
    object: 'customer',
    email: session.customer_email,
    livemode: false,
  };
  state.customers.set(customer.id, customer);
  const interval = priceData.recurring.interval;
  const subscription: StripeObject = {
    id: stripeId('sub'),
    object: 'subscription',
    status: 'active',
    customer: customer.id,
    cancel_at_period_end: false,
    canceled_at: null,
    created: nowSeconds,
    currency: 'usd',
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          current_period_start: nowSeconds,
          current_period_end: nowSeconds + periodSeconds(interval),
          price: {
            id: stripeId('price'),
            object: 'price',
            currency: priceData.currency,
            unit_amount: Number(priceData.unit_amount),
            recurring: { interval, interval_count: 1 },
          },
          quantity: 1,
        },
      ],
    },
    latest_invoice: null,
    metadata: request.subscription_data?.metadata ?? {},
    pause_collection: null,
  };
  state.subscriptions.set(subscription.id as string, subscription);
  const invoice = makeInvoice(state, subscription, { paid: true, reason: 'subscription_create', nowSeconds });
  subscription.latest_invoice = invoice.id;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer: customer.id,
    subscription: subscription.id,
  });
  const { _fake_request: _omitted, ...wireSession } = session;
  return [
    { type: 'checkout.session.completed', object: wireSession },
    { type: 'invoice.paid', object: invoice },
  ];
}

function subscriptionOf(state: StripeMaps, subscriptionId: string) {
  const subscription = state.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
  return subscription;
}

/**
 * The next billing date: the period's invoice paid (returns invoice.paid). A cancelled subscription
 * is never renewed (throws, as nothing would be charged), and a paused one's invoice is voided
 * (returns no event).
 */
export function renewSubscription(
  state: StripeMaps,
  subscriptionId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): FakeStripeEvent[] {
  const subscription = subscriptionOf(state, subscriptionId);
  if (subscription.status === 'canceled')
    throw new Error(`Subscription ${subscriptionId} is canceled: no renewal.`);
  if (subscription.pause_collection) return [];
  const invoice = makeInvoice(state, subscription, { paid: true, reason: 'subscription_cycle', nowSeconds });
  subscription.latest_invoice = invoice.id;
  if (subscription.status === 'past_due') subscription.status = 'active';
  return [{ type: 'invoice.paid', object: invoice }];
}

/** The next period's charge declined: returns invoice.payment_failed and customer.subscription.updated (past_due). */
export function failRenewal(
  state: StripeMaps,
  subscriptionId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): FakeStripeEvent[] {
  const subscription = subscriptionOf(state, subscriptionId);
  const invoice = makeInvoice(state, subscription, { paid: false, reason: 'subscription_cycle', nowSeconds });
  subscription.latest_invoice = invoice.id;
  subscription.status = 'past_due';
  return [
    { type: 'invoice.payment_failed', object: invoice },
    { type: 'customer.subscription.updated', object: { ...subscription } },
  ];
}
