/**
 * Stripe's events for recurring gifts, each applied exactly once (claimStripeEvent in the same
 * transaction) through the webhook router: a subscription Checkout completing, every paid invoice
 * (its own donation, receipt and staff notice), a failed one (one email per invoice), and the
 * subscription changing or ending. Stripe promises no order: an event older than the last one
 * applied to the gift (stripe_event_at) changes its status and amounts no more.
 */
import { eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DONATION_CATEGORY_CODES, MIN_DONATION_CENTS } from '#shared/giving/words.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import { type DonationCategory, donations, recurringGifts } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import type { StripeWebhookEvent } from '#server/integrations/stripe/stripe-gateway.ts';
import { queueReceipt } from '#server/features/giving/giving.receipts.ts';
import { recordRecurringChange } from '#server/features/giving/giving.recurring-changes.ts';
import { paymentFailedEmail } from '#server/features/giving/giving.recurring.emails.ts';
import {
  invoiceFacts,
  subscriptionCheckoutFacts,
  subscriptionFacts,
  type SubscriptionState,
} from '#server/features/giving/giving.stripe-objects.ts';
import { claimStripeEvent, type StripeEventOutcome } from '#server/features/giving/giving.stripe-events.ts';

export interface RecurringEventDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  staffEmail: string | undefined;
  log: FastifyBaseLogger;
  onEmailQueued: () => void;
  onPaid?: () => void;
}

type Gift = typeof recurringGifts.$inferSelect;

