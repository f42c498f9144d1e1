/**
 * Managing one's own RSVP through its private link (docs/product.md#managing-an-rsvp): the link from
 * the confirmation email opens its RSVP and no other; the party changes within the seats, the answer
 * switches, a cancel frees the seats; closed events and bad input are refused with clear messages;
 * a larger party and new RSVPs racing for the last seats never overbook (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL); the token never reaches the log.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_WORDS, RSVP_MANAGE_WORDS } from '#shared/events/contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { daysAfter, insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';
import { manageTokenIn } from '#tests/helpers/rsvp-links.ts';
import { eventRsvps, events } from '#server/db/schema/index.ts';
import { issueRsvpLink } from '#server/features/events/events.rsvp-links.ts';

let t: TestAppWithMail;
let clock: TestClock;
let logLines: string[];

beforeEach(async () => {
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  logLines = [];
  t = await createTestApp({ clock, smtp: true, log: { level: 'info', lines: logLines } });
});
afterEach(() => t.close());

/** RSVPs through the form and returns the token of the link in its confirmation email. */
async function rsvpAndOpenEmail(eventId: number, payload: Record<string, unknown>): Promise<string> {
  const response = await t.request({ method: 'POST', url: `/api/events/${eventId}/rsvp/`, payload });
  expect(response.statusCode).toBe(201);
  return manageTokenIn((await t.smtp.waitForEmailTo(String(payload.email))).text);
}
const url = (token: string) => `/api/events/rsvp/?token=${encodeURIComponent(token)}`;
const open = (token: string) => t.request({ method: 'GET', url: url(token) });
const change = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: url(token), payload });
const cancel = (token: string) => t.request({ method: 'DELETE', url: url(token) });
const seatsOf = async (id: number) =>
  ((await t.request({ method: 'GET', url: `/api/events/${id}/` })).json() as { rsvp_count: number })
    .rsvp_count;
const rowOf = async (id: string) => (await t.db.select().from(eventRsvps).where(eq(eventRsvps.id, id)))[0];

describe('the private link', () => {
  it('opens its RSVP with the event, never stored by a cache, and never logs the token', async () => {
    const event = await insertEvent(t.db, { title: 'Night of Worship', rsvpLimit: 10 });
    const token = await rsvpAndOpenEmail(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 2 });
    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toMatchObject({
      name: 'Ann Lee',
      attending: true,
      guests: 2,
      can_change: true,
      can_cancel: true,
      event: { id: event.id, title: 'Night of Worship', rsvp_count: 2, spots_remaining: 8 },
    });
    expect(opened.json()).not.toHaveProperty('email');
    expect(logLines.some((line) => line.includes('/api/events/rsvp/'))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('answers 404 with a clear message for a missing, malformed, unknown or almost-right token', async () => {
    const event = await insertEvent(t.db);
    const token = await rsvpAndOpenEmail(event.id, { name: 'Ann', email: 'ann@example.org' });
    const almost = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of ['', 'garbage', 'x'.repeat(43), almost, `${token}x`, "' or 1=1 --"]) {
      for (const response of [
        await open(bad),
        await change(bad, { attending: false, guests: 1 }),
        await cancel(bad),
      ]) {
        expect(response.statusCode, bad).toBe(404);
        expect(response.json()).toEqual({ error: RSVP_MANAGE_WORDS.linkInvalid });
      }
    }
    expect((await open(token)).statusCode).toBe(200);
  });

  it('never opens or changes another RSVP, at the same event or another', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 20 });
    const other = await insertEvent(t.db, { title: 'Another Gathering' });
    const annToken = await rsvpAndOpenEmail(event.id, { name: 'Ann', email: 'ann@example.org', guests: 2 });
    const boToken = await rsvpAndOpenEmail(event.id, { name: 'Bo', email: 'bo@example.org', guests: 4 });
    const annElsewhere = await rsvpAndOpenEmail(other.id, { name: 'Ann', email: 'ann2@example.org' });
    expect((await open(annToken)).json()).toMatchObject({ name: 'Ann', guests: 2 });
    expect((await open(boToken)).json()).toMatchObject({ name: 'Bo', guests: 4 });
    expect((await open(annElsewhere)).json().event.title).toBe('Another Gathering');

    expect((await change(annToken, { attending: true, guests: 5 })).statusCode).toBe(200);
    expect((await cancel(annElsewhere)).statusCode).toBe(200);
    const rows = await t.db.select().from(eventRsvps);
    expect(rows.map((row) => [row.name, row.eventId, row.guests]).sort()).toEqual(
      [
        ['Ann', event.id, 5],
        ['Bo', event.id, 4],
      ].sort(),
    );
    expect((await open(boToken)).json()).toMatchObject({ name: 'Bo', guests: 4, attending: true });
  });
});

