/**
 * Managing one's own RSVP through its private link (docs/product.md#managing-an-rsvp): see it, change
 * the party or the answer within the seats, or cancel it. The token is the only key (rsvp-links.ts),
 * so a link opens its own RSVP and never another. Every write locks the event's row first, as an RSVP
 * does (events.rsvp-seats.ts), so a larger party and new RSVPs for the last seats are decided one after another.
 */
import { eq } from 'drizzle-orm';
import {
  EVENT_WORDS,
  EVENTS_WORDS,
  type ManagedRsvp,
  type RsvpCancelResponse,
  type RsvpChange,
  type RsvpChangeResponse,
  partyTooLargeMessage,
  RSVP_MANAGE_WORDS,
  rsvpChangedMessage,
} from '#shared/events/contract.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import { eventRsvps } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/errors.ts';
import { isPast, selectEvent, type EventRow } from '#server/features/events/events.queries.ts';
import { rsvpIdForToken } from '#server/features/events/events.rsvp-links.ts';
import { lockEvent, roomFor, seatsFreed } from '#server/features/events/events.rsvp-seats.ts';

export interface RsvpManageServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** How long a waitlist offer of freed seats holds them. */
  waitlistOfferHours: number;
  /** Called after a commit that queued email (a waitlist offer), so it goes out at once. */
  onEmailQueued: () => void;
}

type RsvpRow = typeof eventRsvps.$inferSelect;

const linkInvalid = () => notFound(RSVP_MANAGE_WORDS.linkInvalid);

async function rsvpById(executor: Executor, id: string): Promise<RsvpRow | null> {
  const [row] = await executor.select().from(eventRsvps).where(eq(eventRsvps.id, id));
  return row ?? null;
}

/** Changes are taken while the event takes RSVPs; a cancel while it has not taken place. */
function closedRefusal(event: EventRow, now: Date, to: 'change' | 'cancel') {
  if (isPast(event, now)) return conflict(EVENTS_WORDS.message('manage.closedPast'));
  if (to === 'change' && event.cancelledAt) return conflict(EVENTS_WORDS.message('manage.closedCancelled'));
  if (to === 'change' && !event.acceptsRsvp) return conflict(EVENTS_WORDS.message('manage.closedNoRsvps'));
  return null;
}

export function createRsvpManageService({
  db,
  clock,
  publicUrl,
  waitlistOfferHours,
  onEmailQueued,
}: RsvpManageServiceDeps) {
  const waitlist = (now: Date) => ({ now, publicUrl, offerHours: waitlistOfferHours });

  async function view(executor: Executor, rsvp: RsvpRow, now: Date): Promise<ManagedRsvp> {
    // The person registered: their page shows the join link (docs/product.md#event-reminders).
    const event = await selectEvent(executor, rsvp.eventId, now, 'registrant');
    if (!event) throw notFound(EVENT_WORDS.notFound);
    return {
      event,
      name: rsvp.name,
      attending: rsvp.attending,
      guests: rsvp.guests,
      can_change: event.rsvp_open,
      can_cancel: !event.is_past,
    };
  }

  /**
   * The token's RSVP with its event locked, read again after the lock: a change or cancel made
   * meanwhile through another of its links is seen.
   */
  async function lockRsvp(
    tx: Transaction,
    token: string,
    now: Date,
  ): Promise<{ rsvp: RsvpRow; event: EventRow }> {
    const rsvpId = await rsvpIdForToken(tx, token);
    const found = rsvpId ? await rsvpById(tx, rsvpId) : null;
    if (!found) throw linkInvalid();
    const event = await lockEvent(tx, found.eventId, waitlist(now));
    const rsvp = await rsvpById(tx, found.id);
    if (!rsvp) throw linkInvalid();
    return { rsvp, event };
  }

  return {
    /** The RSVP its link opens, or null for an unknown, malformed or cancelled link. */
    async find(token: string): Promise<ManagedRsvp | null> {
      const rsvpId = await rsvpIdForToken(db, token);
      const rsvp = rsvpId ? await rsvpById(db, rsvpId) : null;
      return rsvp ? view(db, rsvp, clock.now()) : null;
    },

    /** A new party size or answer; attending needs the seats, its own not counted against it. */
    async change(
      token: string,
      change: Pick<RsvpChange, 'attending' | 'guests'>,
      /** The language of the page or form that asked: the answer's words (the RSVP keeps its own). */
      locale: Locale = 'en',
    ): Promise<RsvpChangeResponse> {
      const changed = await db.transaction(async (tx) => {
        const now = clock.now();
        const { rsvp, event } = await lockRsvp(tx, token, now);
        const closed = closedRefusal(event, now, 'change');
        if (closed) throw closed;
        const heldBefore = rsvp.attending ? rsvp.guests : 0;
        if (change.attending) {
          const { fits, left } = await roomFor(tx, event.id, change.guests, rsvp.id);
          if (!fits) {
            throw conflict(
              left
                ? partyTooLargeMessage({ max: left, held: heldBefore }, locale)
                : EVENTS_WORDS.message('refusal.eventFull'),
            );
          }
        }
        const [updated] = await tx
          .update(eventRsvps)
          .set({ attending: change.attending, guests: change.guests, updatedAt: now })
          .where(eq(eventRsvps.id, rsvp.id))
          .returning();
        const heldNow = change.attending ? change.guests : 0;
        if (heldNow < heldBefore) await seatsFreed(tx, event.id, waitlist(now));
        return { message: rsvpChangedMessage(change, locale), rsvp: await view(tx, updated!, now) };
      });
      onEmailQueued();
      return changed;
    },

    /** Removes the RSVP (and every link to it), which frees its seats. */
    async cancel(token: string, locale: Locale = 'en'): Promise<RsvpCancelResponse> {
      const cancelled = await db.transaction(async (tx) => {
        const now = clock.now();
        const { rsvp, event } = await lockRsvp(tx, token, now);
        const closed = closedRefusal(event, now, 'cancel');
        if (closed) throw closed;
        await tx.delete(eventRsvps).where(eq(eventRsvps.id, rsvp.id));
        if (rsvp.attending) await seatsFreed(tx, event.id, waitlist(now));
        const fresh = await selectEvent(tx, event.id, now);
        if (!fresh) throw notFound(EVENT_WORDS.notFound);
        return { message: EVENTS_WORDS.in(locale)('manage.cancelled'), event: fresh };
      });
      onEmailQueued();
      return cancelled;
    },
  };
}

export type RsvpManageService = ReturnType<typeof createRsvpManageService>;
