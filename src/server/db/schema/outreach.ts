import { localeColumn } from '#server/db/schema/locale.ts';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from /contact; staff read them in the admin inbox and mark them handled. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while open; set when staff mark it handled. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/**
 * Requests from /prayer-request. Private by default: never on a public page, in a log or an export;
 * staff emails about a private one carry a link to the admin, not the text.
 */
export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    request: text('request').notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('prayer_requests_created_at_idx').on(t.createdAt)],
);
