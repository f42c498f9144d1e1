/**
 * GET /calendar.ics (docs/product.md#calendar-feed): every upcoming event, a cancelled one marked
 * STATUS:CANCELLED, TBD and past ones left out, read back with ical.js; a series' dates on both sides
 * of a daylight-saving change at the same wall time, one cancelled date marked; an ETag and a 304
 * while nothing changed, a new ETag after a staff change; the same through the shared response cache.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertEvent } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { events } from '#server/db/schema/index.ts';

let t: TestApp;
afterEach(() => t.close());

const NOW = new Date('2030-06-01T15:00:00Z');

function entries(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    summary: vevent.getFirstPropertyValue('summary'),
    status: vevent.getFirstPropertyValue('status'),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  }));
}

async function withEvents(options: { responseCache?: boolean } = {}) {
  t = await createTestApp({ clock: createTestClock(NOW), ...options });
  await insertEvent(t.db, { title: 'Gathering', date: new Date('2030-06-15T00:00:00Z') });
  await insertEvent(t.db, {
    title: 'Picnic',
    date: new Date('2030-06-20T17:00:00Z'),
    cancelledAt: new Date('2030-05-30T00:00:00Z'),
  });
  await insertEvent(t.db, { title: 'Someday', date: new Date('2030-07-01T00:00:00Z'), dateTbd: true });
  await insertEvent(t.db, { title: 'Last year', date: new Date('2029-06-01T00:00:00Z') });
}

describe('GET /calendar.ics', () => {
  it('holds the upcoming events, marks the cancelled one, leaves out TBD and past ones', async () => {
    await withEvents();
    const response = await t.request({ method: 'GET', url: '/calendar.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, /);
    expect(entries(response.body)).toEqual([
      { summary: 'Gathering', status: 'CONFIRMED', start: '2030-06-15T00:00:00.000Z' },
      { summary: 'Cancelled: Picnic', status: 'CANCELLED', start: '2030-06-20T17:00:00.000Z' },
    ]);
  });

  it('puts a series’ dates at 7 PM in Austin across the March change, a cancelled date marked', async () => {
    t = await createTestApp({ clock: createTestClock(new Date('2027-01-15T15:00:00Z')) });
    const cookie = await signInAsStaff(t);
    // Second and last Saturday at 7 PM, four dates; daylight saving starts on Sunday, March 14, 2027.
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/event-series/',
      headers: { cookie },
      payload: buildEventPayload({
        title: 'Gathering',
        date: '2027-02-27T19:00',
        end_date: '2027-02-27T21:00',
        repeat: 'monthly_weekday',
        weekdays: ['SA'],
        positions: ['2', '-1'],
        ends: 'count',
        count: 4,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const dates = created.json<{ dates: Array<{ id: number }> }>().dates;
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/admin/events/${dates[2]!.id}/cancel/`,
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);

    // The wall time in Austin, worked out by Intl from the parsed instant, not by the site's code.
    const austin = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const feed = entries((await t.request({ method: 'GET', url: '/calendar.ics' })).body);
    expect(feed.map((e) => [austin.format(new Date(e.start)), e.start, e.status])).toEqual([
      ['2027-02-27, 19:00', '2027-02-28T01:00:00.000Z', 'CONFIRMED'],
      ['2027-03-13, 19:00', '2027-03-14T01:00:00.000Z', 'CONFIRMED'],
      ['2027-03-27, 19:00', '2027-03-28T00:00:00.000Z', 'CANCELLED'],
      ['2027-04-10, 19:00', '2027-04-11T00:00:00.000Z', 'CONFIRMED'],
    ]);
  });

  it('answers 304 to its ETag until something changes, then a new ETag', async () => {
    await withEvents();
    const first = await t.request({ method: 'GET', url: '/calendar.ics' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.request({
      method: 'GET',
      url: '/calendar.ics',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const cookie = await signInAsStaff(t);
    const [gathering] = await t.db.select().from(events).where(eq(events.title, 'Gathering'));
    const moved = await t.request({
      method: 'PUT',
      url: `/api/events/${gathering!.id}/`,
      headers: { cookie },
      payload: buildEventPayload({ title: 'Gathering', date: '2030-06-16T19:00', end_date: '' }),
    });
    expect(moved.statusCode).toBe(200);
    const changed = await t.request({
      method: 'GET',
      url: '/calendar.ics',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(entries(changed.body)[0]).toMatchObject({ start: '2030-06-17T00:00:00.000Z' });
  });

  it('is kept by the shared response cache and answered 304 from it', async () => {
    await withEvents({ responseCache: true });
    const first = await t.request({ method: 'GET', url: '/calendar.ics' });
    const second = await t.request({ method: 'GET', url: '/calendar.ics' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.request({
      method: 'GET',
      url: '/calendar.ics',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