describe('changing the party and the answer', () => {
  it('changes the guests within the seats, and says how many are left when there are too many', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 6 });
    const token = await rsvpAndOpenEmail(event.id, { name: 'Ann', email: 'ann@example.org', guests: 2 });
    await insertRsvp(t.db, { eventId: event.id, email: 'x@example.org', guests: 3 });

    const more = await change(token, { attending: true, guests: 3 });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({
      message: 'Saved. You are attending with 3 people.',
      rsvp: { guests: 3 },
    });
    expect(more.json().rsvp.event).toMatchObject({ rsvp_count: 6, spots_remaining: 0, is_full: true });

    const tooMany = await change(token, { attending: true, guests: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'Sorry, no more spots are left, so your party can be at most 3 people. Please choose fewer.',
    });
    expect((await open(token)).json().guests).toBe(3);

    // A full event still lets a party shrink, which frees its seats.
    const fewer = await change(token, { attending: true, guests: 1 });
    expect(fewer.json().message).toBe('Saved. You are attending with 1 person.');
    expect(await seatsOf(event.id)).toBe(4);
    const over = await change(token, { attending: true, guests: 5 });
    expect(over.json()).toEqual({
      error: 'Sorry, only 2 more spots are left, so your party can be at most 3 people. Please choose fewer.',
    });
  });

  it('switches to not attending (freeing the seats) and back to attending only while seats are left', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 4 });
    const token = await rsvpAndOpenEmail(event.id, { name: 'Ann', email: 'ann@example.org', guests: 3 });
    const declined = await change(token, { attending: false, guests: 3 });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe('Saved. You are not attending. We will miss you!');
    expect(await seatsOf(event.id)).toBe(0);

    await insertRsvp(t.db, { eventId: event.id, email: 'x@example.org', guests: 2 });
    const tooMany = await change(token, { attending: true, guests: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(
      'Sorry, only 2 more spots are left, so your party can be at most 2 people. Please choose fewer.',
    );
    expect((await change(token, { attending: true, guests: 2 })).statusCode).toBe(200);
    expect(await seatsOf(event.id)).toBe(4);

    // Full: declining still works; coming back does not.
    expect((await change(token, { attending: false, guests: 2 })).statusCode).toBe(200);
    await insertRsvp(t.db, { eventId: event.id, email: 'y@example.org', guests: 2 });
    const full = await change(token, { attending: true, guests: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: EVENT_WORDS.eventFull });
  });

  it('refuses bad input with a message on the field and changes nothing', async () => {
    const event = await insertEvent(t.db);
    const token = await rsvpAndOpenEmail(event.id, { name: 'Ann', email: 'ann@example.org', guests: 2 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ attending: true, guests: 0 }, 'guests', EVENT_WORDS.guestsMin],
      [{ attending: true, guests: 11 }, 'guests', EVENT_WORDS.guestsMax],
      [{ attending: true, guests: 'two' }, 'guests', EVENT_WORDS.guestsMin],
      [{ guests: 2 }, 'attending', RSVP_MANAGE_WORDS.attendingRequired],
      [{ attending: true, guests: 2, email: 'bo@example.org' }, 'email', 'This field is not allowed.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await change(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toEqual([message]);
    }
    expect((await open(token)).json()).toMatchObject({ guests: 2, attending: true });
  });

  it('refuses changes once the event has taken place or stopped taking RSVPs; a cancel only when past', async () => {
    const event = await insertEvent(t.db, { date: daysAfter(clock.now(), 2) });
    const token = await rsvpAndOpenEmail(event.id, { name: 'Ann', email: 'ann@example.org' });
    clock.set(daysAfter(clock.now(), 3));
    expect((await open(token)).json()).toMatchObject({ can_change: false, can_cancel: false });
    const late = await change(token, { attending: false, guests: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: RSVP_MANAGE_WORDS.closedPast });
    expect((await cancel(token)).json()).toEqual({ error: RSVP_MANAGE_WORDS.closedPast });

    const closed = await insertEvent(t.db, { date: daysAfter(clock.now(), 2) });
    const closedToken = await rsvpAndOpenEmail(closed.id, { name: 'Bo', email: 'bo@example.org' });
    await t.db.update(events).set({ acceptsRsvp: false }).where(eq(events.id, closed.id));
    const refused = await change(closedToken, { attending: true, guests: 2 });
    expect(refused.json()).toEqual({ error: RSVP_MANAGE_WORDS.closedNoRsvps });
    expect((await cancel(closedToken)).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('removes the RSVP, frees its seats, and the link then opens nothing', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 5 });
    const token = await rsvpAndOpenEmail(event.id, { name: 'Ann', email: 'ann@example.org', guests: 5 });
    expect(await seatsOf(event.id)).toBe(5);
    const cancelled = await cancel(token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: RSVP_MANAGE_WORDS.cancelled,
      event: { rsvp_count: 0, spots_remaining: 5, is_full: false },
    });
    expect(await t.db.select().from(eventRsvps)).toEqual([]);
    expect((await open(token)).statusCode).toBe(404);
    expect((await cancel(token)).statusCode).toBe(404);
    // The freed seats can be taken, by the same address too.
    const again = await t.request({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp/`,
      payload: { name: 'Ann', email: 'ann@example.org', guests: 5 },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('under concurrency', () => {
  it('never overbooks when larger parties and new RSVPs race for the last seats', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 20 });
    const tokens: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < 10; i++) {
      const row = await insertRsvp(t.db, { eventId: event.id, email: `held${i}@example.org`, guests: 1 });
      tokens.push({ id: row.id, token: await issueRsvpLink(t.db, row.id, clock.now()) });
    }
    // 10 seats left; 10 parties want 2 more each, 20 newcomers want 1 each.
    const [changes, newcomers] = await Promise.all([
      Promise.all(tokens.map(({ token }) => change(token, { attending: true, guests: 3 }))),
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.request({
            method: 'POST',
            url: `/api/events/${event.id}/rsvp/`,
            payload: { name: `New ${i}`, email: `new${i}@example.org` },
          }),
        ),
      ),
    ]);
    expect(
      [...changes, ...newcomers].every(
        (r) => r.statusCode === 200 || r.statusCode === 201 || r.statusCode === 409,
      ),
    ).toBe(true);
    const grown = changes.filter((r) => r.statusCode === 200).length;
    const joined = newcomers.filter((r) => r.statusCode === 201).length;
    expect(10 + grown * 2 + joined).toBeLessThanOrEqual(20);
    expect(await seatsOf(event.id)).toBe(10 + grown * 2 + joined);
    for (const [index, { id }] of tokens.entries()) {
      expect((await rowOf(id))!.guests).toBe(changes[index]!.statusCode === 200 ? 3 : 1);
    }
  });
});
