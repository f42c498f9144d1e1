/**
 * Recurring series through the staff API (docs/product.md#staff-events): each date is its own event,
 * dates are made a year ahead and the daily job moves that on without doubling, bringing back or
 * changing any date staff touched, and "from this date on" keeps every date people answered.
 */
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '#shared/events/contract.ts';
import { formatTime, formatWeekdayDate } from '#shared/events/format.ts';
import type { Series } from '#shared/events/series-contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertRsvp } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { events } from '#server/db/schema/index.ts';

const DAY_MS = 24 * 3600_000;
// A year of dates is made and read several times per test.
vi.setConfig({ testTimeout: 120_000 });
let clock: TestClock;
let t: TestApp;
let cookie: string;
const lines: string[] = [];

beforeEach(async () => {
  // Friday, November 27, 2026, morning in Austin.
  clock = createTestClock(new Date('2026-11-27T15:00:00Z'));
  t = await createTestApp({ clock, log: { level: 'error', lines } });
  await t.app.services.seriesHorizon.stop();
  cookie = await signInAsStaff(t);
});
afterEach(() => t.close());

/** "Second and last Saturday at 7 PM", first date Saturday, November 28, 2026. */
const gathering = (overrides: Record<string, unknown> = {}) =>
  buildEventPayload({
    title: 'Undivided Hearts Gathering',
    date: '2026-11-28T19:00',
    end_date: '2026-11-28T21:30',
    rsvp_limit: 40,
    is_featured: true,
    repeat: 'monthly_weekday',
    weekdays: ['SA'],
    positions: ['2', '-1'],
    ends: 'never',
    ...overrides,
  });

