/**
 * Giving's rules. A donation is created 'pending' whatever the client says; only a checkout event
 * (a verified Stripe webhook, or the demo checkout when Stripe is not configured) changes its status,
 * through applyCheckoutEvent, the one code path for both. Gifts started in demo mode are marked
 * is_demo and only ever finish on the demo checkout; with neither Stripe nor the demo checkout
 * (payments mode 'off'), no gift is taken at all (docs/product.md#giving).
 */
import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  categoryLabel,
  centsToDollars,
  type CreateDonationInput,
  DONATION_REFUSALS,
  DONATION_SUCCESS_DEFAULTS,
  firstName,
  GIVING_WORDS,
  type FeeSettings,
  feeCoverCents,
  type PublicDonation,
} from '#shared/giving/contract.ts';
import { site } from '#shared/site/settings.ts';
import { pathInLocale, readLocale } from '#shared/i18n/locales.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { donations } from '#server/db/schema/index.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import {
  type CheckoutEvent,
  type CheckoutSessionSummary,
  HANDLED_CHECKOUT_EVENTS,
  type PaymentsGateway,
} from '#server/integrations/stripe/stripe-gateway.ts';
import { queueReceipt } from '#server/features/giving/giving.receipts.ts';
import type { RecurringGiftService } from '#server/features/giving/giving.recurring.service.ts';
import { createThankYouReader } from '#server/features/giving/giving.thank-you.ts';

export interface GivingServiceDeps {
  db: Database;
  clock: Clock;
  payments: PaymentsGateway;
  publicUrl: string;
  staffEmail: string | undefined;
  log: FastifyBaseLogger;
  onEmailQueued: () => void;
  /** Told once per gift marked paid (the metrics count them). */
  onPaid?: () => void;
  /** The card fee a donor may cover (docs/product.md#cover-the-fee). */
  fee: FeeSettings;
  /** Gifts given every month or week: the form's other frequencies. */
  recurring: RecurringGiftService;
}

/** What a checkout event did, for the log and the tests. */
export type CheckoutOutcome =
  | 'paid'
  | 'already_paid'
  | 'awaiting_payment'
  | 'expired'
  | 'failed'
  | 'stale_session'
  | 'amount_mismatch'
  | 'unknown_donation'
  | 'ignored';

const isHandled = (type: string) => (HANDLED_CHECKOUT_EVENTS as readonly string[]).includes(type);

/** The columns of a gift its thank-you page shows (publicView). */
export const PUBLIC_VIEW_COLUMNS = {
  isAnonymous: donations.isAnonymous,
  name: donations.name,
  amountCents: donations.amountCents,
  feeCoverCents: donations.feeCoverCents,
  category: donations.category,
  paymentStatus: donations.paymentStatus,
};

export const demoCheckoutPath = (donationId: string) => `/giving/demo-checkout/${donationId}`;

