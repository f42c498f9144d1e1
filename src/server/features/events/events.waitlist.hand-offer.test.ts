/**
 * Staff offer seats by hand (docs/product.md#waitlist): to the person they choose, not the first in
 * line; when the party does not fit, the limit rises by exactly what it lacks and the seats are held
 * for that person only; the offer is claimed through its email (loopback SMTP) or, unanswered after
 * 24 hours (test clock), passes to the next in line. The public API (cached) shows the seats after.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { staffOfferedMessage } from '#shared/events/hand-offer.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { insertEvent } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { waitlistHelpers } from '#tests/helpers/waitlist.ts';
import { eventRsvps, events, eventWaitlist, staffAuditLog } from '#server/db/schema/index.ts';

let t: TestAppWithMail;
let clock: TestClock;
const w = waitlistHelpers(() => t);

beforeEach(async () => {
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  t = await createTestApp({ clock, smtp: true, responseCache: true });
});
afterEach(() => t.close());

/** A full event of `limit` seats (Sam's), with Ann then Bob waiting for `party` seats each. */
async function fullEventWithLine(limit: number, party: number) {
  const event = await insertEvent(t.db, { title: 'Night of Worship', rsvpLimit: limit });
  const samToken = await w.rsvpToken(event.id, {
    name: 'Sam Seated',
    email: 'sam@example.org',
    guests: limit,
  });
  for (const [name, email] of [
    ['Ann Lee', 'ann@example.org'],
    ['Bob Ray', 'bob@example.org'],
  ]) {
    expect((await w.join(event.id, { name, email, guests: party })).statusCode).toBe(201);
  }
  const [bob] = await t.db.select().from(eventWaitlist).where(eq(eventWaitlist.email, 'bob@example.org'));
  const cookie = await signInAsStaff(t);
  const offerBob = () =>
    t.request({
      method: 'POST',
      url: `/api/admin/events/${event.id}/waitlist/${bob!.id}/offer/`,
      headers: { cookie },
    });
  return { event, samToken, offerBob };
}

const limitOf = async (eventId: number) =>
  (await t.db.select({ limit: events.rsvpLimit }).from(events).where(eq(events.id, eventId)))[0]!.limit;

it('offers free seats to the person staff choose, not the first in line, and keeps the limit', async () => {
  const { event, offerBob } = await fullEventWithLine(2, 1);
  // Seats free with people still waiting (as a limit changed outside the app would leave them).
  await t.db.update(events).set({ rsvpLimit: 3 }).where(eq(events.id, event.id));

  const offered = await offerBob();
  expect(offered.statusCode).toBe(200);
  expect(offered.json().message).toBe(staffOfferedMessage(null));
  expect(await limitOf(event.id)).toBe(3);
  expect(await w.emailsTo('bob@example.org', 'Seats are free')).toHaveLength(1);
  expect(await w.emailsTo('ann@example.org', 'Seats are free')).toEqual([]);
});

it('raises the limit by exactly what the party lacks, holds the seats for them, and they claim them', async () => {
  const { event, samToken, offerBob } = await fullEventWithLine(4, 3);
  // Sam frees one seat: too few for anyone in line, so it stays free.
  expect((await w.changeRsvp(samToken, { attending: true, guests: 3 })).statusCode).toBe(200);
  expect(await w.seatsOf(event.id)).toMatchObject({ rsvp_count: 3, spots_remaining: 1 }); // now cached

  const offered = await offerBob();
  expect(offered.statusCode).toBe(200);
  expect(offered.json().message).toBe(staffOfferedMessage({ from: 4, to: 6 }));
  expect(offered.json().message).toContain('went from 4 to 6');
  expect(await limitOf(event.id)).toBe(6);
  expect(await w.seatsOf(event.id)).toMatchObject({ rsvp_count: 6, spots_remaining: 0, is_full: true });
  // The raised seats are Bob's: a newcomer is turned away, Ann is not offered them.
  expect((await w.rsvp(event.id, { name: 'New Comer', email: 'new@example.org' })).statusCode).toBe(409);
  expect(await w.emailsTo('ann@example.org', 'Seats are free')).toEqual([]);

  const [audit] = await t.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.route, 'POST /api/admin/events/:id/waitlist/:entryId/offer/'));
  expect(audit).toMatchObject({ area: 'events' });

  const claimed = await w.act(await w.tokenFrom('bob@example.org', 'Seats are free'), 'claim');
  expect(claimed.statusCode).toBe(200);
  expect(await w.emailsTo('bob@example.org', 'Your RSVP')).toHaveLength(1);
  const [bobRsvp] = await t.db
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.email, 'bob@example.org'), eq(eventRsvps.attending, true)));
  expect(bobRsvp).toMatchObject({ guests: 3 });
  expect(await w.seatsOf(event.id)).toMatchObject({ rsvp_count: 6, spots_remaining: 0 });
  expect(await w.emailsTo('ann@example.org', 'Seats are free')).toEqual([]);
});

it('passes the seats of an unanswered hand offer to the next in line after 24 hours', async () => {
  const { event, samToken, offerBob } = await fullEventWithLine(4, 3);
  expect((await w.changeRsvp(samToken, { attending: true, guests: 3 })).statusCode).toBe(200);
  expect((await offerBob()).statusCode).toBe(200);
  clock.advance(24 * 60 * 60_000 + 1);
  expect(await t.app.services.waitlist.sweepExpiredOffers()).toBe(1);
  expect(await w.emailsTo('ann@example.org', 'Seats are free')).toHaveLength(1);
  expect(await limitOf(event.id)).toBe(6);
});

it('a hand offer racing RSVPs and a freed seat never overbooks', async () => {
  const { event, samToken, offerBob } = await fullEventWithLine(5, 2);
  const [offer, smaller, newcomers] = await Promise.all([
    offerBob(),
    w.changeRsvp(samToken, { attending: true, guests: 4 }),
    Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        w.rsvp(event.id, { name: `New ${n}`, email: `new${n}@example.org` }),
      ),
    ),
  ]);
  expect(offer.statusCode).toBe(200);
  expect(smaller.statusCode).toBe(200);
  expect(newcomers.filter((response) => response.statusCode === 201).length).toBeLessThanOrEqual(1);

  const [taken] = await t.db
    .select({
      attending: sql<number>`(select coalesce(sum(guests), 0)::int from event_rsvps where attending)`,
      held: sql<number>`(select coalesce(sum(guests), 0)::int from event_waitlist where status = 'offered')`,
    })
    .from(events);
  const limit = (await limitOf(event.id))!;
  expect(taken!.attending + taken!.held).toBeLessThanOrEqual(limit);
  expect(taken!.held).toBe(2);
  expect(limit).toBeLessThanOrEqual(7); // raised by at most Bob's party
  expect(await w.emailsTo('bob@example.org', 'Seats are free')).toHaveLength(1);
  expect(await w.emailsTo('ann@example.org', 'Seats are free')).toEqual([]);
});
