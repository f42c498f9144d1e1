import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A newsletter staff composed in the admin; each recipient's copy is a row in the outbox. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The Spanish version, when staff wrote one: Spanish subscribers get it (docs/product.md#newsletter-and-email-outbox). */
    subjectEs: text('subject_es'),
    bodyEs: text('body_es'),
    /** The subscriber sources it went to, e.g. {devotional,newsletter}. */
    sources: text('sources').array().notNull(),
    recipientCount: integer('recipient_count').notNull(),
    /** Of those, how many got the Spanish version. */
    spanishRecipientCount: integer('spanish_recipient_count').notNull().default(0),
    sentBy: text('sent_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_campaigns_created_at_idx').on(t.createdAt),
    check('newsletter_campaigns_recipient_count_check', sql`${t.recipientCount} >= 0`),
    check(
      'newsletter_campaigns_spanish_recipient_count_check',
      sql`${t.spanishRecipientCount} between 0 and ${t.recipientCount}`,
    ),
    // A Spanish version is a subject and a body, or nothing.
    check(
      'newsletter_campaigns_spanish_version_check',
      sql`(${t.subjectEs} is null) = (${t.bodyEs} is null)`,
    ),
  ],
);
