/**
 * Refunds and disputes, from Stripe's webhooks (docs/product.md#refunds-and-disputes), each applied
 * exactly once (claimStripeEvent in the transaction that applies it). The donation is found by the
 * charge's payment intent, else by the charge's id: one-time gifts know their payment intent,
 * renewals of recurring gifts their charge.
 *
 * charge.refunded carries the charge's cumulative amount_refunded, so a late or replayed event
 * never lowers what is recorded. charge.dispute.created flags the gift for staff on the dashboard.
 */
import { desc, eq, gte, isNotNull, and, count, asc, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DISPUTES_SHOWN_DAYS,
  type DashboardDisputedGifts,
  GIFTS_TO_CHECK_SHOWN,
} from '#shared/dashboard/format.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { donations } from '#server/db/schema/index.ts';
import type { StripeWebhookEvent } from '#server/integrations/stripe/stripe-gateway.ts';
import { claimStripeEvent, type StripeEventHandler } from '#server/features/giving/giving.stripe-events.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An id field of a Stripe object: a string, or an expanded object carrying `id`. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
}

/** The donation a charge paid for, locked for the update. */
async function donationOfCharge(tx: Executor, paymentIntentId: string | null, chargeId: string | null) {
  const matches = [
    ...(paymentIntentId ? [eq(donations.stripePaymentIntentId, paymentIntentId)] : []),
    ...(chargeId ? [eq(donations.stripeChargeId, chargeId)] : []),
  ];
  if (matches.length === 0) return null;
  const rows = await tx
    .select()
    .from(donations)
    .where(or(...matches))
    .orderBy(
      // The payment intent's match first: it is the stronger key.
      paymentIntentId
        ? sql`case when ${donations.stripePaymentIntentId} = ${paymentIntentId} then 0 else 1 end`
        : sql`0`,
      asc(donations.createdAt),
    )
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export function createRefundHandlers({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  /** charge.refunded: the gift is refunded by the charge's amount_refunded (in full or in part). */
  const chargeRefunded: StripeEventHandler = async (event: StripeWebhookEvent) => {
    const charge = event.object ?? {};
    const refunded = Number(charge.amount_refunded);
    if (!Number.isInteger(refunded) || refunded < 0) return 'ignored';
    return db.transaction(async (tx) => {
      if (!(await claimStripeEvent(tx, event))) return 'duplicate';
      const donation = await donationOfCharge(tx, idOf(charge.payment_intent), idOf(charge.id));
      if (!donation) {
        log.warn({ eventId: event.id }, 'refund for a charge that is no gift here');
        return 'unknown_donation';
      }
      const cents = Math.min(refunded, donation.amountCents + donation.feeCoverCents);
      if (cents <= donation.refundedCents) return 'already_refunded';
      await tx
        .update(donations)
        .set({
          refundedCents: cents,
          refundedAt: new Date(event.created * 1000),
          stripeChargeId: donation.stripeChargeId ?? idOf(charge.id),
          updatedAt: sql`now()`,
        })
        .where(eq(donations.id, donation.id));
      return cents === donation.amountCents + donation.feeCoverCents ? 'refunded' : 'partly_refunded';
    });
  };

  /** charge.dispute.created: the gift is flagged for staff (the first dispute's time is kept). */
  const disputeCreated: StripeEventHandler = async (event: StripeWebhookEvent) => {
    const dispute = event.object ?? {};
    return db.transaction(async (tx) => {
      if (!(await claimStripeEvent(tx, event))) return 'duplicate';
      const donation = await donationOfCharge(tx, idOf(dispute.payment_intent), idOf(dispute.charge));
      if (!donation) {
        log.warn({ eventId: event.id }, 'dispute for a charge that is no gift here');
        return 'unknown_donation';
      }
      if (donation.disputedAt) return 'already_disputed';
      await tx
        .update(donations)
        .set({ disputedAt: new Date(event.created * 1000), updatedAt: sql`now()` })
        .where(eq(donations.id, donation.id));
      return 'disputed';
    });
  };

  return { 'charge.refunded': chargeRefunded, 'charge.dispute.created': disputeCreated };
}

/** Disputes opened in the last DISPUTES_SHOWN_DAYS days, newest first, for the dashboard. */
export async function disputedGifts(db: Database, clock: Clock): Promise<DashboardDisputedGifts> {
  const since = new Date(clock.now().getTime() - DISPUTES_SHOWN_DAYS * DAY_MS);
  const recent = and(isNotNull(donations.disputedAt), gte(donations.disputedAt, since));
  const [total] = await db.select({ n: count() }).from(donations).where(recent);
  const rows = await db
    .select({ id: donations.id, amountCents: donations.amountCents, disputedAt: donations.disputedAt })
    .from(donations)
    .where(recent)
    .orderBy(desc(donations.disputedAt), asc(donations.id))
    .limit(GIFTS_TO_CHECK_SHOWN);
  return {
    count: total?.n ?? 0,
    gifts: rows.map((row) => ({
      id: row.id,
      amount_cents: row.amountCents,
      disputed_at: row.disputedAt!.toISOString(),
    })),
  };
}
