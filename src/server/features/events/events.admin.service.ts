/**
 * The staff side of events that is not the plain form (docs/product.md#staff-events): the staff list,
 * which carries each event's join link (the public reads never do), and cancelling an event. A
 * cancelled event is kept and shown as Cancelled, never deleted, and its attendees are told
 * (events.notices.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, type Event } from '#shared/events/contract.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { queueNotices } from './events.notices.ts';
import { isPast, selectEvent, selectEvents } from './events.queries.ts';
import { lockEvent } from './rsvp-seats.ts';

export interface EventsAdminServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  onEmailQueued: () => void;
}

export const CANCEL_MESSAGES = {
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
        if (row.cancelledAt) throw conflict(CANCEL_MESSAGES.alreadyCancelled);
        if (isPast(row, now)) throw conflict(CANCEL_MESSAGES.alreadyPast);
        await tx
          .update(events)
          .set({ cancelledAt: now, calendarSequence: sql`${events.calendarSequence} + 1`, updatedAt: now })
          .where(eq(events.id, id));
        const event = await selectEvent(tx, id, now, 'registrant');
        if (!event) throw notFound(EVENT_MESSAGES.notFound);
        const notified = await queueNotices(tx, 'cancellation', event, { publicUrl, now });
        return { event, notified };
      });
      if (outcome.notified > 0) onEmailQueued();
      return {
        message: CANCEL_MESSAGES.cancelled(outcome.event.title, outcome.notified),
        event: outcome.event,
      };
    },
  };
}

export type EventsAdminService = ReturnType<typeof createEventsAdminService>;
