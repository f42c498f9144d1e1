/**
 * Offering freed seats to the waitlist (docs/product.md#waitlist), always inside a transaction that
 * holds the event's row lock (events.rsvp-seats.ts), so offers, claims and RSVPs for the last seats are decided
 * one after another. An offer holds its party's seats (events.seats.sql.ts counts them as taken) until it is
 * claimed, declined or expires; an expired offer moves on to the next person in line.
 */
import crypto from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { absoluteUrl } from '#shared/site/settings.ts';
import { waitlistPagePath } from '#shared/events/waitlist-words.ts';
import { pathInLocale, readLocale } from '#shared/i18n/locales.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { eventWaitlist, eventWaitlistLinks, events } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { isPast, selectEvent } from '#server/features/events/events.queries.ts';
import {
  waitlistOfferEmail,
  waitlistOfferExpiredEmail,
} from '#server/features/events/events.waitlist.emails.ts';
import { hashRsvpToken } from '#server/features/events/events.rsvp-links.ts';
import { seatsLeftSql } from '#server/features/events/events.seats.sql.ts';

/** What making an offer needs besides the transaction. */
export interface WaitlistContext {
  now: Date;
  publicUrl: string;
  offerHours: number;
}

export type WaitlistEntryRow = typeof eventWaitlist.$inferSelect;

/** A waiting or offered entry is in line; the rest have left it. */
export const IN_LINE = sql`${eventWaitlist.status} in ('waiting', 'offered')`;

/** A new private link to the entry, stored as its hash (like rsvp-links.ts); the token is returned once. */
export async function issueWaitlistLink(executor: Executor, entryId: string, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await executor
    .insert(eventWaitlistLinks)
    .values({ entryId, tokenHash: hashRsvpToken(token), createdAt: now });
  return token;
}

/** The entry's private page in its language (/es/events/waitlist?token=… for Spanish). */
export const waitlistUrl = (publicUrl: string, token: string, locale: string | null = 'en') =>
  absoluteUrl(publicUrl, pathInLocale(waitlistPagePath(token), readLocale(locale)));

/** 1 for the first in line (the lowest line number); null once out of line. */
export async function placeInLine(executor: Executor, entry: WaitlistEntryRow): Promise<number | null> {
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  const [row] = await executor
    .select({ ahead: sql<number>`count(*)::int`.mapWith(Number) })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, entry.eventId),
        IN_LINE,
        sql`${eventWaitlist.lineNumber} < ${entry.lineNumber}`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

/** Offers the seats to one entry: holds them, and emails a new private link to claim or decline. */
export async function makeOffer(
  tx: Transaction,
  entry: WaitlistEntryRow,
  ctx: WaitlistContext,
): Promise<void> {
  const expiresAt = new Date(ctx.now.getTime() + ctx.offerHours * 60 * 60_000);
  await tx
    .update(eventWaitlist)
    .set({ status: 'offered', offeredAt: ctx.now, offerExpiresAt: expiresAt, updatedAt: ctx.now })
    .where(eq(eventWaitlist.id, entry.id));
  const event = await selectEvent(tx, entry.eventId, ctx.now);
  if (!event) return;
  const token = await issueWaitlistLink(tx, entry.id, ctx.now);
  await enqueueEmail(
    tx,
    waitlistOfferEmail({
      event,
      entry,
      linkUrl: waitlistUrl(ctx.publicUrl, token, entry.locale),
      publicUrl: ctx.publicUrl,
      expiresAt,
    }),
  );
}

/**
 * Seats may be free at the (locked) event: each waiting entry whose party fits, first in line first,
 * is offered them, until no one waiting fits. Nothing is offered once the event no longer takes RSVPs.
 */
export async function offerFreeSeats(
  tx: Transaction,
  eventId: number,
  ctx: WaitlistContext,
): Promise<number> {
  const [event] = await tx
    .select({ row: events, left: seatsLeftSql() })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event || !event.row.acceptsRsvp || isPast(event.row, ctx.now)) return 0;
  const waiting = await tx
    .select()
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.status, 'waiting')))
    .orderBy(asc(eventWaitlist.lineNumber));
  let left = event.left;
  let offered = 0;
  for (const entry of waiting) {
    if (left !== null && entry.guests > left) continue;
    await makeOffer(tx, entry, ctx);
    offered += 1;
    if (left !== null) left -= entry.guests;
  }
  return offered;
}

/**
 * Ends the (locked) event's offers whose time is up, offers the seats to the next in line, and tells
 * each person whose offer ended where the seats went (while the event takes RSVPs: they can try again).
 */
export async function expireOffers(tx: Transaction, eventId: number, ctx: WaitlistContext): Promise<number> {
  const expired = await tx
    .update(eventWaitlist)
    .set({ status: 'expired', updatedAt: ctx.now })
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        eq(eventWaitlist.status, 'offered'),
        lte(eventWaitlist.offerExpiresAt, ctx.now),
      ),
    )
    .returning();
  if (expired.length === 0) return 0;
  const passedOn = (await offerFreeSeats(tx, eventId, ctx)) > 0;
  const event = await selectEvent(tx, eventId, ctx.now);
  if (event?.rsvp_open) {
    for (const entry of expired) {
      const expiredAt = entry.offerExpiresAt ?? ctx.now;
      await enqueueEmail(
        tx,
        waitlistOfferExpiredEmail({ event, entry, publicUrl: ctx.publicUrl, expiredAt, passedOn }),
      );
    }
  }
  return expired.length;
}

/** The events with an offer whose time is up (the sweep's work list). */
export async function eventsWithExpiredOffers(executor: Executor, now: Date): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ eventId: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.status, 'offered'), lte(eventWaitlist.offerExpiresAt, now)));
  return rows.map((row) => row.eventId);
}