export function createRecurringEventHandlers(deps: RecurringEventDeps) {
  const { db, clock, publicUrl } = deps;

  /** The gift, locked for this transaction: by its subscription, else by the id in the metadata. */
  async function lockGift(tx: Executor, subscriptionId: string | null, giftId: string | null) {
    const bySubscription = subscriptionId
      ? eq(recurringGifts.stripeSubscriptionId, subscriptionId)
      : undefined;
    const byId = giftId && isUuid(giftId) ? eq(recurringGifts.id, giftId) : undefined;
    if (!bySubscription && !byId) return null;
    const [gift] = await tx
      .select()
      .from(recurringGifts)
      .where(or(bySubscription, byId))
      .limit(1)
      .for('update');
    return gift ?? null;
  }

  /** An event no newer than the last one applied to the gift (in Stripe's time) is out of order. */
  const outOfOrder = (gift: Gift, event: StripeWebhookEvent) =>
    gift.stripeEventAt !== null && event.created * 1000 < gift.stripeEventAt.getTime();

  /** Moves the gift to `status` unless it is cancelled for good; records the event's time. */
  async function setStatus(tx: Executor, gift: Gift, event: StripeWebhookEvent, status: Gift['status']) {
    const now = clock.now();
    await tx
      .update(recurringGifts)
      .set({
        status: gift.status === 'cancelled' ? 'cancelled' : status,
        cancelledAt: status === 'cancelled' ? (gift.cancelledAt ?? now) : gift.cancelledAt,
        stripeEventAt: new Date(event.created * 1000),
        updatedAt: now,
      })
      .where(eq(recurringGifts.id, gift.id));
  }

  /** Runs `apply` in one transaction with the event's claim: a replay answers 'duplicate'. */
  async function once(
    event: StripeWebhookEvent,
    apply: (tx: Transaction) => Promise<StripeEventOutcome>,
  ): Promise<StripeEventOutcome> {
    return db.transaction(async (tx) => ((await claimStripeEvent(tx, event)) ? apply(tx) : 'duplicate'));
  }

  /** checkout.session.completed, mode=subscription: the gift becomes active with Stripe's ids. */
  async function checkoutCompleted(event: StripeWebhookEvent): Promise<StripeEventOutcome> {
    const session = subscriptionCheckoutFacts(event.object ?? {});
    return once(event, async (tx) => {
      const gift = await lockGift(tx, session.subscriptionId, session.recurringGiftId);
      if (!gift) return 'unknown_recurring_gift';
      await tx
        .update(recurringGifts)
        .set({
          stripeCheckoutSessionId: session.id ?? gift.stripeCheckoutSessionId,
          stripeSubscriptionId: session.subscriptionId ?? gift.stripeSubscriptionId,
          stripeCustomerId: session.customerId ?? gift.stripeCustomerId,
          status: gift.status === 'incomplete' ? 'active' : gift.status,
          updatedAt: clock.now(),
        })
        .where(eq(recurringGifts.id, gift.id));
      await recordRecurringChange(tx, gift.id, 'stripe', clock.now(), gift);
      return 'recurring_started';
    });
  }

  /**
   * invoice.paid: this charge becomes its own paid donation (the fee split copied from the gift as
   * it is now), with its receipt and staff notice. A total that is not gift + fee cover is recorded
   * as a mismatch for staff, unpaid and without a receipt, like a one-time gift's.
   */
  async function invoicePaid(event: StripeWebhookEvent): Promise<StripeEventOutcome> {
    const invoice = invoiceFacts(event.object ?? {});
    if (!invoice) return 'ignored';
    const outcome = await once(event, async (tx) => {
      const gift = await lockGift(tx, invoice.subscriptionId, invoice.recurringGiftId);
      if (!gift) return 'unknown_recurring_gift';
      const now = clock.now();
      const matches =
        invoice.amountPaidCents === gift.amountCents + gift.feeCoverCents && invoice.currency === 'usd';
      const [donation] = await tx
        .insert(donations)
        .values({
          amountCents: gift.amountCents,
          feeCoverCents: gift.feeCoverCents,
          name: gift.name,
          email: gift.email,
          donationType: 'RECURRING',
          category: gift.category,
          message: gift.message,
          isAnonymous: gift.isAnonymous,
          isDemo: gift.isDemo,
          // Each charge's receipt is in the language the gift was started in.
          locale: gift.locale,
          recurringGiftId: gift.id,
          stripeInvoiceId: invoice.id,
          stripePaymentIntentId: invoice.paymentIntentId,
          stripeChargeId: invoice.chargeId,
          paymentStatus: matches ? 'paid' : 'pending',
          paidAt: matches ? now : null,
          ...(matches
            ? {}
            : {
                mismatchAmountCents: invoice.amountPaidCents,
                mismatchCurrency: invoice.currency,
                mismatchFoundAt: now,
              }),
          erasedAt: gift.erasedAt,
          createdAt: now,
          updatedAt: now,
        })
        // One donation per invoice, whatever event ids Stripe used.
        .onConflictDoNothing({ target: donations.stripeInvoiceId })
        .returning();
      if (!donation) return 'duplicate_invoice';
      await tx
        .update(recurringGifts)
        .set({
          stripeSubscriptionId: gift.stripeSubscriptionId ?? invoice.subscriptionId,
          stripeCustomerId: gift.stripeCustomerId ?? invoice.customerId,
          // A paid charge makes a new or failing gift active again (a later event may say otherwise).
          status:
            ['incomplete', 'past_due'].includes(gift.status) && !outOfOrder(gift, event)
              ? 'active'
              : gift.status,
          updatedAt: now,
        })
        .where(eq(recurringGifts.id, gift.id));
      await recordRecurringChange(tx, gift.id, 'stripe', now, gift);
      if (!matches) return 'amount_mismatch';
      await queueReceipt(
        tx,
        { ...donation, paidAt: now, interval: gift.interval },
        { publicUrl, staffEmail: deps.staffEmail },
      );
      return 'paid';
    });
    if (outcome === 'paid') {
      deps.onEmailQueued();
      deps.onPaid?.();
    }
    return outcome;
  }

  /** invoice.payment_failed: past due, and the donor told once for this invoice how to update the card. */
  async function invoicePaymentFailed(event: StripeWebhookEvent): Promise<StripeEventOutcome> {
    const invoice = invoiceFacts(event.object ?? {});
    if (!invoice) return 'ignored';
    const outcome = await once(event, async (tx) => {
      const gift = await lockGift(tx, invoice.subscriptionId, invoice.recurringGiftId);
      if (!gift) return 'unknown_recurring_gift';
      if (!outOfOrder(gift, event) && gift.status !== 'cancelled') {
        await setStatus(tx, gift, event, 'past_due');
        await recordRecurringChange(tx, gift.id, 'stripe', clock.now(), gift);
      }
      // Stripe retries a failing invoice and sends this event each time: one email per invoice.
      const firstFailure = await claimStripeEvent(tx, {
        ...event,
        id: `payment_failed_notice:${invoice.id}`,
      });
      if (!firstFailure || gift.erasedAt || gift.status === 'cancelled') return 'past_due';
      await enqueueEmail(tx, paymentFailedEmail({ gift, siteUrl: publicUrl }));
      return 'past_due_notified';
    });
    if (outcome === 'past_due_notified') deps.onEmailQueued();
    return outcome;
  }

  /** The gift and fee cover after a change at Stripe: the metadata's split, or the fee kept. */
  function amountsAfter(gift: Gift, facts: NonNullable<ReturnType<typeof subscriptionFacts>>) {
    const { chargeCents, giftCents, feeCoverCents } = facts;
    if (chargeCents === null) return { amountCents: gift.amountCents, feeCoverCents: gift.feeCoverCents };
    if (giftCents !== null && feeCoverCents !== null && giftCents + feeCoverCents === chargeCents) {
      return { amountCents: giftCents, feeCoverCents };
    }
    if (
      chargeCents === gift.amountCents + gift.feeCoverCents ||
      chargeCents - gift.feeCoverCents < MIN_DONATION_CENTS
    ) {
      return { amountCents: gift.amountCents, feeCoverCents: gift.feeCoverCents };
    }
    return { amountCents: chargeCents - gift.feeCoverCents, feeCoverCents: gift.feeCoverCents };
  }

  /** customer.subscription.updated / .deleted: the gift follows its subscription's status and amount. */
  async function subscriptionChanged(event: StripeWebhookEvent): Promise<StripeEventOutcome> {
    const facts = subscriptionFacts(event.object ?? {});
    if (!facts) return 'ignored';
    return once(event, async (tx) => {
      const gift = await lockGift(tx, facts.id, facts.recurringGiftId);
      if (!gift) return 'unknown_recurring_gift';
      if (outOfOrder(gift, event)) return 'out_of_order';
      const state: SubscriptionState =
        event.type === 'customer.subscription.deleted' ? 'cancelled' : facts.state;
      const category = (DONATION_CATEGORY_CODES as readonly string[]).includes(facts.category ?? '')
        ? (facts.category as DonationCategory)
        : gift.category;
      await tx
        .update(recurringGifts)
        .set({
          ...amountsAfter(gift, facts),
          category,
          stripeSubscriptionId: gift.stripeSubscriptionId ?? facts.id,
        })
        .where(eq(recurringGifts.id, gift.id));
      await setStatus(tx, gift, event, state ?? gift.status);
      await recordRecurringChange(tx, gift.id, 'stripe', clock.now(), gift);
      return state ?? gift.status;
    });
  }

  return { checkoutCompleted, invoicePaid, invoicePaymentFailed, subscriptionChanged };
}

export type RecurringEventHandlers = ReturnType<typeof createRecurringEventHandlers>;
