/**
 * Finding a waitlist entry by its private link, and turning a claimed offer into an attending RSVP
 * (docs/product.md#waitlist). Both run inside the caller's transaction, the event's row locked.
 */
import { and, eq, sql } from 'drizzle-orm';
import { EVENT_WORDS } from '#shared/events/words.ts';
import { readLocale } from '#shared/i18n/locales.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { eventRsvps, eventWaitlist, eventWaitlistLinks } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { conflict } from '#server/errors.ts';
import { rsvpConfirmationEmail } from '#server/features/events/events.emails.ts';
import { selectEvent } from '#server/features/events/events.queries.ts';
import { hashRsvpToken, issueRsvpLink, manageRsvpUrl } from '#server/features/events/events.rsvp-links.ts';
import { roomFor, seatsFreed } from '#server/features/events/events.rsvp-seats.ts';
import {
  IN_LINE,
  type WaitlistContext,
  type WaitlistEntryRow,
} from '#server/features/events/events.waitlist-offers.ts';

/** base64url of 32 bytes, as rsvp-links.ts: anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function entryById(executor: Executor, id: string): Promise<WaitlistEntryRow | null> {
  const [row] = await executor.select().from(eventWaitlist).where(eq(eventWaitlist.id, id));
  return row ?? null;
}

export async function entryForToken(executor: Executor, token: string): Promise<WaitlistEntryRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await executor
    .select({ entryId: eventWaitlistLinks.entryId })
    .from(eventWaitlistLinks)
    .where(eq(eventWaitlistLinks.tokenHash, hashRsvpToken(token)));
  return link ? entryById(executor, link.entryId) : null;
}

export async function inLineCount(executor: Executor, eventId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), IN_LINE));
  return row?.count ?? 0;
}

/** The claimed seats become an attending RSVP (the address's earlier answer, if any, changed). */
export async function claimOffer(
  tx: Transaction,
  entry: WaitlistEntryRow,
  ctx: WaitlistContext,
): Promise<string> {
  const { now, publicUrl } = ctx;
  await tx
    .update(eventWaitlist)
    .set({ status: 'claimed', updatedAt: now })
    .where(eq(eventWaitlist.id, entry.id));
  const [existing] = await tx
    .select()
    .from(eventRsvps)
    .where(
      and(eq(eventRsvps.eventId, entry.eventId), sql`lower(${eventRsvps.email}) = lower(${entry.email})`),
    );
  // The offer's seats were held, so they fit, unless staff lowered the limit meanwhile.
  const { fits } = await roomFor(tx, entry.eventId, entry.guests, existing?.id);
  if (!fits) throw conflict(EVENT_WORDS.eventFull);
  const values = { attending: true, guests: entry.guests, updatedAt: now };
  const [rsvp] = existing
    ? await tx.update(eventRsvps).set(values).where(eq(eventRsvps.id, existing.id)).returning()
    : await tx
        .insert(eventRsvps)
        .values({
          ...values,
          eventId: entry.eventId,
          name: entry.name,
          email: entry.email,
          phone: entry.phone,
          // The RSVP keeps the language the person joined the line in.
          locale: entry.locale,
          createdAt: now,
        })
        .returning();
  const token = await issueRsvpLink(tx, rsvp!.id, now);
  const event = await selectEvent(tx, entry.eventId, now);
  await enqueueEmail(
    tx,
    rsvpConfirmationEmail({
      event: event!,
      rsvp: { ...rsvp!, locale: readLocale(rsvp!.locale) },
      answer: 'new',
      manageUrl: manageRsvpUrl(publicUrl, token, readLocale(rsvp!.locale)),
      publicUrl,
      now,
    }),
  );
  // An earlier, larger answer of the same address gave seats back.
  if (existing?.attending && existing.guests > entry.guests) await seatsFreed(tx, entry.eventId, ctx);
  return token;
}
