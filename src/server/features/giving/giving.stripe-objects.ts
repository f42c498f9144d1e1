/**
 * Reading Stripe's wire format for recurring gifts: invoices and subscriptions as webhook events
 * carry them. Newer API versions moved some fields (invoice.subscription is now
 * parent.subscription_details.subscription; invoice.payment_intent and invoice.charge are in
 * invoice.payments); both places are read, so an account on either version works.
 */
type Obj = Record<string, unknown>;

const obj = (value: unknown): Obj | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** An id, whether Stripe sent it as a string or as an expanded object. */
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value)?.id);

export interface InvoiceFacts {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** recurring_gift_id from the subscription's metadata, as the invoice carries it. */
  recurringGiftId: string | null;
  amountPaidCents: number | null;
  currency: string;
  paymentIntentId: string | null;
  chargeId: string | null;
}

export function invoiceFacts(invoice: Obj): InvoiceFacts | null {
  const id = str(invoice.id);
  if (!id) return null;
  const details = obj(obj(invoice.parent)?.subscription_details) ?? obj(invoice.subscription_details);
  const metadata = obj(details?.metadata) ?? obj(invoice.metadata);
  const firstPayment = obj(obj((obj(invoice.payments)?.data as unknown[] | undefined)?.[0])?.payment);
  return {
    id,
    subscriptionId: idOf(details?.subscription) ?? idOf(invoice.subscription),
    customerId: idOf(invoice.customer),
    recurringGiftId: str(metadata?.recurring_gift_id),
    amountPaidCents: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : null,
    currency: (str(invoice.currency) ?? '').toLowerCase(),
    paymentIntentId: idOf(firstPayment?.payment_intent) ?? idOf(invoice.payment_intent),
    chargeId: idOf(firstPayment?.charge) ?? idOf(invoice.charge),
  };
}

export type SubscriptionState = 'active' | 'past_due' | 'paused' | 'cancelled' | null;

export interface SubscriptionFacts {
  id: string;
  recurringGiftId: string | null;
  /** What the gift's status becomes; null: nothing to change (still incomplete at Stripe). */
  state: SubscriptionState;
  /** What Stripe charges each time now, in cents (the first item's price). */
  chargeCents: number | null;
  /** The gift and fee cover as the subscription's metadata states them, when it does. */
  giftCents: number | null;
  feeCoverCents: number | null;
  category: string | null;
}

function stateOf(subscription: Obj): SubscriptionState {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      // Paused collection keeps the subscription 'active' at Stripe, with pause_collection set.
      return obj(subscription.pause_collection) ? 'paused' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'paused':
      return 'paused';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return null;
  }
}

const cents = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
};

export function subscriptionFacts(subscription: Obj): SubscriptionFacts | null {
  const id = str(subscription.id);
  if (!id) return null;
  const metadata = obj(subscription.metadata);
  const item = obj((obj(subscription.items)?.data as unknown[] | undefined)?.[0]);
  const price = obj(item?.price);
  return {
    id,
    recurringGiftId: str(metadata?.recurring_gift_id),
    state: stateOf(subscription),
    chargeCents: cents(price?.unit_amount),
    giftCents: cents(metadata?.gift_cents),
    feeCoverCents: cents(metadata?.fee_cover_cents),
    category: str(metadata?.category),
  };
}

/** The session's subscription and customer ids (subscription-mode Checkout). */
export function subscriptionCheckoutFacts(session: Obj) {
  return {
    id: str(session.id),
    recurringGiftId: str(obj(session.metadata)?.recurring_gift_id) ?? str(session.client_reference_id),
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  };
}
