/**
 * The staff side of events that is not the plain form (docs/product.md#staff-events): the staff list,
 * which carries each event's join link, cancelling an event and deleting one. A cancelled event is
 * kept and shown as Cancelled, and its attendees are told (events.notices.ts); deleting an upcoming
 * event cancels it first, so its attendees hear of it just the same.
 */
import { eq, sql } from 'drizzle-orm';
import { EVENT_WORDS, type Event } from '#shared/events/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { events } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/errors.ts';
import { queueNotices } from '#server/features/events/events.notices.ts';
import { isPast, selectEvent, selectEvents } from '#server/features/events/events.queries.ts';
import { lockEvent } from '#server/features/events/events.rsvp-seats.ts';

export interface EventsAdminServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  onEmailQueued: () => void;
}

export const CANCEL_WORDS = {
  alreadyCancelled: 'This event is already cancelled.',
  alreadyPast: 'This event has already taken place, so it cannot be cancelled.',
  cancelled: (title: string, notified: number) =>
    `Cancelled “${title}”. ${notified === 1 ? '1 attendee was' : `${notified} attendees were`} emailed.`,
} as const;

export function createEventsAdminService({ db, clock, publicUrl, onEmailQueued }: EventsAdminServiceDeps) {
  return {
    /** Every event, as staff see them (join links included). */
    list(): Promise<Event[]> {
      return selectEvents(db, clock.now(), 'all', undefined, 'staff');
    },

    /**
     * Marks the event cancelled (it stops taking RSVPs), raises its calendar SEQUENCE and queues one
     * cancellation to each attending RSVP, all in one transaction.
     */
    async cancel(id: number): Promise<{ message: string; event: Event }> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await lockEvent(tx, id);
        if (row.cancelledAt) throw conflict(CANCEL_WORDS.alreadyCancelled);
        if (isPast(row, now)) throw conflict(CANCEL_WORDS.alreadyPast);
        return cancelLocked(tx, id, now, { removed: false });
      });
      if (outcome.notified > 0) onEmailQueued();
      return {
        message: CANCEL_WORDS.cancelled(outcome.event.title, outcome.notified),
        event: outcome.event,
      };
    },

    /**
     * Deletes the event and its RSVPs (docs/product.md#staff-events). An upcoming event that is not
     * cancelled yet is cancelled first, in the same transaction, so everyone attending gets the same
     * cancellation as Cancel sends; a past or already cancelled event tells no one again.
     */
    async remove(id: number): Promise<void> {
      const now = clock.now();
      const notified = await db.transaction(async (tx) => {
        const row = await lockEvent(tx, id);
        const upcoming = !row.cancelledAt && !isPast(row, now);
        const told = upcoming ? (await cancelLocked(tx, id, now, { removed: true })).notified : 0;
        await tx.delete(events).where(eq(events.id, id));
        return told;
      });
      if (notified > 0) onEmailQueued();
    },
  };

  /**
   * Marks the locked event cancelled (it stops taking RSVPs), raises its calendar SEQUENCE and queues
   * one cancellation to each attending RSVP. `removed`: the event is being deleted, so the emails
   * point to the events page rather than to its own.
   */
  async function cancelLocked(tx: Transaction, id: number, now: Date, options: { removed: boolean }) {
    await tx
      .update(events)
      .set({ cancelledAt: now, calendarSequence: sql`${events.calendarSequence} + 1`, updatedAt: now })
      .where(eq(events.id, id));
    const event = await selectEvent(tx, id, now, 'registrant');
    if (!event) throw notFound(EVENT_WORDS.notFound);
    const notified = await queueNotices(tx, 'cancellation', event, { publicUrl, now, ...options });
    return { event, notified };
  }
}

export type EventsAdminService = ReturnType<typeof createEventsAdminService>;
