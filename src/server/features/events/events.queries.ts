/**
 * Reading events with their computed fields: rsvp_count (the sum of guests of attending RSVPs),
 * spots_remaining and is_past (against the clock), as the API returns them.
 */
import { and, asc, desc, eq, getTableColumns, not, type SQL, sql } from 'drizzle-orm';
import type { Event, EventFilter } from '#shared/events/contract.ts';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

/** Seats taken at an event: the guests of its attending RSVPs. */
// Written out in full: Drizzle leaves column names unqualified in a one-table select, which would
// make "id" inside the subquery mean the RSVP's id.
export const seatsTakenSql = sql<number>`coalesce((
  select sum(r.guests) from event_rsvps r
   where r.event_id = "events"."id" and r.attending), 0)::int`;

/** Past: it has ended (its end, or its start when it has no end). An event with a TBD date never is. */
export function isPastSql(now: Date): SQL {
  return sql`(not ${events.dateTbd} and coalesce(${events.endDate}, ${events.date}) < ${now.toISOString()}::timestamptz)`;
}

export function isPast(row: Pick<EventRow, 'date' | 'endDate' | 'dateTbd'>, now: Date): boolean {
  return !row.dateTbd && (row.endDate ?? row.date).getTime() < now.getTime();
}

export function toApiEvent(row: EventRow, rsvpCount: number, now: Date): Event {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    event_type: row.eventType,
    description: row.description,
    image_url: row.imageUrl,
    date: row.date.toISOString(),
    end_date: row.endDate ? row.endDate.toISOString() : null,
    date_tbd: row.dateTbd,
    location: row.location,
    location_address: row.locationAddress,
    location_map_url: row.locationMapUrl,
    is_online: row.isOnline,
    online_url: row.onlineUrl,
    registration_required: row.registrationRequired,
    registration_url: row.registrationUrl,
    accepts_rsvp: row.acceptsRsvp,
    rsvp_limit: row.rsvpLimit,
    rsvp_count: rsvpCount,
    spots_remaining: row.rsvpLimit === null ? null : Math.max(0, row.rsvpLimit - rsvpCount),
    is_featured: row.isFeatured,
    is_past: isPast(row, now),
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
): Promise<Event[]> {
  const where =
    filter === 'upcoming'
      ? not(isPastSql(now))
      : filter === 'past'
        ? isPastSql(now)
        : filter === 'featured'
          ? eq(events.isFeatured, true)
          : undefined;
  const order = filter === 'past' ? [desc(events.date), desc(events.id)] : [asc(events.date), asc(events.id)];
  const query = executor
    .select({ ...getTableColumns(events), rsvpCount: seatsTakenSql })
    .from(events)
    .where(where)
    .orderBy(...order);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ rsvpCount, ...row }) => toApiEvent(row, Number(rsvpCount), now));
}

export async function selectEvent(executor: Executor, id: number, now: Date): Promise<Event | null> {
  const [row] = await executor
    .select({ ...getTableColumns(events), rsvpCount: seatsTakenSql })
    .from(events)
    .where(eq(events.id, id));
  if (!row) return null;
  const { rsvpCount, ...event } = row;
  return toApiEvent(event, Number(rsvpCount), now);
}

/** The next upcoming featured events (home page, events banner). */
export function selectFeaturedUpcoming(executor: Executor, now: Date, limit: number): Promise<Event[]> {
  return executor
    .select({ ...getTableColumns(events), rsvpCount: seatsTakenSql })
    .from(events)
    .where(and(eq(events.isFeatured, true), not(isPastSql(now))))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit)
    .then((rows) => rows.map(({ rsvpCount, ...row }) => toApiEvent(row, Number(rsvpCount), now)));
}
