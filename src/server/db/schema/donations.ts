import { localeColumn } from '#server/db/schema/locale.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAX_DONATION_CENTS, MIN_DONATION_CENTS } from '#shared/giving/amount.ts';

export const donationCategories = ['GENERAL', 'OUTREACH', 'MISSIONS', 'BUILDING', 'EVENTS'] as const;
export type DonationCategory = (typeof donationCategories)[number];
export const paymentStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** ONE_TIME: a gift of its own. RECURRING: one charge (first or renewal) of a recurring gift. */
export const donationTypes = ['ONE_TIME', 'RECURRING'] as const;
export type DonationType = (typeof donationTypes)[number];
export const recurringIntervals = ['month', 'week'] as const;
export type RecurringInterval = (typeof recurringIntervals)[number];
/**
 * A recurring gift's state, following its Stripe subscription: 'incomplete' until Checkout completes;
 * 'active'; 'past_due' while a renewal's payment is failing; 'paused' while the donor paused it;
 * 'cancelled' for good.
 */
export const recurringStatuses = ['incomplete', 'active', 'past_due', 'paused', 'cancelled'] as const;
export type RecurringStatus = (typeof recurringStatuses)[number];

/**
 * A gift given every month or week (docs/product.md#recurring-gifts): one Stripe subscription. Each
 * paid invoice becomes its own donation (donations.recurring_gift_id), with its own receipt.
 * amount_cents is the gift and fee_cover_cents what the donor adds to cover the card fee; a change
 * takes effect from the next charge.
 */
export const recurringGifts = pgTable(
  'recurring_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    amountCents: integer('amount_cents').notNull(),
    feeCoverCents: integer('fee_cover_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval').$type<RecurringInterval>().notNull(),
    category: text('category').$type<DonationCategory>().notNull().default('GENERAL'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    status: text('status').$type<RecurringStatus>().notNull().default('incomplete'),
    isDemo: boolean('is_demo').notNull().default(false),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * The `created` time of the last subscription event applied: an older event arriving late
     * (Stripe does not promise order) changes nothing.
     */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when a privacy erasure removed the donor's name, email and message. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recurring_gifts_stripe_checkout_session_id_key').on(t.stripeCheckoutSessionId),
    uniqueIndex('recurring_gifts_stripe_subscription_id_key').on(t.stripeSubscriptionId),
    index('recurring_gifts_email_idx').on(t.email),
    index('recurring_gifts_status_idx').on(t.status),
    check(
      'recurring_gifts_amount_check',
      sql`${t.amountCents} between ${sql.raw(String(MIN_DONATION_CENTS))} and ${sql.raw(String(MAX_DONATION_CENTS))}`,
    ),
    check('recurring_gifts_fee_cover_check', sql`${t.feeCoverCents} >= 0`),
    check('recurring_gifts_currency_check', sql`${t.currency} = 'usd'`),
    check('recurring_gifts_interval_check', sql`${t.interval} in ('month', 'week')`),
    check(
      'recurring_gifts_category_check',
      sql`${t.category} in ('GENERAL', 'OUTREACH', 'MISSIONS', 'BUILDING', 'EVENTS')`,
    ),
    check(
      'recurring_gifts_status_check',
      sql`${t.status} in ('incomplete', 'active', 'past_due', 'paused', 'cancelled')`,
    ),
  ],
);

/**
 * Every Stripe webhook event acted on, by Stripe's event id: inserted in the same transaction as
 * the event's effect, so a replayed event (Stripe retries, or sends one twice) changes nothing twice.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A gift started on /giving. Its id is a random UUID (it appears in the success page URL and must not
 * be guessable); the status changes only through a verified Stripe webhook (or the demo checkout).
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    /** Integer cents: Stripe's unit, and no floating-point money. */
    amountCents: integer('amount_cents').notNull(),
    /** Only USD: amount_cents assumes a two-decimal currency. */
    currency: text('currency').notNull().default('usd'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    donationType: text('donation_type').$type<DonationType>().notNull().default('ONE_TIME'),
    category: text('category').$type<DonationCategory>().notNull().default('GENERAL'),
    message: text('message'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    stripeSessionId: text('stripe_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Set when a privacy erasure removed the donor's name, email and message: the gift itself stays
     * for the ministry's accounts.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * Started on the demo checkout (DEMO_CHECKOUT, no Stripe keys): no money moved. Labelled as demo
     * wherever staff see it and never counted in the totals.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * Set when Stripe reported a paid checkout whose amount or currency differs from this gift's:
     * what Stripe said, and when. The gift stays unpaid and staff see it on the dashboard.
     */
    mismatchAmountCents: integer('mismatch_amount_cents'),
    mismatchCurrency: text('mismatch_currency'),
    mismatchFoundAt: timestamp('mismatch_found_at', { withTimezone: true }),
    /**
     * What the donor added to cover the card fee (docs/product.md#cover-the-fee), apart from the gift:
     * Stripe charges amount_cents + fee_cover_cents; totals by category count amount_cents only.
     */
    feeCoverCents: integer('fee_cover_cents').notNull().default(0),
    /** One charge of a recurring gift (donation_type RECURRING); its invoice is stripe_invoice_id. */
    recurringGiftId: uuid('recurring_gift_id').references(() => recurringGifts.id),
    stripeInvoiceId: text('stripe_invoice_id'),
    stripeChargeId: text('stripe_charge_id'),
    /** How much Stripe refunded (charge.refunded), up to the whole charge; a refunded gift is off statements. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set by charge.dispute.created: staff see the gift flagged on the dashboard. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donations_stripe_session_id_key').on(t.stripeSessionId),
    // One donation per paid invoice: a renewal replayed or delivered twice makes no second gift.
    uniqueIndex('donations_stripe_invoice_id_key').on(t.stripeInvoiceId),
    index('donations_recurring_gift_id_idx').on(t.recurringGiftId),
    index('donations_email_idx').on(t.email),
    index('donations_stripe_payment_intent_id_idx').on(t.stripePaymentIntentId),
    index('donations_created_at_idx').on(t.createdAt),
    index('donations_status_created_at_idx').on(t.paymentStatus, t.createdAt),
    // The giving limits themselves (docs/product.md#donations-and-payments), from the same constants.
    check(
      'donations_amount_check',
      sql`${t.amountCents} between ${sql.raw(String(MIN_DONATION_CENTS))} and ${sql.raw(String(MAX_DONATION_CENTS))}`,
    ),
    check('donations_currency_check', sql`${t.currency} = 'usd'`),
    check('donations_donation_type_check', sql`${t.donationType} in ('ONE_TIME', 'RECURRING')`),
    check('donations_fee_cover_check', sql`${t.feeCoverCents} >= 0`),
    check(
      'donations_refunded_check',
      sql`${t.refundedCents} between 0 and ${t.amountCents} + ${t.feeCoverCents}`,
    ),
    check(
      'donations_category_check',
      sql`${t.category} in ('GENERAL', 'OUTREACH', 'MISSIONS', 'BUILDING', 'EVENTS')`,
    ),
    check(
      'donations_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'expired')`,
    ),
    check('donations_paid_at_check', sql`${t.paymentStatus} <> 'paid' or ${t.paidAt} is not null`),
  ],
);
