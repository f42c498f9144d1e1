/**
 * The seat rule is written twice, once in TypeScript (src/shared/events/seats.ts) and once as SQL
 * (events.seats.sql.ts) for the RSVP guard and every event read; this proves the two give the same answers
 * on real rows (docs/product.md#rsvps-and-seats): limits and none, declined answers, a full event, an
 * event over its limit after staff lowered it, and an answer that replaces one's own.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSeats, isFull, seatsLeft } from '#shared/events/seats.ts';
import { createTestDatabase } from '#tests/helpers/database.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { eventRsvps, events } from '#server/db/schema/index.ts';
import { selectEvent } from '#server/features/events/events.queries.ts';
import {
  hasSeatsSql,
  isFullSql,
  seatsLeftSql,
  seatsTakenSql,
} from '#server/features/events/events.seats.sql.ts';
import { insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';

const NOW = new Date('2030-06-01T15:00:00Z');
const PARTIES = [1, 2, 3, 5, 10];

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

/** An event with its limit and RSVPs: attending parties and declined ones. */
async function eventWith(limit: number | null, attending: number[], declined: number[] = []) {
  const event = await insertEvent(db, { rsvpLimit: limit });
  let n = 0;
  for (const guests of attending)
    await insertRsvp(db, { eventId: event.id, email: `a${n++}@example.org`, guests });
  for (const guests of declined) {
    await insertRsvp(db, { eventId: event.id, email: `d${n++}@example.org`, guests, attending: false });
  }
  return event.id;
}

describe('the seat rule in TypeScript and in SQL', () => {
  it.each([
    // limit, seats of attending RSVPs, seats of declined RSVPs
    [null, [], []],
    [null, [10, 10, 10], [4]],
    [1, [], []],
    [1, [1], []],
    [5, [2], [3]],
    [5, [2, 3], []],
    [10, [4], [6]],
    [10, [3, 3, 3], []],
    [3, [2, 2], []],
    [40, [10, 10, 10, 9], [10]],
  ] as const)('agree for limit %j with %j attending and %j declined', async (limit, attending, declined) => {
    await eventWith(5, [5]); // another event's RSVPs count for it alone
    const id = await eventWith(limit, [...attending], [...declined]);
    const [sqlRow] = await db
      .select({
        taken: seatsTakenSql(),
        left: seatsLeftSql(),
        full: isFullSql(),
        ...Object.fromEntries(PARTIES.map((party) => [`fits${party}`, hasSeatsSql(party)])),
      })
      .from(events)
      .where(eq(events.id, id));
    const seats = { rsvp_limit: limit, rsvp_count: attending.reduce((sum, guests) => sum + guests, 0) };

    expect(sqlRow).toEqual({
      taken: seats.rsvp_count,
      left: seatsLeft(seats),
      full: isFull(seats),
      ...Object.fromEntries(PARTIES.map((party) => [`fits${party}`, hasSeats(seats, party)])),
    });
    // What the API and the pages show is that same SQL.
    const shown = await selectEvent(db, id, NOW);
    expect(shown).toMatchObject({
      rsvp_count: seats.rsvp_count,
      spots_remaining: seatsLeft(seats),
      is_full: isFull(seats),
    });
  });

  it('agree when an answer replaces one of its own: its seats are not counted against it', async () => {
    const id = await eventWith(5, [3, 2]);
    const [own] = await db
      .select({ id: eventRsvps.id })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, id), eq(eventRsvps.guests, 3)));
    const taken = seatsTakenSql(own!.id);
    const [sqlRow] = await db
      .select({
        taken,
        left: seatsLeftSql(taken),
        fits3: hasSeatsSql(3, taken),
        fits4: hasSeatsSql(4, taken),
      })
      .from(events)
      .where(eq(events.id, id));
    const others = { rsvp_limit: 5, rsvp_count: 2 };
    expect(sqlRow).toEqual({
      taken: 2,
      left: seatsLeft(others),
      fits3: hasSeats(others, 3),
      fits4: hasSeats(others, 4),
    });
    expect(sqlRow).toMatchObject({ left: 3, fits3: true, fits4: false });
  });
});
