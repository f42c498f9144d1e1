/**
 * Changing a subscription, in Stripe's wire format: GET /v1/subscriptions/:id (retrieve), POST
 * /v1/subscriptions/:id (update: items with price_data, pause_collection, metadata) and DELETE
 * /v1/subscriptions/:id (cancel). Like Stripe, a cancelled subscription refuses every change.
 * Tests put subscriptions in the fake's `subscriptions` map with `fakeSubscription`, and play the
 * next billing date with subscriptions.ts's renewSubscription.
 */
import {
  type FakeStripeRoute,
  type FakeStripeState,
  invalidRequest,
  noSuchObject,
  type StripeObject,
  stripeId,
} from '#tests/fakes/stripe/core.ts';

const SUBSCRIPTION_PATH = /^\/v1\/subscriptions\/(sub_[A-Za-z0-9_]+)$/;

/** A live subscription as Stripe returns it: one item, one price in cents per interval. */
export function fakeSubscription(input: {
  customer: string;
  unitAmount: number;
  interval: 'month' | 'week';
  metadata?: Record<string, string>;
}): StripeObject {
  const id = stripeId('sub');
  return {
    id,
    object: 'subscription',
    customer: input.customer,
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    pause_collection: null,
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        subscriptionItem(id, {
          product: stripeId('prod'),
          unitAmount: input.unitAmount,
          interval: input.interval,
        }),
      ],
    },
  };
}

function subscriptionItem(
  subscription: string,
  price: { product: string; unitAmount: number; interval: string },
  id = stripeId('si'),
): StripeObject {
  return {
    id,
    object: 'subscription_item',
    subscription,
    quantity: 1,
    price: {
      id: stripeId('price'),
      object: 'price',
      active: false,
      currency: 'usd',
      product: price.product,
      unit_amount: price.unitAmount,
      recurring: { interval: price.interval, interval_count: 1 },
      type: 'recurring',
    },
  };
}

function liveSubscription(state: Pick<FakeStripeState, 'subscriptions'>, id: string): StripeObject {
  const subscription = state.subscriptions.get(id);
  if (!subscription) throw noSuchObject('subscription', id);
  return subscription;
}

export const subscriptionChangeRoutes: FakeStripeRoute[] = [
  {
    method: 'GET',
    path: SUBSCRIPTION_PATH,
    handle: ({ match }, state) => liveSubscription(state, match[1]!),
  },
  {
    method: 'POST',
    path: SUBSCRIPTION_PATH,
    handle({ match, params }, state) {
      const subscription = liveSubscription(state, match[1]!);
      if (subscription.status === 'canceled') {
        throw invalidRequest(
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      const items = (subscription.items as { data: StripeObject[] }).data;
      for (const change of (params.items as StripeObject[] | undefined) ?? []) {
        const index = items.findIndex((item) => item.id === change.id);
        const priceData = change.price_data as Record<string, unknown> | undefined;
        const unitAmount = Number(priceData?.unit_amount);
        const interval = (priceData?.recurring as Record<string, unknown> | undefined)?.interval;
        if (
          index < 0 ||
          !priceData?.product ||
          !Number.isInteger(unitAmount) ||
          unitAmount < 50 ||
          !interval
        ) {
          throw invalidRequest(
            'Invalid items: each needs an existing id and price_data with product, unit_amount and recurring.',
          );
        }
        items[index] = subscriptionItem(
          subscription.id as string,
          { product: String(priceData.product), unitAmount, interval: String(interval) },
          String(change.id),
        );
      }
      if ('pause_collection' in params) {
        const pause = params.pause_collection as Record<string, unknown> | '';
        if (
          pause !== '' &&
          !['void', 'keep_as_draft', 'mark_uncollectible'].includes(String(pause.behavior))
        ) {
          throw invalidRequest('Invalid pause_collection[behavior].');
        }
        subscription.pause_collection = pause === '' ? null : { behavior: pause.behavior, resumes_at: null };
      }
      if (params.metadata)
        subscription.metadata = { ...(subscription.metadata as object), ...(params.metadata as object) };
      if (params.proration_behavior !== undefined)
        subscription.last_proration_behavior = params.proration_behavior;
      return subscription;
    },
  },
  {
    method: 'DELETE',
    path: SUBSCRIPTION_PATH,
    handle({ match }, state) {
      const subscription = liveSubscription(state, match[1]!);
      if (subscription.status === 'canceled')
        throw invalidRequest('This subscription has already been canceled.');
      subscription.status = 'canceled';
      subscription.canceled_at = Math.floor(Date.now() / 1000);
      return subscription;
    },
  },
];
