/**
 * The waitlist under concurrency (docs/product.md#waitlist): claims of offered seats, a smaller party
 * freeing seats, and new RSVPs for the last seats, all at once, never overbook, and an offered seat is
 * never taken by a newcomer. Every write locks the event's row; on PostgreSQL (TEST_DATABASE_URL) the
 * 50 requests really run at once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertEvent } from '#tests/helpers/generators/events.ts';
import { waitlistHelpers } from '#tests/helpers/waitlist.ts';
import { eventRsvps, eventWaitlist } from '#server/db/schema/index.ts';

let t: TestAppWithMail;
const w = waitlistHelpers(() => t);

beforeEach(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2030-06-01T15:00:00Z')), smtp: true });
});
afterEach(() => t.close());

const waiter = (n: number) => `waiter${n}@example.org`;

it('50 simultaneous claims, changes and RSVPs for the last seats never overbook', async () => {
  const event = await insertEvent(t.db, { rsvpLimit: 10 });
  const samToken = await w.rsvpToken(event.id, { name: 'Sam', email: 'sam@example.org', guests: 5 });
  const tomToken = await w.rsvpToken(event.id, { name: 'Tom', email: 'tom@example.org', guests: 5 });
  for (let n = 1; n <= 10; n += 1) {
    expect((await w.join(event.id, { name: `Waiter ${n}`, email: waiter(n) })).statusCode).toBe(201);
  }
  expect((await w.cancelRsvp(samToken)).statusCode).toBe(200);
  const offered = await Promise.all([1, 2, 3, 4, 5].map((n) => w.tokenFrom(waiter(n), 'Seats are free')));

  // The newcomers start first: an offered seat must still not be theirs.
  const [newcomers, smaller, claims] = await Promise.all([
    Promise.all(
      Array.from({ length: 44 }, (_, n) =>
        w.rsvp(event.id, { name: `New ${n}`, email: `new${n}@example.org` }),
      ),
    ),
    w.changeRsvp(tomToken, { attending: true, guests: 1 }),
    Promise.all(offered.map((token) => w.act(token, 'claim'))),
  ]);

  expect(claims.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(smaller.statusCode).toBe(200);
  // Tom's four seats went to the next four in line, not to the newcomers.
  expect(newcomers.map((response) => response.statusCode)).toEqual(Array(44).fill(409));
  for (const n of [6, 7, 8, 9]) expect(await w.emailsTo(waiter(n), 'Seats are free')).toHaveLength(1);
  expect(await w.emailsTo(waiter(10), 'Seats are free')).toEqual([]);

  const [attending] = await t.db
    .select({ seats: sql<number>`coalesce(sum(${eventRsvps.guests}), 0)::int` })
    .from(eventRsvps)
    .where(eq(eventRsvps.attending, true));
  const [held] = await t.db
    .select({ seats: sql<number>`coalesce(sum(${eventWaitlist.guests}), 0)::int` })
    .from(eventWaitlist)
    .where(eq(eventWaitlist.status, 'offered'));
  expect(attending!.seats).toBe(6);
  expect(held!.seats).toBe(4);

  // The last four seats: their claims race 20 more newcomers, and a claimed seat is claimed once.
  const lastTokens = await Promise.all([6, 7, 8, 9].map((n) => w.tokenFrom(waiter(n), 'Seats are free')));
  const [lastClaims, lastNewcomers] = await Promise.all([
    Promise.all([...lastTokens, ...lastTokens].map((token) => w.act(token, 'claim'))),
    Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        w.rsvp(event.id, { name: `Late ${n}`, email: `late${n}@example.org` }),
      ),
    ),
  ]);
  expect(lastClaims.filter((response) => response.statusCode === 200)).toHaveLength(4);
  expect(lastClaims.filter((response) => response.statusCode === 409)).toHaveLength(4);
  expect(lastNewcomers.map((response) => response.statusCode)).toEqual(Array(20).fill(409));
  expect(await w.seatsOf(event.id)).toMatchObject({ rsvp_count: 10, spots_remaining: 0, is_full: true });
});
