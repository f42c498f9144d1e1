/**
 * POST /api/events/{id}/rsvp/: the rules and messages (docs/product.md#rsvps-and-seats), seats and
 * the limit (under concurrency too, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL), refusals,
 * the same email answering twice (it changes nothing and is answered as a new address is), and the
 * confirmation email with its calendar file and private link over real SMTP.
 */
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_WORDS, onlySpotsLeftMessage } from '#shared/events/contract.ts';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { site } from '#shared/site/settings.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { formRejectionRows } from '#tests/helpers/form-rejections.ts';
import { eventRsvps, emailOutbox } from '#server/db/schema/index.ts';
import { daysAfter, insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';

let t: TestAppWithMail;
let clock: TestClock;

beforeEach(async () => {
  // Ahead of the real time: the outbox sends what is due by this clock, and new rows are due from
  // the database's own now().
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  t = await createTestApp({ clock, smtp: true });
});
afterEach(() => t.close());

const rsvp = (id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/events/${id}/rsvp/`, payload });
const rsvpCount = async () => (await t.db.select({ n: count() }).from(eventRsvps))[0]!.n;
const seats = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/events/${id}/` })).json() as {
    rsvp_count: number;
    spots_remaining: number | null;
    is_full: boolean;
  };

describe('RSVP rules and messages', () => {
  it.each([
    [{ email: 'a@example.org' }, 'name', 'Name is required'],
    [{ name: '  ', email: 'a@example.org' }, 'name', 'Name is required'],
    [{ name: 'Ann' }, 'email', 'Email is required'],
    [{ name: 'Ann', email: '' }, 'email', 'Email is required'],
    [{ name: 'Ann', email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ name: 'Ann', email: 'a@example.org', guests: 0 }, 'guests', 'At least 1 guest is required'],
    [{ name: 'Ann', email: 'a@example.org', guests: 11 }, 'guests', EVENT_WORDS.guestsMax],
    [{ name: 'Ann', email: 'a@example.org', guests: 1.5 }, 'guests', 'At least 1 guest is required'],
    [{ name: 'Ann', email: 'a@example.org', seats: 3 }, 'seats', 'This field is not allowed.'],
  ])('refuses %j with the message on %s and stores nothing', async (payload, field, message) => {
    const event = await insertEvent(t.db);
    const response = await rsvp(event.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual([message]);
    expect(await rsvpCount()).toBe(0);
  });

  it('defaults to 1 guest and attending, keeps phone and message', async () => {
    const event = await insertEvent(t.db);
    const response = await rsvp(event.id, {
      name: 'Ann Lee',
      email: 'ann@example.org',
      phone: '512-555-0101',
      message: 'Can we bring a friend?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ attending: true, guests: 1 });
    expect(response.json().message).toBe(
      'Thank you, Ann! Your RSVP for 1 person is confirmed. A confirmation email is on its way.',
    );
    const [row] = await t.db.select().from(eventRsvps);
    expect(row).toMatchObject({
      guests: 1,
      attending: true,
      phone: '512-555-0101',
      message: 'Can we bring a friend?',
    });
  });

  it('refuses a filled honeypot or a too-fast form, sends nothing and counts each', async () => {
    const event = await insertEvent(t.db);
    const bot = await rsvp(event.id, { name: 'B', email: 'b@example.org', website: 'x' });
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    const fast = await rsvp(event.id, {
      name: 'B',
      email: 'b@example.org',
      form_started_at: clock.now().getTime() - 200,
    });
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await rsvpCount()).toBe(0);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    // The route, never the event id or anything the sender typed.
    expect(await formRejectionRows(t.db)).toEqual([
      { form: '/api/events/:id/rsvp/', reason: 'honeypot' },
      { form: '/api/events/:id/rsvp/', reason: 'too_fast' },
    ]);
  });

  it('refuses an unknown event, a past event and an event not taking RSVPs', async () => {
    const past = await insertEvent(t.db, { date: daysAfter(clock.now(), -1) });
    const closed = await insertEvent(t.db, { acceptsRsvp: false });
    const payload = { name: 'Ann', email: 'ann@example.org' };
    const missing = await rsvp(9999, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Event not found' });
    const pastResponse = await rsvp(past.id, payload);
    expect(pastResponse.statusCode).toBe(409);
    expect(pastResponse.json()).toEqual({ error: EVENT_WORDS.eventPast });
    const closedResponse = await rsvp(closed.id, payload);
    expect(closedResponse.statusCode).toBe(409);
    expect(closedResponse.json()).toEqual({ error: EVENT_WORDS.notAcceptingRsvps });
    expect(await rsvpCount()).toBe(0);
  });
});

describe('seats and the limit', () => {
  it('counts guests of attending RSVPs; a party that does not fit is refused with 409 and how many spots are left', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 10 });
    await insertRsvp(t.db, { eventId: event.id, email: 'x@example.org', guests: 6 });
    await insertRsvp(t.db, { eventId: event.id, email: 'y@example.org', guests: 5, attending: false });
    expect(await seats(event.id)).toMatchObject({ rsvp_count: 6, spots_remaining: 4, is_full: false });

    const tooMany = await rsvp(event.id, { name: 'Ann', email: 'ann@example.org', guests: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ error: onlySpotsLeftMessage(4) });
    expect(tooMany.json().error).toBe(
      'Sorry, only 4 spots are left for this event. Please lower the number of guests.',
    );

    const fits = await rsvp(event.id, { name: 'Ann', email: 'ann@example.org', guests: 4 });
    expect(fits.statusCode).toBe(201);
    // The answer shows the seats as it found them (docs/product.md#rsvps-and-seats); the event is now full.
    expect(fits.json().event).toMatchObject({ rsvp_count: 6, spots_remaining: 4, is_full: false });
    expect(await seats(event.id)).toMatchObject({ rsvp_count: 10, spots_remaining: 0, is_full: true });

    const full = await rsvp(event.id, { name: 'Bo', email: 'bo@example.org', guests: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: EVENT_WORDS.eventFull });
    // A declined answer takes no seat, so it is kept even when the event is full.
    const declined = await rsvp(event.id, {
      name: 'Cy',
      email: 'cy@example.org',
      guests: 3,
      attending: false,
    });
    expect(declined.statusCode).toBe(201);
    expect(declined.json().message).toBe('Thank you for letting us know, Cy. We will miss you!');
    expect(await seats(event.id)).toMatchObject({ rsvp_count: 10, spots_remaining: 0, is_full: true });
  });

  it('confirms exactly what fits when 50 RSVPs race for the last 5 seats', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 25 });
    await insertRsvp(t.db, { eventId: event.id, email: 'early@example.org', guests: 10 });
    await insertRsvp(t.db, { eventId: event.id, email: 'earlier@example.org', guests: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        rsvp(event.id, { name: `Guest ${i}`, email: `g${i}@example.org` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await seats(event.id)).toMatchObject({ rsvp_count: 25, spots_remaining: 0 });
    expect(await rsvpCount()).toBe(7);
  });

  it('never overbooks when parties of different sizes race', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 12 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        rsvp(event.id, { name: `P${i}`, email: `p${i}@example.org`, guests: (i % 4) + 1 }),
      ),
    );
    const confirmedSeats = responses
      .map((r, i) => (r.statusCode === 201 ? (i % 4) + 1 : 0))
      .reduce((a, b) => a + b, 0);
    expect(confirmedSeats).toBeLessThanOrEqual(12);
    expect((await seats(event.id)).rsvp_count).toBe(confirmedSeats);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
  });
});