async function createSeries(payload = gathering()) {
  const response = await t.request({
    method: 'POST',
    url: '/api/admin/event-series/',
    payload,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Series>();
}

const days = (dates: Array<{ date: string | Date }>) => dates.map((d) => formatWeekdayDate(d.date));
const seriesRows = (seriesId: number) =>
  t.db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(events.date);
const upcoming = async (filter = 'upcoming') =>
  (await t.request({ method: 'GET', url: `/api/events/?filter=${filter}` })).json<Event[]>();

describe('recurring series', () => {
  it('makes each "second and last Saturday" date its own event at 7 PM, a year ahead', async () => {
    const series = await createSeries();
    expect(series.summary).toBe('Every month on the second and last Saturday at 7:00 PM');
    expect(series.rrule).toBe('FREQ=MONTHLY;BYDAY=+2SA,-1SA');
    expect(series.time_zone).toBe('America/Chicago');
    expect(days(series.dates.slice(0, 4))).toEqual([
      'Saturday, November 28, 2026',
      'Saturday, December 12, 2026',
      'Saturday, December 26, 2026',
      'Saturday, January 9, 2027',
    ]);
    // Twelve months ahead: two dates a month, each 7 PM on the ministry's clock, summer and winter.
    expect(series.dates.length).toBeGreaterThanOrEqual(24);
    expect(new Set(series.dates.map((d) => formatTime(d.date)))).toEqual(new Set(['7:00 PM']));
    expect(series.dates.every((d) => Date.parse(d.end_date!) - Date.parse(d.date) === 2.5 * 3600_000)).toBe(
      true,
    );

    // Each date has its own page, seats and RSVPs.
    const [first, second] = series.dates as [Event, Event];
    const page = await t.request({ method: 'GET', url: `/api/events/${second.id}/` });
    expect(page.json<Event>()).toMatchObject({ id: second.id, series_id: series.id, rsvp_limit: 40 });
    const rsvp = await t.request({
      method: 'POST',
      url: `/api/events/${second.id}/rsvp/`,
      payload: { name: 'Ruth', email: 'ruth@example.org', guests: 3 },
    });
    expect(rsvp.statusCode, rsvp.body).toBe(201);
    const after = (await t.app.services.eventSeries.view(series.id)).dates;
    expect(after.find((d) => d.id === second.id)!.rsvp_count).toBe(3);
    expect(after.find((d) => d.id === first.id)!.rsvp_count).toBe(0);
    const ics = await t.request({ method: 'GET', url: `/events/${second.id}/calendar.ics` });
    expect(ics.statusCode).toBe(200);

    // The calendar people subscribe to holds every date, not only the next one the lists show.
    const feed = new ICAL.Component(
      ICAL.parse((await t.request({ method: 'GET', url: '/calendar.ics' })).body),
    );
    const fed = feed
      .getAllSubcomponents('vevent')
      .filter((vevent) => vevent.getFirstPropertyValue('summary') === first.title)
      .map((vevent) => new ICAL.Event(vevent).startDate.toJSDate().toISOString());
    expect(fed).toEqual(series.dates.map((d) => new Date(d.date).toISOString()));
  });

  it('stops after a count or on an end date', async () => {
    const counted = await createSeries(gathering({ ends: 'count', count: 3 }));
    expect(counted.dates).toHaveLength(3);
    // A series that starts years from now still has its dates (its year is counted from its start).
    const later = await createSeries(
      gathering({ date: '2030-06-08T19:00', end_date: '2030-06-08T21:00', ends: 'count', count: 4 }),
    );
    expect(days(later.dates)).toEqual([
      'Saturday, June 8, 2030',
      'Saturday, June 29, 2030',
      'Saturday, July 13, 2030',
      'Saturday, July 27, 2030',
    ]);
    const until = await createSeries(gathering({ ends: 'until', until: '2027-01-09' }));
    expect(days(until.dates)).toEqual([
      'Saturday, November 28, 2026',
      'Saturday, December 12, 2026',
      'Saturday, December 26, 2026',
      'Saturday, January 9, 2027',
    ]);
  });

  it('refuses a rule without its days, with a message under the field, and stores nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/event-series/',
      payload: gathering({ weekdays: [], positions: [] }),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      weekdays: ['Choose at least one day.'],
      positions: ['Choose which week or weeks of the month.'],
    });
    expect(await t.db.select().from(events)).toEqual([]);
    const signedOut = await t.request({
      method: 'POST',
      url: '/api/admin/event-series/',
      payload: gathering(),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('moves the horizon on once a day, without doubling a date, even run twice or at once', async () => {
    const series = await createSeries();
    const before = (await seriesRows(series.id)).length;
    clock.advance(62 * DAY_MS);
    const job = t.app.services.seriesHorizon;
    const [one, two] = await Promise.all([job.runIfDue(), t.app.services.eventSeries.extendAll()]);
    expect(one.ran).toBe(true);
    const again = await job.runIfDue();
    expect(again).toEqual({ ran: false });
    expect(await t.app.services.eventSeries.extendAll()).toBe(0);
    const rows = await seriesRows(series.id);
    // The series starts tomorrow, so its first year of dates ran to November 28, 2027, 7 PM. 62 days
    // later the year ahead ends on January 28, 2028: three more dates, each made once.
    expect(days(rows.slice(before).map((row) => ({ date: row.date })))).toEqual([
      'Saturday, December 11, 2027',
      'Saturday, December 25, 2027',
      'Saturday, January 8, 2028',
    ]);
    expect((one.ran ? one.added : 0) + two).toBe(3);
    expect(new Set(rows.map((row) => row.seriesOccurrenceAt!.getTime())).size).toBe(rows.length);
  });

  it('never brings back, moves back or un-cancels a date staff changed', async () => {
    const series = await createSeries();
    const [, moved, cancelled, deleted] = series.dates as [Event, Event, Event, Event];
    const put = await t.request({
      method: 'PUT',
      url: `/api/events/${moved.id}/`,
      payload: buildEventPayload({ title: 'Gathering (moved)', date: '2026-12-13T18:00', end_date: '' }),
      headers: { cookie },
    });
    expect(put.statusCode, put.body).toBe(200);
    await t.db.update(events).set({ cancelledAt: clock.now() }).where(eq(events.id, cancelled.id));
    await t.request({ method: 'DELETE', url: `/api/events/${deleted.id}/`, headers: { cookie } });

    clock.advance(90 * DAY_MS);
    await t.app.services.eventSeries.extendAll();
    await t.app.services.eventSeries.extendAll();

    const rows = await seriesRows(series.id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(moved.id)).toMatchObject({ title: 'Gathering (moved)' });
    expect(formatWeekdayDate(byId.get(moved.id)!.date)).toBe('Sunday, December 13, 2026');
    expect(byId.get(cancelled.id)!.cancelledAt).not.toBeNull();
    expect(byId.has(deleted.id)).toBe(false);
    for (const original of [moved, cancelled, deleted]) {
      const sameStart = rows.filter((row) => row.seriesOccurrenceAt!.toISOString() === original.date);
      expect(sameStart.length).toBe(original === deleted ? 0 : 1);
    }
  });

  it('changes the series from a date on: earlier dates stay, dates with RSVPs are updated in place', async () => {
    const series = await createSeries();
    const [first, second, third, fourth] = series.dates as [Event, Event, Event, Event];
    // Someone answered the fourth date (Saturday, January 9, 2027).
    await insertRsvp(t.db, { eventId: fourth.id, name: 'Lydia', guests: 2 });

    const response = await t.request({
      method: 'POST',
      url: `/api/admin/event-series/${series.id}/split/?from=${third.id}`,
      payload: gathering({
        title: 'Gathering at six',
        date: '2026-12-26T18:00',
        end_date: '2026-12-26T20:00',
      }),
      headers: { cookie },
    });
    expect(response.statusCode, lines.join('\n')).toBe(201);
    const next = response.json<Series>();

    const old = await t.app.services.eventSeries.view(series.id);
    expect(old.summary).toBe(
      'Every month on the second and last Saturday at 7:00 PM, until December 25, 2026',
    );
    expect(old.dates.map((d) => d.id)).toEqual([first.id, second.id]);
    expect(
      next.dates.slice(0, 3).map((d) => [formatWeekdayDate(d.date), formatTime(d.date), d.title]),
    ).toEqual([
      ['Saturday, December 26, 2026', '6:00 PM', 'Gathering at six'],
      ['Saturday, January 9, 2027', '6:00 PM', 'Gathering at six'],
      ['Saturday, January 30, 2027', '6:00 PM', 'Gathering at six'],
    ]);
    // The answered date is the same event, its RSVP kept, now at the new time.
    expect(next.dates[1]!.id).toBe(fourth.id);
    expect(next.dates[1]!.rsvp_count).toBe(2);
    // The unanswered later date is gone (made again by the new rule as a new event).
    expect((await t.db.select().from(events).where(eq(events.id, third.id))).length).toBe(0);
    // Regeneration later adds nothing twice.
    clock.advance(40 * DAY_MS);
    await t.app.services.eventSeries.extendAll();
    const [{ dupes }] = (await t.db
      .select({ dupes: sql<number>`count(*) - count(distinct (series_id, series_occurrence_at))` })
      .from(events)) as [{ dupes: number }];
    expect(Number(dupes)).toBe(0);
  });

  it('lists a series as its next date only, on /events, the home page and the banner', async () => {
    const series = await createSeries();
    const [first, second, third] = series.dates as [Event, Event, Event];
    const titles = (list: Event[]) => list.filter((e) => e.series_id === series.id).map((e) => e.id);
    expect(titles(await upcoming())).toEqual([first.id]);
    expect(titles(await t.app.services.events.featuredUpcoming(3))).toEqual([first.id]);

    // After the first date is over, the next one shows; it is never a past date.
    clock.set(new Date('2026-11-29T06:00:00Z'));
    expect(titles(await upcoming())).toEqual([second.id]);
    expect(titles(await upcoming('past'))).toEqual([first.id]);

    // A cancelled next date is skipped.
    await t.db
      .update(events)
      .set({ cancelledAt: clock.now() })
      .where(and(eq(events.id, second.id)));
    expect(titles(await upcoming())).toEqual([third.id]);
    expect(
      (await t.app.services.events.nextUpcomingByTitle(['Undivided Hearts Gathering']))[
        'Undivided Hearts Gathering'
      ]?.id,
    ).toBe(third.id);
  });
});
