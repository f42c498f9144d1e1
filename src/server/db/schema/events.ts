import { localeColumn } from '#server/db/schema/locale.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventSeries } from '#server/db/schema/event-series.ts';
import { images } from '#server/db/schema/images.ts';

export const eventTypes = ['SERVICE', 'CONFERENCE', 'WORKSHOP', 'RETREAT', 'OTHER'] as const;
export type EventType = (typeof eventTypes)[number];

/**
 * Events shown on /events. is_past and rsvp_count are computed when read (date against the clock;
 * the sum of guests of attending RSVPs), never stored.
 */
export const events = pgTable(
  'events',
  {
    /** A small public number: /events/{id}. By default, so the seed can use fixed ids. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    eventType: text('event_type').$type<EventType>().notNull().default('SERVICE'),
    description: text('description').notNull(),
    /** The Spanish title, subtitle and description; blank shows the English (docs/product.md#languages). */
    titleEs: text('title_es'),
    subtitleEs: text('subtitle_es'),
    descriptionEs: text('description_es'),
    /**
     * Before the image library: a web address or a site path. A site path (the seed's own pictures)
     * still shows; an outside address never did (the CSP blocks it), so pages show the fallback and
     * staff are asked to choose a library image (docs/product.md#images).
     */
    imageUrl: text('image_url'),
    /** The event's picture from the image library; it wins over image_url. */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    /** Start of the event (an instant; shown in the ministry's time zone). */
    date: timestamp('date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    /**
     * The date (or time) is still to be decided: pages show "TBD", `date` only orders the event
     * among the others (a tentative date), it is never past, and no calendar file is offered.
     */
    dateTbd: boolean('date_tbd').notNull().default(false),
    location: text('location').notNull(),
    locationAddress: text('location_address'),
    locationMapUrl: text('location_map_url'),
    isOnline: boolean('is_online').notNull().default(false),
    onlineUrl: text('online_url'),
    /**
     * Staff show the join link to everyone (the page's Join Online button, the public API), or only
     * to registrants (their emails and manage page). An event that takes no RSVP always shows it,
     * or nobody could join (docs/product.md#event-detail-and-rsvp, joinLinkIsPublic).
     */
    onlineLinkPublic: boolean('online_link_public').notNull().default(false),
    registrationRequired: boolean('registration_required').notNull().default(false),
    registrationUrl: text('registration_url'),
    acceptsRsvp: boolean('accepts_rsvp').notNull().default(true),
    /** Null means unlimited. Counts seats: the sum of guests of attending RSVPs. */
    rsvpLimit: integer('rsvp_limit'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Staff cancelled this event (or this date of a series): it stays, marked cancelled, never deleted. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** RFC 5545 SEQUENCE of its calendar entry: raised each time its time or place changes. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Attendees get the reminders of EVENT_REMINDER_OFFSETS (docs/product.md#event-reminders); staff may turn them off. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** The recurring series this date belongs to (docs/product.md#staff-events); null for a one-off. */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /** The date's original start in its series: moving the date never changes it, so it is never made again. */
    seriesOccurrenceAt: timestamp('series_occurrence_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_date_idx').on(t.date),
    uniqueIndex('events_series_occurrence_key').on(t.seriesId, t.seriesOccurrenceAt),
    index('events_featured_date_idx')
      .on(t.date)
      .where(sql`${t.isFeatured}`),
    check(
      'events_event_type_check',
      sql`${t.eventType} in ('SERVICE', 'CONFERENCE', 'WORKSHOP', 'RETREAT', 'OTHER')`,
    ),
    check('events_rsvp_limit_check', sql`${t.rsvpLimit} is null or ${t.rsvpLimit} >= 1`),
    check('events_end_date_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.date}`),
    // The admin form's rules (docs/product.md#staff-events), held by the database too.
    check(
      'events_registration_url_check',
      sql`not ${t.registrationRequired} or ${t.registrationUrl} is not null`,
    ),
    check('events_online_url_check', sql`not ${t.isOnline} or ${t.onlineUrl} is not null`),
  ],
);

export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The language of the page the person used, and of every email to them (docs/product.md#languages). */
    locale: localeColumn(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    guests: integer('guests').notNull().default(1),
    message: text('message'),
    /** false: a declined answer, kept and shown as Declined; it takes no seats. */
    attending: boolean('attending').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One RSVP per email per event: answering again changes nothing (docs/product.md#rsvps-and-seats).
    uniqueIndex('event_rsvps_event_email_key').on(t.eventId, sql`lower(${t.email})`),
    index('event_rsvps_created_at_idx').on(t.createdAt),
    check('event_rsvps_guests_check', sql`${t.guests} between 1 and 10`),
  ],
);

/**
 * The private links that manage an RSVP (/events/rsvp?token=…, docs/product.md#managing-an-rsvp). Only
 * the SHA-256 of each random token is stored, like staff sessions, so a copy of the table opens no
 * RSVP. An RSVP may have several live links: each confirmation email carries a new one, because the
 * token of an earlier email cannot be read back from its hash, and an email that never arrives must
 * not end the link that did. Existing RSVPs get their first link the next time their email is sent.
 */
export const eventRsvpLinks = pgTable(
  'event_rsvp_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rsvpId: uuid('rsvp_id')
      .notNull()
      .references(() => eventRsvps.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_rsvp_links_token_hash_key').on(t.tokenHash),
    index('event_rsvp_links_rsvp_id_idx').on(t.rsvpId),
  ],
);

/**
 * One row per RSVP and reminder ("48h", "3h"; EVENT_REMINDER_OFFSETS) once its time has come, claimed
 * in the same transaction that queues the email (events.reminders.ts). The primary key is what makes a
 * reminder go out exactly once however many processes run the job: the second claim inserts nothing.
 * `outcome` skipped: the window was missed or already passed when the person answered, so nothing was sent.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    rsvpId: uuid('rsvp_id')
      .notNull()
      .references(() => eventRsvps.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    outcome: text('outcome').$type<'sent' | 'skipped'>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rsvpId, t.kind] }),
    check('event_reminders_outcome_check', sql`${t.outcome} in ('sent', 'skipped')`),
  ],
);
