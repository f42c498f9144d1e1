import { localeColumn } from '#server/db/schema/locale.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  inet,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const devotionalLeadSources = [
  'whom_will_god_glorify_devotional',
  'avoiding_untimely_death_devotional',
  'general_devotional',
] as const;
export type DevotionalLeadSource = (typeof devotionalLeadSources)[number];
export const devotionalLeadInterests = ['devotionals', 'events', 'prophecy'] as const;
export const eventLeadInterests = ['prayer_ministry', 'volunteer', 'updates'] as const;

/**
 * People who downloaded a free devotional. One row per person per devotional: the same address
 * downloading the same devotional again updates downloaded_at instead of adding a lead, while
 * downloading the other devotional is a new lead (staff see which books interest whom).
 * A null source is a legacy lead; the unique index treats it as one more devotional.
 */
export const devotionalLeads = pgTable(
  'devotional_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').$type<DevotionalLeadSource>(),
    bookTitle: text('book_title'),
    /** First download (created_at) and the latest one (downloaded_at). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
    emailVerified: boolean('email_verified').notNull().default(false),
    subscribedToNewsletter: boolean('subscribed_to_newsletter').notNull().default(false),
    ipAddress: inet('ip_address'),
  },
  (t) => [
    uniqueIndex('devotional_leads_email_source_key').on(
      sql`lower(${t.email})`,
      sql`coalesce(${t.source}, '')`,
    ),
    index('devotional_leads_downloaded_at_idx').on(t.downloadedAt),
    check(
      'devotional_leads_source_check',
      sql`${t.source} is null or ${t.source} in ('whom_will_god_glorify_devotional', 'avoiding_untimely_death_devotional', 'general_devotional')`,
    ),
    check(
      'devotional_leads_interests_check',
      sql`${t.interests} <@ array['devotionals', 'events', 'prophecy']::text[]`,
    ),
  ],
);

/** People who asked to hear about events (the event-interest modals). One per address. */
export const eventLeads = pgTable(
  'event_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    emailVerified: boolean('email_verified').notNull().default(false),
    subscribedToNewsletter: boolean('subscribed_to_newsletter').notNull().default(false),
    /** Staff follow-up. */
    contacted: boolean('contacted').notNull().default(false),
    attendedEvent: boolean('attended_event').notNull().default(false),
    contactNotes: text('contact_notes'),
  },
  (t) => [
    uniqueIndex('event_leads_email_lower_key').on(sql`lower(${t.email})`),
    index('event_leads_registered_at_idx').on(t.registeredAt),
    check(
      'event_leads_interests_check',
      sql`${t.interests} <@ array['prayer_ministry', 'volunteer', 'updates']::text[]`,
    ),
  ],
);
