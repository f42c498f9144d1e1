/**
 * The RSVP seat rule (docs/product.md#rsvps-and-seats), written once: an event with a limit has room
 * for a party while the seats already taken plus the party do not pass the limit; without a limit it
 * always has room. Without zod, so any page or schema may use it. The server counts the seats taken
 * with its SQL twin, src/server/features/events/events.seats.sql.ts, which also decides the RSVP guard; every
 * event it returns gets spots_remaining and is_full from that count by these functions.
 * events.seats.sql.test.ts proves the two give the same answers. Pages do not work it out again:
 * they show the event's `spots_remaining`, `is_full` and `rsvp_open` as the server computed them.
 */

/** The two numbers the rule reads, named as the API names them. */
export interface EventSeats {
  /** Seats the event offers; null: no limit. */
  rsvp_limit: number | null;
  /** Seats taken: the guests of its attending RSVPs. */
  rsvp_count: number;
}

/** Room for a party of `party` seats (the person included). */
export function hasSeats(event: EventSeats, party: number): boolean {
  return event.rsvp_limit === null || event.rsvp_count + party <= event.rsvp_limit;
}

/** Seats still free: the limit minus the seats taken, never below 0; null when there is no limit. */
export function seatsLeft(event: EventSeats): number | null {
  return event.rsvp_limit === null ? null : Math.max(event.rsvp_limit - event.rsvp_count, 0);
}

/** Full: not one more seat. */
export function isFull(event: EventSeats): boolean {
  return !hasSeats(event, 1);
}

/**
 * The event takes RSVPs: it is not past, not cancelled, and staff let it take them. A full event
 * still does: people who answered may change their party or decline.
 */
export function rsvpOpen(event: {
  is_past: boolean;
  accepts_rsvp: boolean;
  cancelled_at?: string | null;
}): boolean {
  return !event.is_past && event.accepts_rsvp && !event.cancelled_at;
}
