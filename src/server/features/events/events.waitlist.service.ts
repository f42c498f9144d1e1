/**
 * The waitlist of a full event (docs/product.md#waitlist): joining, one's own entry through its private
 * link (see the place, leave the line, claim or decline an offer), and the staff's view and offers by
 * hand. Every write locks the event's row first, as an RSVP does (events.rsvp-seats.ts), so joins, offers,
 * claims and RSVPs for the last seats are decided one after another and never overbook.
 */
import { type Locale, pathInLocale, readLocale } from '#shared/i18n/locales.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { EVENT_WORDS, EVENTS_WORDS, manageRsvpPagePath } from '#shared/events/words.ts';
import { staffOfferedMessage } from '#shared/events/hand-offer.ts';
import type { WaitlistAction } from '#shared/events/waitlist-words.ts';
import { claimedMessage, WAITLIST_WORDS, waitlistJoinedMessage } from '#shared/events/waitlist-words.ts';
import type {
  WaitlistActionResponse,
  WaitlistAdminEntry,
  WaitlistEntryView,
  WaitlistJoinInput,
  WaitlistJoinResponse,
} from '#shared/events/waitlist-contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { eventWaitlist, events } from '#server/db/schema/index.ts';
import { enqueueConfirmation } from '#server/email/confirmations.ts';
import { type AppError, conflict, notFound } from '#server/errors.ts';
import { removeAttendee } from '#server/features/events/events.attendee-removal.ts';
import { offerByHand } from '#server/features/events/events.waitlist-hand-offer.ts';
import {
  claimOffer,
  entryById,
  entryForToken,
  inLineCount,
} from '#server/features/events/events.waitlist-entries.ts';
import { isPast, selectEvent, type EventRow } from '#server/features/events/events.queries.ts';
import { waitlistJoinedEmail } from '#server/features/events/events.waitlist.emails.ts';
import { lockEvent, roomFor, seatsFreed } from '#server/features/events/events.rsvp-seats.ts';
import {
  eventsWithExpiredOffers,
  IN_LINE,
  issueWaitlistLink,
  placeInLine,
  type WaitlistContext,
  type WaitlistEntryRow,
  waitlistUrl,
} from '#server/features/events/events.waitlist-offers.ts';

export interface WaitlistServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  offerHours: number;
  onEmailQueued: () => void;
}

const linkInvalid = () => notFound(WAITLIST_WORDS.linkInvalid);

/** Why an entry cannot do what it asked, or null when it can. */
function actionRefusal(entry: WaitlistEntryRow, action: WaitlistAction): string | null {
  const say = EVENTS_WORDS.message;
  if (entry.status === 'claimed') return say('waitlist.alreadyClaimed');
  if (action === 'leave')
    return entry.status === 'waiting' || entry.status === 'offered' ? null : say('waitlist.notInLine');
  if (entry.status === 'expired') return say('waitlist.offerExpired');
  if (entry.status === 'waiting') return say('waitlist.noOffer');
  if (entry.status !== 'offered') return say('waitlist.notInLine');
  return null;
}

function closedRefusal(event: EventRow, now: Date): AppError | null {
  if (isPast(event, now)) return conflict(EVENTS_WORDS.message('refusal.eventPast'));
  if (!event.acceptsRsvp) return conflict(EVENTS_WORDS.message('refusal.notAcceptingRsvps'));
  return null;
}

