/**
 * Staff offer seats by hand to one person waiting, whatever their place in line
 * (docs/product.md#waitlist). When their party does not fit, the event's RSVP limit is raised by
 * exactly what the party lacks, in the same transaction and under the event's row lock, and the offer
 * holds those seats at once, so no one else in line (nor a new RSVP) can take them.
 */
import { and, eq } from 'drizzle-orm';
import { limitForHandOffer } from '#shared/events/hand-offer.ts';
import { WAITLIST_WORDS } from '#shared/events/waitlist-words.ts';
import type { Transaction } from '#server/db/client.ts';
import { eventWaitlist, events } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/errors.ts';
import type { EventRow } from '#server/features/events/events.queries.ts';
import { seatsTakenSql } from '#server/features/events/events.seats.sql.ts';
import { makeOffer, type WaitlistContext } from '#server/features/events/events.waitlist-offers.ts';

/** The limit before and after a raise that made room for a hand offer. */
export interface LimitRaise {
  from: number;
  to: number;
}

/**
 * The limit the (locked) event needs for `party` more seats: null when they fit as it is. Seats taken
 * count held offers (events.seats.sql.ts); the new limit is those plus the party, so the raise is exactly used.
 */
async function raiseNeeded(tx: Transaction, event: EventRow, party: number): Promise<LimitRaise | null> {
  if (event.rsvpLimit === null) return null;
  // A statement of its own after the lock, so it sees every RSVP committed before this one.
  const [row] = await tx.select({ taken: seatsTakenSql() }).from(events).where(eq(events.id, event.id));
  const to = limitForHandOffer(event.rsvpLimit, row?.taken ?? 0, party);
  return to === null ? null : { from: event.rsvpLimit, to };
}

/** Offers the entry its seats now, raising the (locked) event's limit when needed; the raise, if any. */
export async function offerByHand(
  tx: Transaction,
  event: EventRow,
  entryId: string,
  ctx: WaitlistContext,
): Promise<LimitRaise | null> {
  const [entry] = await tx
    .select()
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.id, entryId), eq(eventWaitlist.eventId, event.id)));
  if (!entry) throw notFound(WAITLIST_WORDS.staffEntryNotFound);
  if (entry.status !== 'waiting') throw conflict(WAITLIST_WORDS.staffOfferNotWaiting);
  const raise = await raiseNeeded(tx, event, entry.guests);
  if (raise) {
    await tx.update(events).set({ rsvpLimit: raise.to, updatedAt: ctx.now }).where(eq(events.id, event.id));
  }
  await makeOffer(tx, entry, ctx);
  return raise;
}