export function createGivingService(deps: GivingServiceDeps) {
  const { db, clock, payments, publicUrl, log, recurring } = deps;
  if (payments.mode === 'stripe' && !payments.webhookConfigured) {
    log.warn('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: gifts will stay pending');
  }

  // Built once rather than per visit: the thank-you page is rendered for every one (0.08 → 0.04 ms
  // a lookup on the embedded database, scripts/bench/pglite-statements.ts).
  const publicViewQuery = db
    .select(PUBLIC_VIEW_COLUMNS)
    .from(donations)
    .where(eq(donations.id, sql.placeholder('id')))
    .prepare('donation_public_view');
  const readThankYou = createThankYouReader(db);

  async function find(id: string) {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(donations).where(eq(donations.id, id));
    return row ?? null;
  }

  /** With neither Stripe keys nor the demo checkout, giving refuses before anything is stored. */
  function refuseWhenNotSetUp() {
    if (payments.mode === 'off') throw new AppError(503, DONATION_REFUSALS.notSetUp);
  }

  /**
   * Stripe reported a paid checkout whose amount or currency is not this gift's: kept on the gift
   * (what Stripe said, and when) for staff to see on the dashboard and the gift's view; the gift
   * stays unpaid and no receipt is sent.
   */
  async function recordMismatch(
    tx: Executor,
    donationId: string,
    session: CheckoutSessionSummary,
    paymentIntentId: string | null,
  ) {
    const now = clock.now();
    await tx
      .update(donations)
      .set({
        mismatchAmountCents: session.amount_total,
        mismatchCurrency: session.currency,
        mismatchFoundAt: now,
        stripePaymentIntentId: paymentIntentId,
        updatedAt: now,
      })
      .where(eq(donations.id, donationId));
  }

  /** Marks the donation paid once, records Stripe's ids and queues one receipt, all in one transaction. */
  async function markPaid(donationId: string, session: CheckoutSessionSummary): Promise<CheckoutOutcome> {
    const paymentIntentId =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    const outcome = await db.transaction(async (tx) => {
      const [donation] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update');
      if (!donation) return 'unknown_donation' as const;
      if (donation.paymentStatus === 'paid') return 'already_paid' as const;
      const charged = donation.amountCents + donation.feeCoverCents;
      if (session.amount_total !== charged || (session.currency ?? '').toLowerCase() !== 'usd') {
        await recordMismatch(tx, donationId, session, paymentIntentId);
        return 'amount_mismatch' as const;
      }
      const now = clock.now();
      await tx
        .update(donations)
        .set({
          paymentStatus: 'paid',
          paidAt: now,
          updatedAt: now,
          stripeSessionId: session.id,
          stripePaymentIntentId: paymentIntentId,
        })
        .where(and(eq(donations.id, donationId), ne(donations.paymentStatus, 'paid')));
      await queueReceipt(tx, { ...donation, paidAt: now }, { publicUrl, staffEmail: deps.staffEmail });
      return 'paid' as const;
    });
    if (outcome === 'paid') {
      deps.onEmailQueued();
      deps.onPaid?.();
    }
    return outcome;
  }

  /** Expired or failed: only a pending donation, and only for the session it is waiting on. */
  async function markUnsuccessful(
    donationId: string,
    session: CheckoutSessionSummary,
    status: 'expired' | 'failed',
  ): Promise<CheckoutOutcome> {
    const [updated] = await db
      .update(donations)
      .set({ paymentStatus: status, updatedAt: clock.now() })
      .where(
        and(
          eq(donations.id, donationId),
          eq(donations.paymentStatus, 'pending'),
          eq(donations.stripeSessionId, session.id),
        ),
      )
      .returning({ id: donations.id });
    if (updated) return status;
    return (await find(donationId)) ? 'stale_session' : 'unknown_donation';
  }

  /** The one path by which a donation's status changes (webhook and demo checkout alike). */
  async function applyCheckoutEvent(event: CheckoutEvent): Promise<CheckoutOutcome> {
    const session = event.session;
    const donationId = session?.metadata?.donation_id ?? session?.client_reference_id ?? '';
    let outcome: CheckoutOutcome = 'ignored';
    if (session && isUuid(donationId)) {
      switch (event.type) {
        case 'checkout.session.completed':
          // Delayed payment methods complete the session before the money arrives.
          outcome =
            session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
              ? await markPaid(donationId, session)
              : 'awaiting_payment';
          break;
        case 'checkout.session.async_payment_succeeded':
          outcome = await markPaid(donationId, session);
          break;
        case 'checkout.session.async_payment_failed':
          outcome = await markUnsuccessful(donationId, session, 'failed');
          break;
        case 'checkout.session.expired':
          outcome = await markUnsuccessful(donationId, session, 'expired');
          break;
      }
    } else if (session && isHandled(event.type)) {
      outcome = 'unknown_donation';
    }
    const level = outcome === 'amount_mismatch' || outcome === 'unknown_donation' ? 'error' : 'info';
    log[level]({ eventId: event.id, type: event.type, donationId, outcome }, 'checkout event');
    return outcome;
  }

  return {
    applyCheckoutEvent,

    get mode() {
      return payments.mode;
    },

    /** The card fee's rate and fixed part, for the giving form's cover-the-fee figure. */
    fee: deps.fee,

    /**
     * Stores a one-time gift, or a recurring one (frequency month or week), pending; with cover_fee,
     * the fee cover is computed here from the stored amount, never taken from the client.
     */
    async create(input: CreateDonationInput): Promise<{ id: string; amountCents: number; category: string }> {
      refuseWhenNotSetUp();
      const feeCover = input.cover_fee ? feeCoverCents(input.amount, deps.fee) : 0;
      if (input.frequency !== 'once')
        return recurring.create({ ...input, frequency: input.frequency }, feeCover);
      const [row] = await db
        .insert(donations)
        .values({
          // Random and unguessable: the id appears in the success page's URL.
          id: crypto.randomUUID(),
          amountCents: input.amount,
          feeCoverCents: feeCover,
          name: input.name,
          email: input.email,
          category: input.category,
          message: input.message ? input.message : null,
          isAnonymous: input.is_anonymous,
          // Whatever the client sent as payment_status: a new gift is pending until Stripe says otherwise.
          paymentStatus: 'pending',
          isDemo: payments.mode === 'demo',
          // The receipt and the thank-you page follow the language the form was filled in.
          locale: input.locale,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        })
        .returning();
      return { id: row!.id, amountCents: row!.amountCents, category: row!.category };
    },

    /** Starts the hosted checkout for a stored, pending donation; the amount is the stored one. */
    async createCheckoutSession(donationId: string): Promise<{ id: string; url: string }> {
      refuseWhenNotSetUp();
      const donation = await find(donationId);
      if (!donation && (await recurring.find(donationId))) return recurring.createCheckoutSession(donationId);
      // A demo gift never reaches Stripe, and a real one never finishes on the demo checkout.
      if (!donation || donation.isDemo !== (payments.mode === 'demo')) throw notFound();
      if (donation.paymentStatus === 'paid') throw conflict(DONATION_REFUSALS.alreadyCompleted);
      const locale = readLocale(donation.locale);
      if (payments.mode === 'demo') {
        const id = `demo_${donation.id}`;
        await db
          .update(donations)
          .set({ stripeSessionId: id, paymentStatus: 'pending', updatedAt: clock.now() })
          .where(eq(donations.id, donation.id));
        // The demo checkout stands in for Stripe's, in the gift's language like Stripe's.
        return { id, url: pathInLocale(demoCheckoutPath(donation.id), locale) };
      }
      let session: { id: string; url: string };
      try {
        session = await payments.createCheckoutSession({
          donationId: donation.id,
          amountCents: donation.amountCents + donation.feeCoverCents,
          category: donation.category,
          categoryLabel: categoryLabel(donation.category, locale),
          customerEmail: donation.email,
          productName: GIVING_WORDS.in(locale)('checkout.productName', { site: site.name }),
          successUrl: `${publicUrl}${pathInLocale('/donation-success', locale)}?donation_id=${donation.id}&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}${pathInLocale('/giving', locale)}`,
          locale,
        });
      } catch (error) {
        log.error({ err: error, donationId: donation.id }, 'stripe checkout session failed');
        throw new AppError(502, DONATION_REFUSALS.checkoutUnavailable);
      }
      // A donation returning from a cancelled or expired checkout is pending again on its new session.
      await db
        .update(donations)
        .set({ stripeSessionId: session.id, paymentStatus: 'pending', updatedAt: clock.now() })
        .where(and(eq(donations.id, donation.id), ne(donations.paymentStatus, 'paid')));
      return session;
    },

    /** GET /api/donations/{id}/ and the success page: first name, amount, category, status only. */
    async publicView(id: string): Promise<PublicDonation | null> {
      // Only what the page shows: the thank-you page is rendered for every visit, and reading all
      // of a gift's columns cost the embedded database 0.38 ms a page against 0.23 ms.
      const [donation] = isUuid(id) ? await publicViewQuery.execute({ id }) : [];
      if (!donation) return recurring.publicView(id);
      return {
        name: donation.isAnonymous ? DONATION_SUCCESS_DEFAULTS.name : firstName(donation.name),
        amount: centsToDollars(donation.amountCents),
        fee_cover: centsToDollars(donation.feeCoverCents),
        interval: null,
        category: donation.category,
        payment_status: donation.paymentStatus,
      };
    },

    /** The thank-you page's view of a gift, one-time or recurring (giving.thank-you.ts). */
    thankYou(id: string) {
      return readThankYou(id);
    },

    /**
     * Demo mode only: what Stripe would send after a successful card payment, applied through the
     * same code path as a verified webhook. Nothing is charged.
     */
    async completeDemoCheckout(donationId: string): Promise<string> {
      if (payments.mode !== 'demo') throw notFound();
      const donation = await find(donationId);
      if (!donation) return recurring.completeDemoCheckout(donationId);
      if (!donation.isDemo) throw notFound();
      return applyCheckoutEvent({
        id: `evt_demo_${crypto.randomUUID()}`,
        type: 'checkout.session.completed',
        session: {
          id: donation.stripeSessionId ?? `demo_${donation.id}`,
          amount_total: donation.amountCents + donation.feeCoverCents,
          currency: 'usd',
          payment_status: 'paid',
          payment_intent: null,
          client_reference_id: donation.id,
          metadata: { donation_id: donation.id, category: donation.category },
        },
      });
    },

    /** The demo checkout page's summary (demo mode only). */
    async demoCheckoutView(donationId: string) {
      if (payments.mode !== 'demo') return null;
      const donation = await find(donationId);
      if (!donation) return recurring.demoCheckoutView(donationId);
      if (!donation.isDemo) return null;
      return {
        id: donation.id,
        amount: centsToDollars(donation.amountCents),
        fee_cover: centsToDollars(donation.feeCoverCents),
        interval: null as 'month' | 'week' | null,
        category: donation.category,
        payment_status: donation.paymentStatus,
      };
    },
  };
}

export type GivingService = ReturnType<typeof createGivingService>;
