/**
 * Cancelling an event and changing its time or place (docs/product.md#change-notices), on the loopback
 * SMTP server: every attending RSVP gets one email whose calendar file, read by ical.js, updates
 * (METHOD:REQUEST) or cancels (METHOD:CANCEL, STATUS:CANCELLED) the same entry with a higher SEQUENCE;
 * people who declined get nothing; other edits send nothing. The join link never leaves through a
 * public read.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EVENT_WORDS, RSVP_MANAGE_WORDS, type Event } from '#shared/events/contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertRsvp } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { eventRsvps } from '#server/db/schema/index.ts';
import { issueRsvpLink } from '#server/features/events/events.rsvp-links.ts';

let t: TestAppWithMail;
let cookie: string;

beforeEach(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2030-11-01T15:00:00Z')), smtp: true });
  cookie = await signInAsStaff(t);
});
afterEach(() => t.close());

const staff = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Saturday, December 14, 2030, 7 PM to 9:30 PM in Austin (CST). */
const WHEN = { date: '2030-12-14T19:00', end_date: '2030-12-14T21:30' };

/** An event with two attendees and one who declined. */
async function eventWithAnswers(overrides: Record<string, unknown> = {}) {
  const created = await staff('POST', '/api/events/', buildEventPayload({ ...WHEN, ...overrides }));
  expect(created.statusCode).toBe(201);
  const event = created.json<Event>();
  await insertRsvp(t.db, { eventId: event.id, name: 'Ann Lee', email: 'ann@example.org', guests: 2 });
  await insertRsvp(t.db, { eventId: event.id, name: 'Bo Park', email: 'bo@example.org' });
  await insertRsvp(t.db, { eventId: event.id, name: 'Cy Diaz', email: 'cy@example.org', attending: false });
  return event;
}

/** Every email delivered, once those to `waitFor` have arrived and the outbox is idle. */
async function delivered(...waitFor: string[]): Promise<ParsedMail[]> {
  for (const address of waitFor) await t.smtp.waitForEmailTo(address);
  await t.app.services.outbox.idle();
  return t.smtp.messages;
}

function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.filename?.endsWith('.ics'))!;
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    contentType: file.contentType,
  };
}

describe('cancelling an event', () => {
  it('keeps it, marked cancelled and closed to RSVPs, and sends each attendee one cancellation', async () => {
    const event = await eventWithAnswers();
    const response = await staff('POST', `/api/admin/events/${event.id}/cancel/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Cancelled “${event.title}”. 2 attendees were emailed.`,
    });

    const mails = await delivered('ann@example.org', 'bo@example.org');
    expect(mails.map((m) => m.to && 'text' in m.to && m.to.text).sort()).toEqual([
      'ann@example.org',
      'bo@example.org',
    ]);
    const [ann] = mails.filter((m) => m.subject === `Cancelled: ${event.title}`);
    expect(ann!.text).toContain('has been cancelled');
    expect(calendarOf(ann!)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 1,
      uid: `event-${event.id}@localhost`,
      start: '2030-12-15T01:00:00.000Z',
    });

    const shown = (await t.request({ method: 'GET', url: `/api/events/${event.id}/` })).json<Event>();
    expect(shown).toMatchObject({ id: event.id, rsvp_open: false, calendar_sequence: 1 });
    expect(shown.cancelled_at).toBe('2030-11-01T15:00:00.000Z');
    const listed = (await t.request({ method: 'GET', url: '/api/events/?filter=upcoming' })).json<Event[]>();
    expect(listed.find((e) => e.id === event.id)?.cancelled_at).not.toBeNull();

    const rsvp = await t.request({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp/`,
      payload: { name: 'Dee', email: 'dee@example.org', guests: 1, attending: true },
    });
    expect(rsvp.statusCode).toBe(409);
    expect(rsvp.json()).toEqual({ error: EVENT_WORDS.eventCancelled });

    // The manage link no longer changes the answer.
    const [annRsvp] = await t.db.select().from(eventRsvps).where(eq(eventRsvps.email, 'ann@example.org'));
    const token = await issueRsvpLink(t.db, annRsvp!.id, new Date());
    const change = await t.request({
      method: 'PUT',
      url: `/api/events/rsvp/?token=${token}`,
      payload: { attending: true, guests: 3 },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ error: RSVP_MANAGE_WORDS.closedCancelled });

    const again = await staff('POST', `/api/admin/events/${event.id}/cancel/`);
    expect(again.statusCode).toBe(409);
    expect((await delivered()).length).toBe(2);
  });

  it('is never the next event the home page or the banner point to', async () => {
    const event = await eventWithAnswers({ is_featured: true });
    const { events: eventsService } = t.app.services;
    expect((await eventsService.featuredUpcoming()).map((e) => e.id)).toContain(event.id);
    expect((await eventsService.nextUpcomingByTitle([event.title]))[event.title]?.id).toBe(event.id);
    expect((await staff('POST', `/api/admin/events/${event.id}/cancel/`)).statusCode).toBe(200);
    expect((await eventsService.featuredUpcoming()).map((e) => e.id)).not.toContain(event.id);
    expect(await eventsService.nextUpcomingByTitle([event.title])).toEqual({});
  });

  it('is for staff only', async () => {
    const event = await eventWithAnswers();
    const response = await t.request({ method: 'POST', url: `/api/admin/events/${event.id}/cancel/` });
    expect(response.statusCode).toBe(401);
    const shown = (await t.request({ method: 'GET', url: `/api/events/${event.id}/` })).json<Event>();
    expect(shown.cancelled_at).toBeNull();
  });
});

describe('deleting an event', () => {
  const remove = (id: number) =>
    t.request({ method: 'DELETE', url: `/api/events/${id}/`, headers: { cookie } });

  it('that is upcoming cancels it first: each attendee gets the cancellation Cancel sends, then it is gone', async () => {
    const event = await eventWithAnswers();
    expect((await remove(event.id)).statusCode).toBe(204);

    const mails = await delivered('ann@example.org', 'bo@example.org');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Cancelled: ${event.title}`);
      expect(mail.text).toContain('has been cancelled');
      // Its page is gone: the email sends people to the events page instead.
      expect(mail.text).toContain('See what else is coming up: http');
      expect(mail.text).not.toContain(`/events/${event.id}`);
      expect(calendarOf(mail)).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        sequence: 1,
        uid: `event-${event.id}@localhost`,
      });
    }
    expect((await t.request({ method: 'GET', url: `/api/events/${event.id}/` })).statusCode).toBe(404);
    expect(await t.db.select().from(eventRsvps)).toEqual([]);
  });

  it('that was already cancelled, or is past, tells no one again', async () => {
    const cancelled = await eventWithAnswers();
    await staff('POST', `/api/admin/events/${cancelled.id}/cancel/`);
    await delivered('ann@example.org', 'bo@example.org');
    const past = await eventWithAnswers({ date: '2030-10-01T19:00', end_date: '2030-10-01T21:00' });
    expect((await remove(cancelled.id)).statusCode).toBe(204);
    expect((await remove(past.id)).statusCode).toBe(204);
    expect((await delivered()).length).toBe(2);
  });
});

