import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventTypeName } from '#shared/events/words.ts';
import { images } from '#server/db/schema/images.ts';

/**
 * A recurring gathering (docs/product.md#staff-events): the RFC 5545 rule, its first date's wall-clock
 * start in the site's zone, and the fields every date starts from. Each date is an ordinary `events`
 * row (`series_id`, `series_occurrence_at`), so RSVPs, seats, pages and calendar files stay per date.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The RRULE value without DTSTART, e.g. FREQ=MONTHLY;BYDAY=+2SA,-1SA (floating: wall-clock). */
    rrule: text('rrule').notNull(),
    /** The first date's start on the wall clock of `time_zone`: 'YYYY-MM-DDTHH:MM'. */
    startsLocal: text('starts_local').notNull(),
    /** The IANA zone the rule's times are read in (the site's zone when it was made). */
    timeZone: text('time_zone').notNull(),
    /** Minutes from start to end of each date; null: no end time. */
    durationMinutes: integer('duration_minutes'),
    /** Dates up to this instant exist as events rows; the daily job moves it on (never back). */
    materializedThrough: timestamp('materialized_through', { withTimezone: true }).notNull(),
    // The template every new date copies.
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    eventType: text('event_type').$type<EventTypeName>().notNull(),
    description: text('description').notNull(),
    /** The Spanish words each date copies (optional, as on events). */
    titleEs: text('title_es'),
    subtitleEs: text('subtitle_es'),
    descriptionEs: text('description_es'),
    imageUrl: text('image_url'),
    /** Its dates' picture from the image library (each date copies it). */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    location: text('location').notNull(),
    locationAddress: text('location_address'),
    locationMapUrl: text('location_map_url'),
    isOnline: boolean('is_online').notNull().default(false),
    onlineUrl: text('online_url'),
    /** Copied to each date (events.online_link_public). */
    onlineLinkPublic: boolean('online_link_public').notNull().default(false),
    registrationRequired: boolean('registration_required').notNull().default(false),
    registrationUrl: text('registration_url'),
    acceptsRsvp: boolean('accepts_rsvp').notNull().default(true),
    rsvpLimit: integer('rsvp_limit'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('event_series_duration_check', sql`${t.durationMinutes} is null or ${t.durationMinutes} >= 0`),
    check('event_series_rsvp_limit_check', sql`${t.rsvpLimit} is null or ${t.rsvpLimit} >= 1`),
  ],
);
