import { localeColumn } from '#server/db/schema/locale.ts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '#server/db/schema/events.ts';

/** Where a waitlist entry stands (docs/product.md#waitlist). Only `waiting` and `offered` are in line. */
export const waitlistStatuses = ['waiting', 'offered', 'claimed', 'declined', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/**
 * People waiting for seats at a full event, first come first served (line_number). An entry
 * that is `offered` holds its party's seats until offer_expires_at: they count against new RSVPs
 * (events.seats.sql.ts). Entries that left the line are kept with their status, so staff see what happened.
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    /** The order of joining: strictly increasing, even for joins within one clock tick. */
    lineNumber: integer('line_number').generatedAlwaysAsIdentity().notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    guests: integer('guests').notNull(),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One place in line per address per event; after leaving or claiming, the address may join again.
    uniqueIndex('event_waitlist_event_email_in_line_key')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('event_waitlist_event_line_idx').on(t.eventId, t.lineNumber),
    index('event_waitlist_offer_expires_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    check('event_waitlist_guests_check', sql`${t.guests} between 1 and 10`),
    check(
      'event_waitlist_status_check',
      sql`${t.status} in ('waiting', 'offered', 'claimed', 'declined', 'expired', 'left')`,
    ),
    check('event_waitlist_offer_check', sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
  ],
);

/**
 * The private links of waitlist entries (/events/waitlist?token=…), like event_rsvp_links: only the
 * SHA-256 of each random token is stored; every email about the entry carries a new one.
 */
export const eventWaitlistLinks = pgTable(
  'event_waitlist_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => eventWaitlist.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_waitlist_links_token_hash_key').on(t.tokenHash),
    index('event_waitlist_links_entry_id_idx').on(t.entryId),
  ],
);
