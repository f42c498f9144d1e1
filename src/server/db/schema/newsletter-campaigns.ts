import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A newsletter staff composed in the admin; each recipient's copy is a row in the outbox. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The subscriber sources it went to, e.g. {devotional,newsletter}. */
    sources: text('sources').array().notNull(),
    recipientCount: integer('recipient_count').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_campaigns_created_at_idx').on(t.createdAt),
    check('newsletter_campaigns_recipient_count_check', sql`${t.recipientCount} >= 0`),
  ],
);
