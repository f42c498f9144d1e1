/**
 * The waitlist (docs/product.md#waitlist): joining a full event gives a place in line, a second join
 * with the same address changes nothing and is answered alike; freed seats (a cancel, a decline, a
 * higher limit) are offered to the first in line whose party fits, held against new RSVPs, claimed
 * once, and after 24 hours (test clock) passed to the next person. Emails on the loopback SMTP server.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_WORDS } from '#shared/events/contract.ts';
import { WAITLIST_WORDS } from '#shared/events/waitlist-words.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertEvent } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { waitlistHelpers } from '#tests/helpers/waitlist.ts';
import { eventRsvps, eventWaitlist } from '#server/db/schema/index.ts';

let t: TestAppWithMail;
let clock: TestClock;
const HOUR = 60 * 60_000;
const w = waitlistHelpers(() => t);

beforeEach(async () => {
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  t = await createTestApp({ clock, smtp: true });
});
afterEach(() => t.close());

/** An event of `limit` seats, all taken by Sam (whose manage token is returned). */
async function fullEvent(limit = 2) {
  const event = await insertEvent(t.db, { title: 'Night of Worship', rsvpLimit: limit });
  const samToken = await w.rsvpToken(event.id, {
    name: 'Sam Seated',
    email: 'sam@example.org',
    guests: limit,
  });
  return { event, samToken };
}

describe('joining the waitlist', () => {
  it('gives each person their place in line and a private link to see it', async () => {
    const { event } = await fullEvent();
    const first = await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ place: 1 });
    expect(first.json().message).toContain('You are number 1 in line for 2 people');
    const second = await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org' });
    expect(second.json()).toMatchObject({ place: 2 });

    const bobToken = await w.tokenFrom('bob@example.org', 'On the waitlist');
    const opened = await w.open(bobToken);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toMatchObject({ name: 'Bob Ray', status: 'waiting', place: 2, guests: 1 });
    expect(opened.json()).not.toHaveProperty('email');

    // Leaving the line moves everyone behind up.
    const annToken = await w.tokenFrom('ann@example.org', 'On the waitlist');
    expect((await w.act(annToken, 'leave')).json().message).toBe(WAITLIST_WORDS.left);
    expect((await w.open(bobToken)).json()).toMatchObject({ place: 1 });
  });

  it('answers a second join with the same address exactly as a new one, stores nothing, and emails its owner', async () => {
    const { event } = await fullEvent();
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org' });
    await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org' });
    clock.advance(2 * HOUR); // past the hourly reply rule
    const again = await w.join(event.id, { name: 'Ann Lee', email: 'ANN@example.org', guests: 3 });
    const stranger = await w.join(event.id, { name: 'Ann Lee', email: 'carl@example.org', guests: 3 });
    expect(again.statusCode).toBe(stranger.statusCode);
    expect(again.json().message).toBe(stranger.json().message.replace('number 4', 'number 3'));
    expect(again.json().place).toBe(3);
    const annEntries = await t.db
      .select()
      .from(eventWaitlist)
      .where(eq(eventWaitlist.email, 'ann@example.org'));
    expect(annEntries.map((entry) => entry.guests)).toEqual([1]);
    const [note] = await w.emailsTo('ann@example.org', 'You are already on the waitlist');
    expect(note?.text).toContain('Your place in line: 1');
    expect((await w.open(await w.tokenFrom('ann@example.org', 'You are already'))).json().place).toBe(1);
  });

  it('refuses a party that fits (RSVP instead) and a past event, storing nothing', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 5 });
    const fits = await w.join(event.id, { name: 'Ann', email: 'ann@example.org', guests: 2 });
    expect(fits.statusCode).toBe(409);
    expect(fits.json().error).toBe(WAITLIST_WORDS.partyFits);
    const past = await insertEvent(t.db, { rsvpLimit: 1, date: new Date('2030-05-01T15:00:00Z') });
    expect((await w.join(past.id, { name: 'Ann', email: 'ann@example.org' })).json().error).toBe(
      EVENT_WORDS.eventPast,
    );
    expect(await t.db.select().from(eventWaitlist)).toEqual([]);
  });
});

