/**
 * A donor's changes to their own recurring gift (docs/product.md#the-donors-own-page). Each change
 * is made at Stripe first and then stored, so the page never says "done" for something Stripe
 * refused; the subscription webhooks later confirm the same state and change nothing more. Demo
 * gifts (is_demo, no Stripe keys) change here only. The donor's address always comes from the
 * session: another donor's gift is "not found".
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RECURRING_WORDS } from '#shared/giving/manage-words.ts';
import { feeCoverCents, type FeeSettings } from '#shared/giving/fee.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import {
  type DonationCategory,
  type RecurringChangeSource,
  recurringGifts,
} from '#server/db/schema/index.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import type { StripeSubscriptions } from '#server/integrations/stripe/stripe-subscriptions.ts';
import { recordRecurringChange } from '#server/features/giving/giving.recurring-changes.ts';

type RecurringGiftRow = typeof recurringGifts.$inferSelect;

export interface DonorRecurringDeps {
  db: Database;
  clock: Clock;
  stripe: StripeSubscriptions;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The card fee the form's cover-the-fee uses (GIVING_FEE_PERCENT, GIVING_FEE_FIXED_CENTS). */
  fee: FeeSettings;
}

/**
 * The fee cover after a change of amount: a donor who covered the card fee still does, worked out
 * for the new amount by the giving form's one fee rule; one who did not still does not.
 */
export function feeCoverAfterChange(
  gift: { feeCoverCents: number },
  newAmountCents: number,
  fee: FeeSettings,
) {
  return gift.feeCoverCents > 0 ? feeCoverCents(newAmountCents, fee) : 0;
}

export function createDonorRecurringService({ db, clock, stripe, publicUrl, log, fee }: DonorRecurringDeps) {
  /** One of the donor's own gifts that has not ended, or 404. */
  async function ownGift(email: string, giftId: string): Promise<RecurringGiftRow> {
    const [gift] = /^[0-9a-f-]{36}$/i.test(giftId)
      ? await db
          .select()
          .from(recurringGifts)
          .where(
            and(
              eq(recurringGifts.id, giftId),
              sql`lower(${recurringGifts.email}) = ${email.toLowerCase()}`,
              sql`${recurringGifts.status} in ('active', 'past_due', 'paused')`,
              isNull(recurringGifts.erasedAt),
            ),
          )
      : [];
    if (!gift) throw notFound(RECURRING_WORDS.notFound);
    return gift;
  }

  /** Runs the Stripe call of a real gift; a refusal there changes nothing here. */
  async function atStripe(gift: RecurringGiftRow, call: (subscriptionId: string) => Promise<unknown>) {
    if (gift.isDemo) return;
    if (!gift.stripeSubscriptionId) throw new AppError(502, RECURRING_WORDS.stripeFailed);
    try {
      await call(gift.stripeSubscriptionId);
    } catch (error) {
      log.error({ err: error, recurringGiftId: gift.id }, 'stripe subscription change failed');
      throw new AppError(502, RECURRING_WORDS.stripeFailed);
    }
  }

  /** Stores the change and its line in the gift's history, together. */
  async function store(
    gift: RecurringGiftRow,
    values: Partial<RecurringGiftRow>,
    source: RecurringChangeSource = 'donor',
  ) {
    await db.transaction(async (tx) => {
      const now = clock.now();
      await tx
        .update(recurringGifts)
        .set({ ...values, updatedAt: now })
        .where(eq(recurringGifts.id, gift.id));
      await recordRecurringChange(tx, gift.id, source, now, gift);
    });
  }

  return {
    async change(email: string, giftId: string, input: { amountCents: number; category: DonationCategory }) {
      const gift = await ownGift(email, giftId);
      if (gift.status === 'paused') throw badRequest('Please resume the gift before changing it.');
      const feeCoverCents = feeCoverAfterChange(gift, input.amountCents, fee);
      await atStripe(gift, (id) =>
        stripe.update(id, {
          giftCents: input.amountCents,
          feeCoverCents,
          interval: gift.interval,
          category: input.category,
        }),
      );
      await store(gift, { amountCents: input.amountCents, feeCoverCents, category: input.category });
      return { message: RECURRING_WORDS.changed };
    },

    async pause(email: string, giftId: string) {
      const gift = await ownGift(email, giftId);
      if (gift.status !== 'paused') {
        await atStripe(gift, (id) => stripe.pause(id));
        await store(gift, { status: 'paused' });
      }
      return { message: RECURRING_WORDS.paused };
    },

    async resume(email: string, giftId: string) {
      const gift = await ownGift(email, giftId);
      if (gift.status === 'paused') {
        await atStripe(gift, (id) => stripe.resume(id));
        await store(gift, { status: 'active' });
      }
      return { message: RECURRING_WORDS.resumed };
    },

    /** At Stripe first, then here; the subscription.deleted webhook later finds it already cancelled. */
    async cancel(email: string, giftId: string) {
      const gift = await ownGift(email, giftId);
      await atStripe(gift, (id) => stripe.cancel(id));
      await store(gift, { status: 'cancelled', cancelledAt: clock.now() });
      return { message: RECURRING_WORDS.cancelled };
    },

    /** Where to send the donor to change their card: Stripe's Billing Portal (real gifts only). */
    async cardPortalUrl(email: string, giftId: string, returnPath: string): Promise<string> {
      const gift = await ownGift(email, giftId);
      if (gift.isDemo) throw badRequest(RECURRING_WORDS.cardDemo);
      if (!gift.stripeCustomerId) throw new AppError(502, RECURRING_WORDS.stripeFailed);
      const customerId = gift.stripeCustomerId;
      try {
        return await stripe.cardPortalUrl(customerId, `${publicUrl}${returnPath}`, localeOfPath(returnPath));
      } catch (error) {
        log.error({ err: error, recurringGiftId: gift.id }, 'stripe billing portal failed');
        throw new AppError(502, RECURRING_WORDS.stripeFailed);
      }
    },

    /**
     * Privacy erasure: ends every running recurring gift of the address (at Stripe for real ones)
     * before its personal fields are erased. Returns how many were cancelled.
     */
    async cancelAllFor(email: string): Promise<number> {
      const gifts = await db
        .select()
        .from(recurringGifts)
        .where(
          and(
            sql`lower(${recurringGifts.email}) = ${email.toLowerCase()}`,
            sql`${recurringGifts.status} in ('incomplete', 'active', 'past_due', 'paused')`,
          ),
        );
      for (const gift of gifts) {
        if (gift.stripeSubscriptionId && !gift.isDemo) await atStripe(gift, (id) => stripe.cancel(id));
        await store(gift, { status: 'cancelled', cancelledAt: clock.now() }, 'privacy');
      }
      return gifts.length;
    },
  };
}

export type DonorRecurringService = ReturnType<typeof createDonorRecurringService>;
