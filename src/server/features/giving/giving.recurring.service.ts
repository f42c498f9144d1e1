/**
 * Recurring gifts (docs/product.md#recurring-gifts): a gift given every month or week is stored
 * 'incomplete' and goes to Stripe Checkout in subscription mode, for the stored amount (the gift
 * plus any fee cover). Stripe's events then change it (giving.recurring.events.ts); each paid
 * invoice becomes its own donation. Without Stripe keys, the demo checkout completes it through
 * the same handlers, with synthetic events.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  categoryLabel,
  centsToDollars,
  type CreateDonationInput,
  DONATION_REFUSALS,
  DONATION_SUCCESS_DEFAULTS,
  firstName,
  type PublicDonation,
} from '#shared/giving/contract.ts';
import { GIVING_WORDS } from '#shared/giving/words.ts';
import { pathInLocale, readLocale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { recurringGifts, type RecurringInterval } from '#server/db/schema/index.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import type { PaymentsGateway, StripeWebhookEvent } from '#server/integrations/stripe/stripe-gateway.ts';
import type { StripeEventOutcome } from '#server/features/giving/giving.stripe-events.ts';

export interface RecurringGiftServiceDeps {
  db: Database;
  clock: Clock;
  payments: PaymentsGateway;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The handlers Stripe's events reach through the router: the demo checkout uses the same ones. */
  events: {
    checkoutCompleted(event: StripeWebhookEvent): Promise<StripeEventOutcome>;
    invoicePaid(event: StripeWebhookEvent): Promise<StripeEventOutcome>;
  };
}

export const demoRecurringCheckoutPath = (giftId: string) => `/giving/demo-checkout/${giftId}`;
export const recurringSuccessPath = (giftId: string) => `/donation-success?recurring_gift_id=${giftId}`;

/** The synthetic Stripe ids a demo recurring gift gets (never sent to Stripe). */
const demoIds = (giftId: string) => ({
  session: `demo_${giftId}`,
  subscription: `demo_sub_${giftId}`,
  customer: `demo_cus_${giftId}`,
  invoice: `demo_in_${giftId}`,
});

