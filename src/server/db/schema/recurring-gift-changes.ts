import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type DonationCategory, type RecurringStatus, recurringGifts } from '#server/db/schema/donations.ts';

/** Who changed a recurring gift: Stripe's webhooks, the donor's own page, staff, or a privacy erasure. */
export const recurringChangeSources = ['stripe', 'donor', 'staff', 'privacy'] as const;
export type RecurringChangeSource = (typeof recurringChangeSources)[number];

/**
 * A recurring gift's history (docs/product.md#recurring-gifts-admin): one row per change of its
 * status, amount, fee cover or category, written in the same transaction as the change, with the
 * gift as it was after it. Holds nothing personal (the donor lives on recurring_gifts only).
 */
export const recurringGiftChanges = pgTable(
  'recurring_gift_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recurringGiftId: uuid('recurring_gift_id')
      .notNull()
      .references(() => recurringGifts.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').$type<RecurringStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCoverCents: integer('fee_cover_cents').notNull(),
    category: text('category').$type<DonationCategory>().notNull(),
    source: text('source').$type<RecurringChangeSource>().notNull(),
  },
  (t) => [
    index('recurring_gift_changes_gift_at_idx').on(t.recurringGiftId, t.at),
    check('recurring_gift_changes_source_check', sql`${t.source} in ('stripe', 'donor', 'staff', 'privacy')`),
  ],
);