export function createWaitlistService({
  db,
  clock,
  publicUrl,
  offerHours,
  onEmailQueued,
}: WaitlistServiceDeps) {
  const context = (now: Date): WaitlistContext => ({ now, publicUrl, offerHours });

  async function view(executor: Executor, entry: WaitlistEntryRow, now: Date): Promise<WaitlistEntryView> {
    const event = await selectEvent(executor, entry.eventId, now);
    if (!event) throw notFound(EVENT_WORDS.notFound);
    return {
      event,
      name: entry.name,
      guests: entry.guests,
      status: entry.status,
      place: await placeInLine(executor, entry),
      offer_expires_at: entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    };
  }

  return {
    /**
     * Joins the line of a full event. An address already in line is answered exactly as a new one
     * (the same checks and the same place a new entry would get) and changes nothing; its owner is
     * emailed their real place and a new private link, under the hourly reply rule (confirmations.ts).
     */
    async join(eventId: number, input: WaitlistJoinInput): Promise<WaitlistJoinResponse> {
      const email = input.email.trim();
      const place = await db.transaction(async (tx) => {
        const now = clock.now();
        const event = await lockEvent(tx, eventId, context(now));
        const closed = closedRefusal(event, now);
        if (closed) throw closed;
        if ((await roomFor(tx, eventId, input.guests)).fits)
          throw conflict(EVENTS_WORDS.message('waitlist.partyFits'));
        const [existing] = await tx
          .select()
          .from(eventWaitlist)
          .where(
            and(
              eq(eventWaitlist.eventId, eventId),
              IN_LINE,
              sql`lower(${eventWaitlist.email}) = lower(${email})`,
            ),
          );
        const placeOfNew = (await inLineCount(tx, eventId)) + 1;
        const [entry] = existing
          ? [existing]
          : await tx
              .insert(eventWaitlist)
              .values({
                eventId,
                name: input.name,
                email,
                phone: input.phone,
                guests: input.guests,
                locale: input.locale,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
        const token = await issueWaitlistLink(tx, entry!.id, now);
        const fresh = await selectEvent(tx, eventId, now);
        await enqueueConfirmation(
          tx,
          'waitlist',
          waitlistJoinedEmail({
            event: fresh!,
            entry: entry!,
            place: existing ? ((await placeInLine(tx, existing)) ?? placeOfNew) : placeOfNew,
            linkUrl: waitlistUrl(publicUrl, token, entry!.locale),
            publicUrl,
            answer: existing ? 'already' : 'new',
          }),
          now,
        );
        return placeOfNew;
      });
      onEmailQueued();
      return {
        message: waitlistJoinedMessage({ name: input.name, guests: input.guests, place }, input.locale),
        place,
      };
    },

    /** The entry its link opens, or null for an unknown or malformed link. */
    async find(token: string): Promise<WaitlistEntryView | null> {
      const entry = await entryForToken(db, token);
      return entry ? view(db, entry, clock.now()) : null;
    },

    /**
     * Claim or decline an offer, or leave the line. The event is locked first, which ends an offer
     * whose time is up; a refusal is answered after the commit, so that ending (and the next offer)
     * is kept.
     */
    async act(
      token: string,
      action: WaitlistAction,
      /** The language of the page or form that asked: the answer's words. */
      locale: Locale = 'en',
    ): Promise<WaitlistActionResponse> {
      type Outcome = { refusal: string } | { answer: WaitlistActionResponse };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const now = clock.now();
        const found = await entryForToken(tx, token);
        if (!found) throw linkInvalid();
        const event = await lockEvent(tx, found.eventId, context(now));
        const entry = (await entryById(tx, found.id))!;
        const refusal = actionRefusal(entry, action);
        if (refusal) return { refusal };
        let rsvpToken: string | null = null;
        if (action === 'claim') {
          const closed = closedRefusal(event, now);
          if (closed) throw closed;
          rsvpToken = await claimOffer(tx, entry, context(now));
        } else {
          const status = action === 'leave' ? 'left' : 'declined';
          await tx
            .update(eventWaitlist)
            .set({ status, updatedAt: now })
            .where(eq(eventWaitlist.id, entry.id));
          if (entry.status === 'offered') await seatsFreed(tx, entry.eventId, context(now));
        }
        const message =
          action === 'claim'
            ? claimedMessage(entry.guests, locale)
            : EVENTS_WORDS.in(locale)(action === 'leave' ? 'waitlist.left' : 'waitlist.declined');
        const updated = (await entryById(tx, entry.id))!;
        return {
          answer: {
            message,
            entry: await view(tx, updated, now),
            rsvp_path: rsvpToken ? pathInLocale(manageRsvpPagePath(rsvpToken), locale) : null,
          },
        };
      });
      onEmailQueued();
      if ('refusal' in outcome) throw conflict(outcome.refusal);
      return outcome.answer;
    },

    /** Staff: the whole line, first first, and those who left it after. */
    async list(eventId: number): Promise<WaitlistAdminEntry[]> {
      const event = await selectEvent(db, eventId, clock.now());
      if (!event) throw notFound(EVENT_WORDS.notFound);
      const rows = await db
        .select()
        .from(eventWaitlist)
        .where(eq(eventWaitlist.eventId, eventId))
        .orderBy(asc(eventWaitlist.lineNumber));
      let place = 0;
      const entries = rows.map((row) => {
        const inLine = row.status === 'waiting' || row.status === 'offered';
        return {
          id: row.id,
          place: inLine ? ++place : null,
          name: row.name,
          email: row.email,
          phone: row.phone,
          guests: row.guests,
          status: row.status,
          locale: readLocale(row.locale),
          offered_at: row.offeredAt?.toISOString() ?? null,
          offer_expires_at: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
          created_at: row.createdAt.toISOString(),
        };
      });
      return [
        ...entries.filter((entry) => entry.place !== null),
        ...entries.filter((entry) => entry.place === null),
      ];
    },

    /**
     * Staff offer seats by hand to someone waiting, whatever their place in line; when their party
     * does not fit, the limit is raised by exactly what it lacks (events.waitlist-hand-offer.ts).
     */
    async offer(eventId: number, entryId: string): Promise<{ message: string }> {
      const raise = await db.transaction(async (tx) => {
        const now = clock.now();
        const event = await lockEvent(tx, eventId, context(now));
        const closed = closedRefusal(event, now);
        if (closed) throw closed;
        return offerByHand(tx, event, entryId, context(now));
      });
      onEmailQueued();
      return { message: staffOfferedMessage(raise) };
    },

    /** Staff remove an attendee; their seats go to the waitlist (events.attendee-removal.ts). */
    async removeAttendee(eventId: number, rsvpId: string): Promise<{ message: string }> {
      const removed = await db.transaction((tx) => removeAttendee(tx, eventId, rsvpId, context(clock.now())));
      onEmailQueued();
      return removed;
    },

    /** Seats freed outside the event's own paths (a privacy erasure): offered to those in line. */
    async offerFreedSeats(eventIds: readonly number[]): Promise<void> {
      for (const eventId of new Set(eventIds)) {
        await db.transaction(async (tx) => {
          const [still] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
          if (!still) return;
          const ctx = context(clock.now());
          await lockEvent(tx, eventId, ctx);
          await seatsFreed(tx, eventId, ctx);
        });
      }
      if (eventIds.length > 0) onEmailQueued();
    },

    /**
     * Ends every offer whose time is up and offers its seats on (the sweep). Each event is locked in
     * turn, so when several processes sweep at once, each expiry is handled by exactly one of them.
     */
    async sweepExpiredOffers(): Promise<number> {
      const eventIds = await eventsWithExpiredOffers(db, clock.now());
      for (const eventId of eventIds) {
        await db.transaction(async (tx) => {
          await lockEvent(tx, eventId, context(clock.now()));
        });
      }
      if (eventIds.length > 0) onEmailQueued();
      return eventIds.length;
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