describe('changing an event', () => {
  it('sends each attendee one update with the new time in the same entry, SEQUENCE raised', async () => {
    const event = await eventWithAnswers();
    const moved = await staff(
      'PUT',
      `/api/events/${event.id}/`,
      buildEventPayload({ date: '2030-12-21T18:00', end_date: '2030-12-21T20:00' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Event>().calendar_sequence).toBe(1);

    const mails = await delivered('ann@example.org', 'bo@example.org');
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject === `Changed: ${event.title}`)).toBe(true);
    expect(mails[0]!.text).toContain('Date: Saturday, December 21, 2030');
    expect(mails[0]!.text).toMatch(/\/events\/rsvp\?token=[\w-]{43}/);
    expect(calendarOf(mails[0]!)).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      sequence: 1,
      uid: `event-${event.id}@localhost`,
      start: '2030-12-22T00:00:00.000Z',
    });
  });

  it('sends nothing when only the description or the image changes', async () => {
    const event = await eventWithAnswers();
    const edited = await staff(
      'PUT',
      `/api/events/${event.id}/`,
      buildEventPayload({ ...WHEN, description: 'New words.', image_url: '/images/new.jpg' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Event>().calendar_sequence).toBe(0);
    // A later change is told at once; by then nothing else has been sent.
    await staff('PUT', `/api/events/${event.id}/`, buildEventPayload({ ...WHEN, location: 'Zilker Park' }));
    const mails = await delivered('ann@example.org', 'bo@example.org');
    expect(mails.map((m) => m.subject)).toEqual([`Changed: ${event.title}`, `Changed: ${event.title}`]);
  });

  it('tells attendees of a new place', async () => {
    const event = await eventWithAnswers();
    await staff('PUT', `/api/events/${event.id}/`, buildEventPayload({ ...WHEN, location: 'Zilker Park' }));
    const mails = await delivered('ann@example.org', 'bo@example.org');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Place: Zilker Park');
  });
});

describe('the join link of an online event', () => {
  it('is in the staff list and the registrant’s manage page, never in a public read', async () => {
    const joinUrl = 'https://meet.example/secret-room';
    const event = await eventWithAnswers({ is_online: true, online_url: joinUrl });
    const publicReads = [
      await t.request({ method: 'GET', url: `/api/events/${event.id}/` }),
      await t.request({ method: 'GET', url: '/api/events/' }),
      await t.request({ method: 'GET', url: `/events/${event.id}/calendar.ics` }),
      await t.request({ method: 'GET', url: '/calendar.ics' }),
    ];
    for (const read of publicReads) {
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain('secret-room');
    }
    const staffList = (await staff('GET', '/api/admin/events/')).json<Event[]>();
    expect(staffList.find((e) => e.id === event.id)?.online_url).toBe(joinUrl);

    const [rsvp] = await t.db.query.eventRsvps.findMany({ limit: 1 });
    const token = await issueRsvpLink(t.db, rsvp!.id, new Date());
    const manage = await t.request({ method: 'GET', url: `/api/events/rsvp/?token=${token}` });
    expect(manage.json<{ event: Event }>().event.online_url).toBe(joinUrl);
  });
});
