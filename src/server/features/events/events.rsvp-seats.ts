/**
 * The two steps every RSVP write takes, in one place for the RSVP form and the manage link
 * (docs/product.md#rsvps-and-seats): lock the event's row for the transaction, so writes for one event
 * are decided one after another on PGlite and PostgreSQL alike, and check that a party fits by the
 * seat rule's SQL twin (events.seats.sql.ts), counted after the lock.
 */
import { eq } from 'drizzle-orm';
import { EVENT_WORDS, EVENTS_WORDS, onlySpotsLeftMessage } from '#shared/events/contract.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Transaction } from '#server/db/client.ts';
import { events } from '#server/db/schema/index.ts';
import { type AppError, conflict, notFound } from '#server/errors.ts';
import type { EventRow } from '#server/features/events/events.queries.ts';
import { hasSeatsSql, seatsLeftSql, seatsTakenSql } from '#server/features/events/events.seats.sql.ts';
import {
  expireOffers,
  offerFreeSeats,
  type WaitlistContext,
} from '#server/features/events/events.waitlist-offers.ts';

/**
 * SELECT … FOR UPDATE on the event: held until the transaction ends. With `waitlist`, waitlist offers
 * whose time is up are ended first (and offered to the next in line), so the seats counted next are
 * as they are now, whether or not the sweep has run yet (docs/product.md#waitlist).
 */
export async function lockEvent(
  tx: Transaction,
  eventId: number,
  waitlist?: WaitlistContext,
): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound(EVENT_WORDS.notFound);
  if (waitlist) await expireOffers(tx, eventId, waitlist);
  return event;
}

/**
 * Whether `party` seats fit at the (locked) event, and how many are left for it (null: no limit).
 * `exceptRsvpId`: an RSVP whose own seats are not counted against it (a change of its party).
 */
export async function roomFor(
  tx: Transaction,
  eventId: number,
  party: number,
  exceptRsvpId?: string,
): Promise<{ fits: boolean; left: number | null }> {
  // A statement of its own after the lock, so it sees every RSVP committed before this one.
  const taken = seatsTakenSql(exceptRsvpId);
  const [room] = await tx
    .select({ fits: hasSeatsSql(party, taken), left: seatsLeftSql(taken) })
    .from(events)
    .where(eq(events.id, eventId));
  return room!;
}

/** Null when a new party fits, else the 409 that says how many spots are left. */
/** `locale`: the form's language; the number is in the words, which the boundary cannot add later. */
export async function roomRefusal(
  tx: Transaction,
  eventId: number,
  party: number,
  locale: Locale = 'en',
): Promise<AppError | null> {
  const { fits, left } = await roomFor(tx, eventId, party);
  if (fits) return null;
  return conflict(left ? onlySpotsLeftMessage(left, locale) : EVENTS_WORDS.message('refusal.eventFull'));
}

/**
 * Seats were given back (a cancel, a decline, a smaller party, a higher limit): offered to the first
 * people in line whose party fits, in the same transaction (docs/product.md#waitlist).
 */
export async function seatsFreed(tx: Transaction, eventId: number, waitlist: WaitlistContext): Promise<void> {
  await offerFreeSeats(tx, eventId, waitlist);
}
