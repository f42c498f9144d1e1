import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailOutbox } from '#server/db/schema/outbox.ts';

/**
 * One row per year-end statement sent by staff (docs/product.md#year-end-statements): unique by year
 * and donor, so a second send of the same year sends nothing twice. The donor is a key (SHA-256 of
 * the lower-cased address), not the address, so this table holds nothing personal to export or erase;
 * the email itself is in the outbox. Its delivery status is the outbox row's (null once housekeeping
 * deleted the sent email).
 */
export const givingStatements = pgTable(
  'giving_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    donorKey: text('donor_key').notNull(),
    emailId: uuid('email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('giving_statements_year_donor_key').on(t.year, t.donorKey),
    index('giving_statements_email_id_idx').on(t.emailId),
  ],
);
