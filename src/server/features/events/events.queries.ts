/**
 * Reading events with their computed fields, as the API returns them: is_past and rsvp_open (against
 * the clock), and the seats: rsvp_count counted once by the seat rule's SQL twin, spots_remaining and
 * is_full from that count by the rule itself (src/shared/events/seats.ts).
 */
import { and, asc, desc, eq, getTableColumns, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Event, EventFilter } from '#shared/events/contract.ts';
import { joinLinkIsPublic } from '#shared/events/online.ts';
import { isFull, rsvpOpen, seatsLeft } from '#shared/events/seats.ts';
import type { Executor } from '#server/db/client.ts';
import { events } from '#server/db/schema/index.ts';
import { pictureFromJson, pictureJsonSql } from '#server/features/images/images.references.ts';
import { seatsTakenSql } from '#server/features/events/events.seats.sql.ts';
import { seriesShownAsNextDateSql } from '#server/features/events/events.series.sql.ts';

export type EventRow = typeof events.$inferSelect;

/**
 * An event's columns and its seats taken, as every read selects them (docs/product.md#rsvps-and-seats).
 * One count per event: the rest of the seat figures follow from it without asking the database again.
 */
const eventWithSeats = {
  ...getTableColumns(events),
  rsvpCount: seatsTakenSql(),
  pictureJson: pictureJsonSql('events'),
};
type EventWithSeats = EventRow & { rsvpCount: number; pictureJson: string | null };

/** Past: it has ended (its end, or its start when it has no end). An event with a TBD date never is. */
export function isPastSql(now: Date): SQL {
  return sql`(not ${events.dateTbd} and coalesce(${events.endDate}, ${events.date}) < ${now.toISOString()}::timestamptz)`;
}

export function isPast(row: Pick<EventRow, 'date' | 'endDate' | 'dateTbd'>, now: Date): boolean {
  return !row.dateTbd && (row.endDate ?? row.date).getTime() < now.getTime();
}

/**
 * Who reads: `public` (pages, the public API, the feed) gets the join link only when it is public
 * (joinLinkIsPublic); `registrant` (their emails and manage page) and `staff` always do
 * (docs/product.md#event-detail-and-rsvp).
 */
export type EventAudience = 'public' | 'registrant' | 'staff';

function toApiEvent(row: EventWithSeats, now: Date, audience: EventAudience = 'public'): Event {
  const isPastNow = isPast(row, now);
  const cancelledAt = row.cancelledAt ? row.cancelledAt.toISOString() : null;
  const seats = { rsvp_limit: row.rsvpLimit, rsvp_count: row.rsvpCount };
  const online = {
    is_online: row.isOnline,
    online_link_public: row.onlineLinkPublic,
    accepts_rsvp: row.acceptsRsvp,
  };
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    event_type: row.eventType,
    description: row.description,
    title_es: row.titleEs,
    subtitle_es: row.subtitleEs,
    description_es: row.descriptionEs,
    image_url: row.imageUrl,
    image_id: row.imageId,
    image: pictureFromJson(row.pictureJson),
    date: row.date.toISOString(),
    end_date: row.endDate ? row.endDate.toISOString() : null,
    date_tbd: row.dateTbd,
    location: row.location,
    location_address: row.locationAddress,
    location_map_url: row.locationMapUrl,
    is_online: row.isOnline,
    online_url: audience === 'public' && !joinLinkIsPublic(online) ? null : row.onlineUrl,
    online_link_public: row.onlineLinkPublic,
    registration_required: row.registrationRequired,
    registration_url: row.registrationUrl,
    accepts_rsvp: row.acceptsRsvp,
    rsvp_limit: row.rsvpLimit,
    rsvp_count: row.rsvpCount,
    spots_remaining: seatsLeft(seats),
    is_full: isFull(seats),
    rsvp_open: rsvpOpen({ is_past: isPastNow, accepts_rsvp: row.acceptsRsvp, cancelled_at: cancelledAt }),
    is_featured: row.isFeatured,
    is_past: isPastNow,
    cancelled_at: cancelledAt,
    calendar_sequence: row.calendarSequence,
    reminders_enabled: row.remindersEnabled,
    series_id: row.seriesId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Events for a filter, in the order of docs/product.md#events: Upcoming and Featured by date
 * ascending, Past by date descending; All ascending too.
 */
export async function selectEvents(
  executor: Executor,
  now: Date,
  filter: EventFilter = 'all',
  limit?: number,
  audience: EventAudience = 'public',
  /** Every date of a series (the calendar feed), not only its next one (the lists). */
  everyDate = false,
): Promise<Event[]> {
  const byFilter =
    filter === 'upcoming'
      ? not(isPastSql(now))
      : filter === 'past'
        ? isPastSql(now)
        : filter === 'featured'
          ? eq(events.isFeatured, true)
          : undefined;
  const where = and(byFilter, everyDate ? undefined : seriesShownAsNextDateSql(now, isPastSql(now)));
  // Soonest first, and an event whose date is still to be announced after every dated one: its
  // stored date only holds its place (docs/product.md#events). Past: latest first.
  const order =
    filter === 'past'
      ? [desc(events.date), desc(events.id)]
      : [asc(events.dateTbd), asc(events.date), asc(events.id)];
  const query = executor
    .select(eventWithSeats)
    .from(events)
    .where(where)
    .orderBy(...order);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => toApiEvent(row, now, audience));
}

export async function selectEvent(
  executor: Executor,
  id: number,
  now: Date,
  audience: EventAudience = 'public',
): Promise<Event | null> {
  const [row] = await executor.select(eventWithSeats).from(events).where(eq(events.id, id));
  return row ? toApiEvent(row, now, audience) : null;
}

/** The next upcoming featured events (home page, events banner). */
export function selectFeaturedUpcoming(executor: Executor, now: Date, limit: number): Promise<Event[]> {
  return (
    executor
      .select(eventWithSeats)
      .from(events)
      .where(
        and(
          eq(events.isFeatured, true),
          not(isPastSql(now)),
          // The home page's cards and the banner's "Next:" never point to a called-off event.
          isNull(events.cancelledAt),
          seriesShownAsNextDateSql(now, isPastSql(now)),
        ),
      )
      // A dated event before one whose date is still to be announced (the banner's "Next:").
      .orderBy(asc(events.dateTbd), asc(events.date), asc(events.id))
      .limit(limit)
      .then((rows) => rows.map((row) => toApiEvent(row, now)))
  );
}

/** Every date of a recurring series, past and to come, in date order (the staff series view). */
export async function selectSeriesDates(executor: Executor, seriesId: number, now: Date): Promise<Event[]> {
  const rows = await executor
    .select(eventWithSeats)
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(asc(events.date), asc(events.id));
  return rows.map((row) => toApiEvent(row, now));
}