describe('offers of freed seats', () => {
  it('offers a cancelled RSVP’s seats to the first in line whose party fits, held against new RSVPs', async () => {
    const { event, samToken } = await fullEvent(2);
    await w.join(event.id, { name: 'Big Party', email: 'big@example.org', guests: 3 });
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 2 });
    await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org', guests: 1 });
    expect((await w.cancelRsvp(samToken)).statusCode).toBe(200);

    const [offer] = await w.emailsTo('ann@example.org', 'Seats are free for you');
    expect(offer?.text).toContain(
      'We are holding seats for 2 people until Sunday, June 2, 2030 at 10:00 AM CDT',
    );
    expect(await w.emailsTo('big@example.org', 'Seats are free')).toEqual([]);
    expect(await w.emailsTo('bob@example.org', 'Seats are free')).toEqual([]);
    // The held seats are not free for anyone else.
    expect(await w.seatsOf(event.id)).toMatchObject({ spots_remaining: 0, is_full: true });
    const newcomer = await w.rsvp(event.id, { name: 'Dan', email: 'dan@example.org' });
    expect(newcomer.json().error).toBe(EVENT_WORDS.eventFull);

    const annToken = await w.tokenFrom('ann@example.org', 'Seats are free');
    expect((await w.open(annToken)).json()).toMatchObject({ status: 'offered', place: 2 });
    const claimed = await w.act(annToken, 'claim');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toContain('The seats are yours');
    const [rsvp] = await t.db.select().from(eventRsvps).where(eq(eventRsvps.email, 'ann@example.org'));
    expect(rsvp).toMatchObject({ attending: true, guests: 2 });
    const [confirmation] = await w.emailsTo('ann@example.org', 'Your RSVP');
    expect(confirmation?.text).toMatch(/\/events\/rsvp\?token=/);
    expect(claimed.json().rsvp_path).toMatch(/^\/events\/rsvp\?token=/);

    // A second click: already claimed, and nothing changes.
    const twice = await w.act(annToken, 'claim');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(WAITLIST_WORDS.alreadyClaimed);
    expect(await t.db.select().from(eventRsvps).where(eq(eventRsvps.email, 'ann@example.org'))).toHaveLength(
      1,
    );
    expect((await w.seatsOf(event.id)).rsvp_count).toBe(2);
  });

  it('offers seats when someone declines or takes fewer guests through their link', async () => {
    const { event, samToken } = await fullEvent(4);
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 1 });
    await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org', guests: 3 });
    expect((await w.changeRsvp(samToken, { attending: true, guests: 3 })).statusCode).toBe(200);
    expect(await w.emailsTo('ann@example.org', 'Seats are free')).toHaveLength(1);
    expect((await w.changeRsvp(samToken, { attending: false, guests: 3 })).statusCode).toBe(200);
    expect(await w.emailsTo('bob@example.org', 'Seats are free')).toHaveLength(1);
  });

  it('offers seats when staff raise the limit, and lets staff see the line and offer by hand', async () => {
    const { event } = await fullEvent(2);
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 2 });
    await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org', guests: 1 });
    await w.join(event.id, { name: 'Cy Low', email: 'cy@example.org', guests: 1 });
    const cookie = await signInAsStaff(t);
    const raised = await t.request({
      method: 'PUT',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
      payload: buildEventPayload({
        title: 'Night of Worship',
        date: '2035-06-15T19:00',
        end_date: '',
        rsvp_limit: 4,
      }),
    });
    expect(raised.statusCode).toBe(200);
    expect(await w.emailsTo('ann@example.org', 'Seats are free')).toHaveLength(1);
    expect(await w.emailsTo('bob@example.org', 'Seats are free')).toEqual([]);

    const list = await t.request({
      method: 'GET',
      url: `/api/admin/events/${event.id}/waitlist/`,
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().map((e: { place: number; email: string; status: string }) => [e.place, e.email, e.status]),
    ).toEqual([
      [1, 'ann@example.org', 'offered'],
      [2, 'bob@example.org', 'waiting'],
      [3, 'cy@example.org', 'waiting'],
    ]);
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/events/${event.id}/waitlist/` })).statusCode,
    ).toBe(401);

    // Ann declines: her two seats go to the next two in line, one guest each.
    await w.act(await w.tokenFrom('ann@example.org', 'Seats are free'), 'decline');
    expect(await w.emailsTo('bob@example.org', 'Seats are free')).toHaveLength(1);
    expect(await w.emailsTo('cy@example.org', 'Seats are free')).toHaveLength(1);
  });
});

it('offers the seats of an attendee staff remove', async () => {
  const { event } = await fullEvent(2);
  await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 2 });
  const cookie = await signInAsStaff(t);
  const [sam] = await t.db.select().from(eventRsvps).where(eq(eventRsvps.email, 'sam@example.org'));
  const url = `/api/admin/events/${event.id}/attendees/${sam!.id}/`;
  expect((await t.request({ method: 'DELETE', url })).statusCode).toBe(401);
  const removed = await t.request({ method: 'DELETE', url, headers: { cookie } });
  expect(removed.statusCode).toBe(200);
  expect(removed.json().message).toBe('Removed Sam Seated. Their seats are offered to the waitlist.');
  expect(await w.emailsTo('ann@example.org', 'Seats are free')).toHaveLength(1);
  const again = await t.request({ method: 'DELETE', url, headers: { cookie } });
  expect(again.statusCode).toBe(404);
  expect(again.json().error).toBe('Attendee not found');

  // Someone who declined held no seats: removing them offers nothing.
  await w.rsvp(event.id, { name: 'Dee No', email: 'dee@example.org', attending: false });
  const [dee] = await t.db.select().from(eventRsvps).where(eq(eventRsvps.email, 'dee@example.org'));
  const declined = await t.request({
    method: 'DELETE',
    url: `/api/admin/events/${event.id}/attendees/${dee!.id}/`,
    headers: { cookie },
  });
  expect(declined.json().message).toBe('Removed Dee No.');
});

it('offers the seats of an attendee whose address is erased, and ends the line place of one erased', async () => {
  const { event } = await fullEvent(2);
  await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org', guests: 2 });
  const cookie = await signInAsStaff(t);
  const erase = (email: string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/privacy/erase/',
      headers: { cookie },
      payload: { email, confirm_email: email },
    });
  expect((await erase('sam@example.org')).json()).toMatchObject({ event_seats_freed: 2 });
  expect(await w.emailsTo('ann@example.org', 'Seats are free')).toHaveLength(1);
  // Ann's offer held the seats; erasing her gives them to the next one who joins and fits.
  expect((await erase('ann@example.org')).statusCode).toBe(200);
  expect(await w.seatsOf(event.id)).toMatchObject({ spots_remaining: 2, is_full: false });
});

describe('an offer that is not answered in time', () => {
  it('expires after 24 hours (the sweep), goes to the next in line, and refuses a late claim clearly', async () => {
    const { event, samToken } = await fullEvent(1);
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org' });
    await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org' });
    await w.cancelRsvp(samToken);
    const annToken = await w.tokenFrom('ann@example.org', 'Seats are free');

    clock.advance(24 * HOUR - 60_000);
    expect(await t.app.services.waitlist.sweepExpiredOffers()).toBe(0);
    clock.advance(60_000);
    expect(await t.app.services.waitlist.sweepExpiredOffers()).toBe(1);
    expect(await w.emailsTo('bob@example.org', 'Seats are free')).toHaveLength(1);
    // Ann is told, with the time her hold ended and where to try again.
    const [gone] = await w.emailsTo('ann@example.org', 'The seats held for you were released');
    expect(gone?.text).toContain(
      'We held seats for 1 person at Night of Worship until Sunday, June 2, 2030 at 10:00 AM CDT. ' +
        'We did not hear from you by then, so the seats went to the next person in line.',
    );
    expect(gone?.text).toContain(`/events/${event.id}`);

    const late = await w.act(annToken, 'claim');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(WAITLIST_WORDS.offerExpired);
    expect((await w.open(annToken)).json()).toMatchObject({ status: 'expired', place: null });
    expect(await t.db.select().from(eventRsvps)).toEqual([]);
    // A second sweep finds nothing left to do, and tells Ann nothing twice.
    expect(await t.app.services.waitlist.sweepExpiredOffers()).toBe(0);
    expect(await w.emailsTo('ann@example.org', 'The seats held')).toHaveLength(1);
  });

  it('with no one else in line, frees the seats and says they are open again', async () => {
    const { event, samToken } = await fullEvent(1);
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org' });
    await w.cancelRsvp(samToken);
    clock.advance(24 * HOUR);
    expect(await t.app.services.waitlist.sweepExpiredOffers()).toBe(1);
    const [gone] = await w.emailsTo('ann@example.org', 'The seats held for you were released');
    expect(gone?.text).toContain('so the seats are open again to anyone who RSVPs.');
    expect(await w.seatsOf(event.id)).toMatchObject({ spots_remaining: 1, is_full: false });
  });

  it('is held for WAITLIST_OFFER_HOURS when the setting says so: 2 hours', async () => {
    await t.close();
    t = await createTestApp({ clock, smtp: true, env: { WAITLIST_OFFER_HOURS: '2' } });
    const { event, samToken } = await fullEvent(1);
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org' });
    await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org' });
    await w.cancelRsvp(samToken);
    const [offer] = await w.emailsTo('ann@example.org', 'Seats are free for you');
    // Offered Saturday, June 1, 2030 at 10:00 AM in Austin: held until noon.
    expect(offer?.text).toContain(
      'We are holding seats for 1 person until Saturday, June 1, 2030 at 12:00 PM CDT',
    );
    clock.advance(2 * HOUR);
    expect(await t.app.services.waitlist.sweepExpiredOffers()).toBe(1);
    expect(await w.emailsTo('bob@example.org', 'Seats are free')).toHaveLength(1);
  });

  it('expires when the event is touched, before the sweep runs', async () => {
    const { event, samToken } = await fullEvent(1);
    await w.join(event.id, { name: 'Ann Lee', email: 'ann@example.org' });
    await w.join(event.id, { name: 'Bob Ray', email: 'bob@example.org' });
    await w.cancelRsvp(samToken);
    const annToken = await w.tokenFrom('ann@example.org', 'Seats are free');
    clock.advance(25 * HOUR);
    // Ann's late claim itself ends her offer and passes it on.
    expect((await w.act(annToken, 'claim')).json().error).toBe(WAITLIST_WORDS.offerExpired);
    expect(await w.emailsTo('bob@example.org', 'Seats are free')).toHaveLength(1);
    const bobToken = await w.tokenFrom('bob@example.org', 'Seats are free');
    expect((await w.act(bobToken, 'claim')).statusCode).toBe(200);
  });
});
