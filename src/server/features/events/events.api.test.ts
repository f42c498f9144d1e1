/**
 * The events API (docs/product.md#api): listing and filters, one event, the staff writes with the admin
 * form's rules, the attendee list, and who may call what.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_WORDS, type Event } from '#shared/events/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { eventRsvps, events } from '#server/db/schema/index.ts';
import { buildEventPayload, daysAfter, insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';

let t: TestApp;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock(new Date('2026-06-01T15:00:00Z'));
  t = await createTestApp({ clock });
});
afterEach(() => t.close());

const at = (days: number) => daysAfter(clock.now(), days);

describe('GET /api/events/ and GET /api/events/{id}/', () => {
  it('lists every event with computed rsvp_count, spots_remaining, is_full, is_past and rsvp_open, in snake_case', async () => {
    const upcoming = await insertEvent(t.db, { title: 'Soon', date: at(3), rsvpLimit: 10 });
    await insertEvent(t.db, { title: 'Gone', date: at(-3) });
    await insertRsvp(t.db, { eventId: upcoming.id, email: 'a@example.org', guests: 3 });
    await insertRsvp(t.db, { eventId: upcoming.id, email: 'b@example.org', guests: 2 });
    await insertRsvp(t.db, { eventId: upcoming.id, email: 'c@example.org', guests: 4, attending: false });

    const response = await t.request({ method: 'GET', url: '/api/events/' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Event[];
    expect(list.map((e) => e.title)).toEqual(['Gone', 'Soon']);
    const soon = list.find((e) => e.title === 'Soon')!;
    // Declined answers take no seats.
    expect(soon).toMatchObject({
      rsvp_count: 5,
      rsvp_limit: 10,
      spots_remaining: 5,
      is_full: false,
      is_past: false,
      rsvp_open: true,
    });
    expect(list.find((e) => e.title === 'Gone')).toMatchObject({
      is_past: true,
      rsvp_open: false,
      rsvp_count: 0,
      spots_remaining: null,
      is_full: false,
    });
    expect(Object.keys(soon).sort()).toEqual(
      [
        'id',
        'title',
        'title_es',
        'subtitle',
        'subtitle_es',
        'event_type',
        'description',
        'description_es',
        'image_url',
        'image_id',
        'image',
        'date',
        'end_date',
        'date_tbd',
        'location',
        'location_address',
        'location_map_url',
        'is_online',
        'online_url',
        'online_link_public',
        'registration_required',
        'registration_url',
        'accepts_rsvp',
        'rsvp_limit',
        'rsvp_count',
        'spots_remaining',
        'is_full',
        'rsvp_open',
        'is_featured',
        'is_past',
        'cancelled_at',
        'calendar_sequence',
        'reminders_enabled',
        'series_id',
        'created_at',
        'updated_at',
      ].sort(),
    );

    const one = await t.request({ method: 'GET', url: `/api/events/${upcoming.id}/` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(soon);
    const noSlash = await t.request({ method: 'GET', url: `/api/events/${upcoming.id}` });
    expect(noSlash.json()).toEqual(soon);
  });

  it('filters: upcoming and featured by date ascending (a TBD date after every dated event), past descending; an ongoing or TBD event is not past', async () => {
    await insertEvent(t.db, { title: 'Past 1', date: at(-10) });
    await insertEvent(t.db, { title: 'Past 2', date: at(-2), isFeatured: true });
    await insertEvent(t.db, { title: 'Later', date: at(20), isFeatured: true });
    await insertEvent(t.db, { title: 'Next', date: at(2) });
    // Started yesterday, ends tomorrow: still upcoming.
    await insertEvent(t.db, { title: 'Ongoing', date: at(-1), endDate: at(1) });
    // A TBD date whose tentative date has gone by is still not past.
    await insertEvent(t.db, { title: 'TBD', date: at(-5), dateTbd: true });

    const titles = async (filter: string) =>
      ((await t.request({ method: 'GET', url: `/api/events/?filter=${filter}` })).json() as Event[]).map(
        (e) => e.title,
      );
    expect(await titles('upcoming')).toEqual(['Ongoing', 'Next', 'Later', 'TBD']);
    expect(await titles('past')).toEqual(['Past 2', 'Past 1']);
    expect(await titles('featured')).toEqual(['Past 2', 'Later']);
    expect(await titles('all')).toEqual(['Past 1', 'Past 2', 'Ongoing', 'Next', 'Later', 'TBD']);
    const bad = await t.request({ method: 'GET', url: '/api/events/?filter=soon' });
    expect(bad.statusCode).toBe(400);
  });

  it('the banner and the home page prefer a dated event to one whose date is still to be announced', async () => {
    // Held in place by dates sooner than the dated events': what the visitor reads is "TBD".
    await insertEvent(t.db, { title: 'Restoration', date: at(1), dateTbd: true, isFeatured: true });
    await insertEvent(t.db, { title: 'Gathering', date: at(2), dateTbd: true });
    const gathering = await insertEvent(t.db, { title: 'Gathering', date: at(9) });
    const retreat = await insertEvent(t.db, { title: 'Retreat', date: at(12), isFeatured: true });

    const featured = await t.app.services.events.featuredUpcoming(2);
    expect(featured.map((e) => e.title)).toEqual(['Retreat', 'Restoration']);
    expect(featured[0]!.id).toBe(retreat.id);
    const byTitle = await t.app.services.events.nextUpcomingByTitle(['Gathering', 'Restoration']);
    expect(byTitle.Gathering?.id).toBe(gathering.id);
    expect(byTitle.Restoration?.date_tbd).toBe(true);
  });

  it("answers 404 'Event not found' for an unknown or malformed id", async () => {
    for (const url of ['/api/events/999/', '/api/events/abc/', '/api/events/0/', '/api/events/1.5/']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: EVENT_WORDS.notFound });
    }
  });
});

describe('staff writes: POST, PUT, DELETE /api/events/ and GET attendees', () => {
  it('refuses every write and the attendee list without a staff session (401), and stores nothing', async () => {
    const event = await insertEvent(t.db);
    const calls = [
      { method: 'POST' as const, url: '/api/events/', payload: buildEventPayload() },
      { method: 'PUT' as const, url: `/api/events/${event.id}/`, payload: buildEventPayload() },
      { method: 'DELETE' as const, url: `/api/events/${event.id}/` },
      { method: 'GET' as const, url: `/api/events/${event.id}/attendees/` },
    ];
    for (const call of calls) {
      const response = await t.request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect((await t.db.select({ n: count() }).from(events))[0]!.n).toBe(1);
    expect((await t.db.select().from(events))[0]!.title).toBe('Test Gathering');
  });

  it('refuses a staff write from another site (403)', async () => {
    const cookie = await signInAsStaff(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie, origin: 'https://evil.example' },
      payload: buildEventPayload(),
    });
    expect(response.statusCode).toBe(403);
    expect((await t.db.select({ n: count() }).from(events))[0]!.n).toBe(0);
  });

  it('creates, updates and deletes an event; date-times without a zone are Austin time; computed fields are ignored', async () => {
    const cookie = await signInAsStaff(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventPayload({
        rsvp_count: 999,
        is_past: true,
        id: 77,
        spots_remaining: 0,
        is_full: true,
        rsvp_open: false,
      }),
    });
    expect(created.statusCode).toBe(201);
    const event = created.json() as Event;
    expect(event).toMatchObject({
      title: 'Prophetic Restoration Service',
      event_type: 'SERVICE',
      // 7 PM in Austin in December (CST, UTC-6) is 01:00 UTC the next day.
      date: '2026-12-13T01:00:00.000Z',
      end_date: '2026-12-13T03:30:00.000Z',
      image_url: null,
      online_url: null,
      registration_url: null,
      rsvp_limit: 40,
      rsvp_count: 0,
      spots_remaining: 40,
      is_full: false,
      is_past: false,
      rsvp_open: true,
      is_featured: true,
      date_tbd: false,
    });
    expect(event.id).not.toBe(77);

    const updated = await t.request({
      method: 'PUT',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
      payload: buildEventPayload({
        title: 'Renamed',
        date: '2026-07-04T18:00:00-05:00',
        end_date: null,
        rsvp_limit: '',
        event_type: 'CONFERENCE',
        is_online: true,
        online_url: 'https://www.youtube.com/live',
        date_tbd: true,
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: event.id,
      title: 'Renamed',
      date: '2026-07-04T23:00:00.000Z',
      end_date: null,
      rsvp_limit: null,
      spots_remaining: null,
      event_type: 'CONFERENCE',
      online_url: 'https://www.youtube.com/live',
      date_tbd: true,
    });

    await insertRsvp(t.db, { eventId: event.id, email: 'x@example.org', guests: 2 });
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.db.select().from(events).where(eq(events.id, event.id))).toEqual([]);
    expect(await t.db.select().from(eventRsvps)).toEqual([]);
    const again = await t.request({ method: 'DELETE', url: `/api/events/${event.id}/`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    const putMissing = await t.request({
      method: 'PUT',
      url: '/api/events/4242/',
      headers: { cookie },
      payload: buildEventPayload(),
    });
    expect(putMissing.statusCode).toBe(404);
    expect(putMissing.json()).toEqual({ error: EVENT_WORDS.notFound });
  });

  it("checks the admin form's rules with their messages, all at once, and stores nothing", async () => {
    const cookie = await signInAsStaff(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventPayload({
        title: ' ',
        date: '',
        location: '',
        description: '',
        registration_required: true,
        registration_url: '',
        is_online: true,
        online_url: '',
        rsvp_limit: 0,
      }),
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string[]> };
    expect(fields).toEqual({
      title: [EVENT_WORDS.titleRequired],
      date: [EVENT_WORDS.dateRequired],
      location: [EVENT_WORDS.locationRequired],
      description: [EVENT_WORDS.descriptionRequired],
      registration_url: ['Registration URL is required when registration is required'],
      online_url: ['Online URL is required for online events'],
      rsvp_limit: [EVENT_WORDS.rsvpLimitMin],
    });
    expect((await t.db.select({ n: count() }).from(events))[0]!.n).toBe(0);
  });

  it.each([
    [{ title: undefined }, 'title', 'Title is required'],
    [{ date: undefined }, 'date', 'Event date is required'],
    [{ date: 'next friday' }, 'date', EVENT_WORDS.dateInvalid],
    [{ end_date: '2026-12-12T18:00' }, 'end_date', EVENT_WORDS.endDateBeforeStart],
    [{ location: undefined }, 'location', 'Location is required'],
    [{ description: undefined }, 'description', 'Description is required'],
    [{ rsvp_limit: -3 }, 'rsvp_limit', EVENT_WORDS.rsvpLimitMin],
    [{ rsvp_limit: 2.5 }, 'rsvp_limit', EVENT_WORDS.rsvpLimitMin],
    [{ event_type: 'PARTY' }, 'event_type', EVENT_WORDS.eventTypeInvalid],
    [{ registration_url: 'javascript:alert(1)' }, 'registration_url', EVENT_WORDS.urlInvalid],
    [{ image_url: '//evil.example/x.png' }, 'image_url', EVENT_WORDS.imageUrlInvalid],
    [{ is_admin: true }, 'is_admin', 'This field is not allowed.'],
  ])('refuses %j with a message on %s', async (change, field, message) => {
    const cookie = await signInAsStaff(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventPayload(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual([message]);
  });

  it('accepts an image as a site path, a blank limit as unlimited, and a TBD date', async () => {
    const cookie = await signInAsStaff(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventPayload({ image_url: '/images/demo/x.jpg', rsvp_limit: null, date_tbd: true }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      image_url: '/images/demo/x.jpg',
      rsvp_limit: null,
      date_tbd: true,
    });
  });

  it('lists attendees, newest first, declined answers included, for staff only', async () => {
    const cookie = await signInAsStaff(t);
    const event = await insertEvent(t.db);
    await t.db.insert(eventRsvps).values([
      {
        eventId: event.id,
        name: 'Ruth',
        email: 'ruth@example.org',
        phone: '512-555-0100',
        guests: 2,
        message: 'So glad!',
        createdAt: new Date('2026-05-01T10:00:00Z'),
      },
      {
        eventId: event.id,
        name: 'Boaz',
        email: 'boaz@example.org',
        guests: 1,
        attending: false,
        createdAt: new Date('2026-05-02T10:00:00Z'),
      },
    ]);
    const response = await t.request({
      method: 'GET',
      url: `/api/events/${event.id}/attendees/`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      expect.objectContaining({ name: 'Boaz', attending: false, guests: 1, phone: null }),
      {
        id: expect.any(String),
        name: 'Ruth',
        email: 'ruth@example.org',
        phone: '512-555-0100',
        guests: 2,
        message: 'So glad!',
        created_at: '2026-05-01T10:00:00.000Z',
        attending: true,
        locale: 'en',
      },
    ]);
    const missing = await t.request({
      method: 'GET',
      url: '/api/events/999/attendees/',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /events/{id}/calendar.ics', () => {
  it('serves the event as an iCalendar file at its UTC instant; none for a TBD date or an unknown event', async () => {
    const event = await insertEvent(t.db, {
      title: 'Night of Worship',
      date: new Date('2026-07-04T23:00:00Z'),
    });
    const response = await t.request({ method: 'GET', url: `/events/${event.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="night-of-worship-${event.id}.ics"`,
    );
    // 6 PM CDT in Austin.
    expect(response.body).toContain('DTSTART:20260704T230000Z\r\n');
    expect(response.body).toContain(`URL:http://localhost:3000/events/${event.id}`);

    const tbd = await insertEvent(t.db, { dateTbd: true });
    expect((await t.request({ method: 'GET', url: `/events/${tbd.id}/calendar.ics` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/events/999/calendar.ics' })).statusCode).toBe(404);
  });
});
