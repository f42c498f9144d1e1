/**
 * Staff remove an attendee (an RSVP) from an event (docs/product.md#staff-events): the RSVP goes with
 * its links, and the seats it held are offered to the waitlist in the same transaction, under the
 * event's row lock (events.rsvp-seats.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { eventRsvps } from '#server/db/schema/index.ts';
import { notFound } from '#server/errors.ts';
import { lockEvent, seatsFreed } from '#server/features/events/events.rsvp-seats.ts';
import type { WaitlistContext } from '#server/features/events/events.waitlist-offers.ts';

export const ATTENDEE_NOT_FOUND = 'Attendee not found';
/** Someone who declined held no seats, so nothing goes to the waitlist. */
export const attendeeRemovedMessage = (name: string, attending: boolean) =>
  attending ? `Removed ${name}. Their seats are offered to the waitlist.` : `Removed ${name}.`;

export async function removeAttendee(
  tx: Transaction,
  eventId: number,
  rsvpId: string,
  waitlist: WaitlistContext,
): Promise<{ message: string }> {
  await lockEvent(tx, eventId, waitlist);
  const [removed] = await tx
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.id, rsvpId), eq(eventRsvps.eventId, eventId)))
    .returning();
  if (!removed) throw notFound(ATTENDEE_NOT_FOUND);
  if (removed.attending) await seatsFreed(tx, eventId, waitlist);
  return { message: attendeeRemovedMessage(removed.name, removed.attending) };
}