export function createRecurringGiftService(deps: RecurringGiftServiceDeps) {
  const { db, clock, payments, publicUrl, log } = deps;

  async function find(id: string) {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(recurringGifts).where(eq(recurringGifts.id, id));
    return row ?? null;
  }

  return {
    find,

    /** Stores the gift 'incomplete' whatever the client says; Stripe's events make it active. */
    async create(input: CreateDonationInput & { frequency: RecurringInterval }, feeCoverCents: number) {
      const now = clock.now();
      const [row] = await db
        .insert(recurringGifts)
        .values({
          id: crypto.randomUUID(),
          amountCents: input.amount,
          feeCoverCents,
          interval: input.frequency,
          category: input.category,
          name: input.name,
          email: input.email,
          message: input.message ? input.message : null,
          isAnonymous: input.is_anonymous,
          status: 'incomplete',
          isDemo: payments.mode === 'demo',
          locale: input.locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { id: row!.id, amountCents: row!.amountCents, category: row!.category };
    },

    /** Subscription-mode Checkout for a stored, incomplete gift; the amounts are the stored ones. */
    async createCheckoutSession(giftId: string): Promise<{ id: string; url: string }> {
      const gift = await find(giftId);
      if (!gift || gift.isDemo !== (payments.mode === 'demo')) throw notFound();
      if (gift.status !== 'incomplete') throw conflict(DONATION_REFUSALS.alreadyCompleted);
      const locale = readLocale(gift.locale);
      if (payments.mode === 'demo') {
        const id = demoIds(gift.id).session;
        await db
          .update(recurringGifts)
          .set({ stripeCheckoutSessionId: id, updatedAt: clock.now() })
          .where(eq(recurringGifts.id, gift.id));
        return { id, url: pathInLocale(demoRecurringCheckoutPath(gift.id), locale) };
      }
      let session: { id: string; url: string };
      try {
        session = await payments.createSubscriptionCheckoutSession({
          recurringGiftId: gift.id,
          chargeCents: gift.amountCents + gift.feeCoverCents,
          giftCents: gift.amountCents,
          feeCoverCents: gift.feeCoverCents,
          interval: gift.interval,
          category: gift.category,
          categoryLabel: categoryLabel(gift.category, locale),
          customerEmail: gift.email,
          productName: GIVING_WORDS.in(locale)(
            gift.interval === 'week' ? 'checkout.productWeekly' : 'checkout.productMonthly',
            { site: site.name },
          ),
          successUrl: `${publicUrl}${pathInLocale(recurringSuccessPath(gift.id), locale)}&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}${pathInLocale('/giving', locale)}`,
          locale,
        });
      } catch (error) {
        log.error({ err: error, recurringGiftId: gift.id }, 'stripe subscription checkout failed');
        throw new AppError(502, DONATION_REFUSALS.checkoutUnavailable);
      }
      await db
        .update(recurringGifts)
        .set({ stripeCheckoutSessionId: session.id, updatedAt: clock.now() })
        .where(eq(recurringGifts.id, gift.id));
      return session;
    },

    /** The thank-you page's view: first name, gift, fee cover, interval; 'paid' once active. */
    async publicView(id: string): Promise<PublicDonation | null> {
      const gift = await find(id);
      if (!gift) return null;
      return {
        name: gift.isAnonymous ? DONATION_SUCCESS_DEFAULTS.name : firstName(gift.name),
        amount: centsToDollars(gift.amountCents),
        fee_cover: centsToDollars(gift.feeCoverCents),
        interval: gift.interval,
        category: gift.category,
        payment_status: gift.status === 'incomplete' ? 'pending' : 'paid',
      };
    },

    /** The demo checkout page's summary (demo mode only). */
    async demoCheckoutView(id: string) {
      if (payments.mode !== 'demo') return null;
      const gift = await find(id);
      if (!gift?.isDemo) return null;
      return {
        id: gift.id,
        amount: centsToDollars(gift.amountCents),
        fee_cover: centsToDollars(gift.feeCoverCents),
        interval: gift.interval,
        category: gift.category,
        payment_status: gift.status === 'incomplete' ? ('pending' as const) : ('paid' as const),
      };
    },

    /**
     * Demo mode only: what Stripe sends when a subscription Checkout completes (the session, then
     * the first invoice paid), applied through the same handlers as verified webhooks. Nothing is
     * charged and nothing repeats.
     */
    async completeDemoCheckout(id: string): Promise<StripeEventOutcome> {
      if (payments.mode !== 'demo') throw notFound();
      const gift = await find(id);
      if (!gift?.isDemo) throw notFound();
      const ids = demoIds(gift.id);
      const created = Math.floor(clock.now().getTime() / 1000);
      const metadata = { recurring_gift_id: gift.id, category: gift.category };
      const charge = gift.amountCents + gift.feeCoverCents;
      await deps.events.checkoutCompleted({
        id: `evt_demo_${crypto.randomUUID()}`,
        type: 'checkout.session.completed',
        created,
        session: null,
        object: {
          object: 'checkout.session',
          id: gift.stripeCheckoutSessionId ?? ids.session,
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          amount_total: charge,
          currency: 'usd',
          client_reference_id: gift.id,
          customer: ids.customer,
          subscription: ids.subscription,
          metadata,
        },
      });
      return deps.events.invoicePaid({
        id: `evt_demo_${crypto.randomUUID()}`,
        type: 'invoice.paid',
        created,
        session: null,
        object: {
          object: 'invoice',
          id: ids.invoice,
          status: 'paid',
          amount_paid: charge,
          currency: 'usd',
          customer: ids.customer,
          billing_reason: 'subscription_create',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: ids.subscription, metadata },
          },
        },
      });
    },
  };
}

export type RecurringGiftService = ReturnType<typeof createRecurringGiftService>;