describe('the confirmation email', () => {
  it('at the main meeting place, gives its street address and parking note from the site settings', async () => {
    const event = await insertEvent(t.db, {
      date: new Date('2030-06-16T00:00:00Z'),
      location: site.meetingPlace.name,
      locationAddress: null,
    });
    await rsvp(event.id, { name: 'Ruth Nguyen', email: 'ruth@example.org', guests: 1 });
    const mail = await t.smtp.waitForEmailTo('ruth@example.org');
    expect(mail.text).toContain(
      'Place: Undivided Hearts Ministry Center, 1817 E 12th St, Austin, TX 78702\n' +
        `Parking and entry: ${site.meetingPlace.arrival}`,
    );
    const calendar = mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8');
    expect(calendar.replace(/\r\n /g, '')).toContain(
      'LOCATION:Undivided Hearts Ministry Center\\, 1817 E 12th St',
    );
  });

  it('goes through the outbox with the event, date and time in Austin, place, guests, a link and an .ics file', async () => {
    const event = await insertEvent(t.db, {
      title: 'Prophetic Restoration Service',
      // 7 PM in Austin on Saturday, June 15, 2030 (CDT, UTC-5), until 9:30 PM.
      date: new Date('2030-06-16T00:00:00Z'),
      endDate: new Date('2030-06-16T02:30:00Z'),
      location: 'Ministry Center',
      locationAddress: '900 Barton Springs Rd, Austin, TX 78704',
    });
    const response = await rsvp(event.id, { name: 'Ruth Nguyen', email: 'ruth@example.org', guests: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Thank you, Ruth! Your RSVP for 3 people is confirmed. A confirmation email is on its way.',
    );

    const mail = await t.smtp.waitForEmailTo('ruth@example.org');
    expect(mail.subject).toBe('Your RSVP: Prophetic Restoration Service, Saturday, June 15, 2030');
    expect(mail.text).toContain('Event: Prophetic Restoration Service');
    expect(mail.text).toContain('Date: Saturday, June 15, 2030');
    expect(mail.text).toContain('Time: 7:00 PM – 9:30 PM CDT');
    expect(mail.text).toContain('Place: Ministry Center, 900 Barton Springs Rd, Austin, TX 78704');
    expect(mail.text).toContain(
      'Thank you for your RSVP! We have saved your place at Prophetic Restoration Service for 3 people.',
    );
    expect(mail.text).toContain('Coming: 3 people');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/events/${event.id}`);
    expect(mail.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/events/rsvp\\?token=[\\w-]{43}`));
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString('utf8');
    // 7:00 PM to 9:30 PM CDT (UTC-5) on June 15, written as UTC instants.
    expect(calendar).toContain('DTSTART:20300616T000000Z');
    expect(calendar).toContain('DTEND:20300616T023000Z');

    await t.app.services.outbox.idle();
    const [queued] = await t.db.select().from(emailOutbox);
    expect(queued).toMatchObject({ kind: 'events.rsvp_confirmation', status: 'sent' });
  });

  it('for a TBD date says so and attaches no calendar; a declined answer gets a kind note', async () => {
    const tbd = await insertEvent(t.db, { title: 'Adult Bible Study', dateTbd: true });
    await rsvp(tbd.id, { name: 'Tom', email: 'tom@example.org', guests: 2 });
    const mail = await t.smtp.waitForEmailTo('tom@example.org');
    expect(mail.text).toContain('Date: TBD');
    expect(mail.attachments).toHaveLength(0);

    const other = await insertEvent(t.db, { title: 'Night of Worship' });
    await rsvp(other.id, { name: 'Una', email: 'una@example.org', attending: false });
    const note = await t.smtp.waitForEmailTo('una@example.org');
    expect(note.subject).toBe('We will miss you: Night of Worship');
    expect(note.attachments).toHaveLength(0);
  });

  it('stores no email when the RSVP is refused', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 1 });
    await insertRsvp(t.db, { eventId: event.id, email: 'x@example.org', guests: 1 });
    expect((await rsvp(event.id, { name: 'Ann', email: 'ann@example.org' })).statusCode).toBe(409);
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(0);
  });
});
