/**
 * The RSVP seat rule of src/shared/events/seats.ts as the database reads it
 * (docs/product.md#rsvps-and-seats): the RSVP guard, the seats taken of every event the API and the pages
 * return, and the staff dashboard. events.seats.sql.test.ts proves these give the same answers as the
 * TypeScript rule. Each expression reads the row of `events` in the query's FROM.
 */
import { type SQL, sql } from 'drizzle-orm';
import { events } from '#server/db/schema/index.ts';

/**
 * Seats taken at the row's event: the guests of its attending RSVPs and of its live waitlist offers.
 * `exceptRsvpId` leaves one RSVP out: a change made through its private link is not counted against
 * its own seats.
 */
// "events"."id" written out: Drizzle leaves column names unqualified in a one-table select, which
// would make "id" inside the subquery mean the RSVP's id.
// Seats a live waitlist offer holds count as taken until it is claimed, declined or expired
// (docs/product.md#waitlist), so a new RSVP cannot take them from the person they are offered to.
export function seatsTakenSql(exceptRsvpId?: string): SQL<number> {
  const except = exceptRsvpId ? sql` and r.id <> ${exceptRsvpId}::uuid` : sql``;
  return sql<number>`(coalesce((select sum(r.guests) from event_rsvps r
    where r.event_id = "events"."id" and r.attending${except}), 0)
    + coalesce((select sum(w.guests) from event_waitlist w
    where w.event_id = "events"."id" and w.status = 'offered'), 0))::int`.mapWith(Number);
}

/** hasSeats(event, party): no limit, or the seats taken plus the party do not pass it. */
export function hasSeatsSql(party: number, taken: SQL<number> = seatsTakenSql()): SQL<boolean> {
  return sql<boolean>`(${events.rsvpLimit} is null or ${taken} + ${party}::int <= ${events.rsvpLimit})`;
}

/** seatsLeft(event): the limit minus the seats taken, never below 0; null without a limit. */
export function seatsLeftSql(taken: SQL<number> = seatsTakenSql()): SQL<number | null> {
  return sql<number | null>`(case when ${events.rsvpLimit} is null then null
    else greatest(${events.rsvpLimit} - ${taken}, 0) end)::int`;
}

/** isFull(event): not one more seat. */
export function isFullSql(taken: SQL<number> = seatsTakenSql()): SQL<boolean> {
  return sql<boolean>`(not ${hasSeatsSql(1, taken)})`;
}
