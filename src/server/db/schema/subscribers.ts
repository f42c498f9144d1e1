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

export const subscriberSources = ['devotional', 'event', 'contact', 'newsletter', 'manual'] as const;
export type SubscriberSource = (typeof subscriberSources)[number];

export const emailSubscribers = pgTable(
  'email_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    name: text('name'),
    /** Stored as typed; uniqueness is on lower(email). */
    email: text('email').notNull(),
    phone: text('phone'),
    source: text('source').$type<SubscriberSource>().notNull(),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subscribed: boolean('subscribed').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Random token for the one-click unsubscribe link in every email. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    totalEmailsSent: integer('total_emails_sent').notNull().default(0),
    totalEmailsOpened: integer('total_emails_opened').notNull().default(0),
  },
  (t) => [
    uniqueIndex('email_subscribers_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('email_subscribers_unsubscribe_token_key').on(t.unsubscribeToken),
    index('email_subscribers_source_idx').on(t.source),
    index('email_subscribers_subscribed_at_idx').on(t.subscribedAt),
    check(
      'email_subscribers_source_check',
      sql`${t.source} in ('devotional', 'event', 'contact', 'newsletter', 'manual')`,
    ),
    check(
      'email_subscribers_counts_check',
      sql`${t.totalEmailsSent} >= 0 and ${t.totalEmailsOpened} >= 0 and ${t.totalEmailsOpened} <= ${t.totalEmailsSent}`,
    ),
  ],
);
