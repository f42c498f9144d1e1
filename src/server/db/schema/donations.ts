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

/**
 * A gift started on /giving. Its id is a random UUID (it appears in the success page URL and must not
 * be guessable); the status changes only through a verified Stripe webhook (or the demo checkout).
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Integer cents: Stripe's unit, and no floating-point money. */
    amountCents: integer('amount_cents').notNull(),
    /** Only USD: amount_cents assumes a two-decimal currency. */
    currency: text('currency').notNull().default('usd'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    donationType: text('donation_type').$type<'ONE_TIME'>().notNull().default('ONE_TIME'),
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
  },
  (t) => [
    uniqueIndex('donations_stripe_session_id_key').on(t.stripeSessionId),
    index('donations_created_at_idx').on(t.createdAt),
    index('donations_status_created_at_idx').on(t.paymentStatus, t.createdAt),
    // The giving limits themselves (docs/product.md#donations-and-payments), from the same constants.
    check(
      'donations_amount_check',
      sql`${t.amountCents} between ${sql.raw(String(MIN_DONATION_CENTS))} and ${sql.raw(String(MAX_DONATION_CENTS))}`,
    ),
    check('donations_currency_check', sql`${t.currency} = 'usd'`),
    check('donations_donation_type_check', sql`${t.donationType} = 'ONE_TIME'`),
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
