/**
 * The calendar files read back by an independent parser (ical.js): an event staff enter at a wall time
 * in the site's zone lands on the right instant across daylight-saving changes, for the configured
 * zone (America/Chicago) and for others (the zone is a setting, content/site.json).
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import type * as SettingsModule from '#shared/site/settings.ts';

/** The VEVENTs of a calendar text, as ical.js reads them. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate?.toJSDate().toISOString(),
        sequence: event.sequence,
        status: vevent.getFirstPropertyValue('status'),
      };
    }),
  };
}

/** The format and calendar modules as they are when content/site.json names `timeZone`. */
async function modulesIn(timeZone: string | null) {
  vi.resetModules();
  if (timeZone) {
    vi.doMock('#shared/site/settings.ts', async (original) => {
      const actual = await original<typeof SettingsModule>();
      return { ...actual, site: { ...actual.site, timeZone } };
    });
  }
  const format = await import('#shared/events/format.ts');
  const ics = await import('#server/features/events/events.ics.ts');
  return { ...format, ...ics };
}

afterEach(() => {
  vi.doUnmock('#shared/site/settings.ts');
  vi.resetModules();
});

const fileAt = (
  m: Awaited<ReturnType<typeof modulesIn>>,
  start: string,
  end: string,
): ReturnType<typeof parse> => {
  const date = m.parseEventDateTime(start)!.toISOString();
  const end_date = m.parseEventDateTime(end)!.toISOString();
  return parse(
    m.buildEventCalendar(buildEventJson({ date, end_date }), {
      publicUrl: 'https://ministry.example',
      now: new Date('2026-11-27T00:00:00Z'),
    }),
  );
};

describe('calendar files across daylight-saving changes', () => {
  it('puts 7 PM in Austin on the right instant in March after the change and in November', async () => {
    const m = await modulesIn(null);
    expect(m.ministryTimeZone()).toBe('America/Chicago');
    // CDT from March 14, 2027: 7 PM is 00:00 UTC the next day.
    const march = fileAt(m, '2027-03-20T19:00', '2027-03-20T21:00');
    expect(march.events[0]).toMatchObject({
      start: '2027-03-21T00:00:00.000Z',
      end: '2027-03-21T02:00:00.000Z',
    });
    // CST again from November 1, 2026: 7 PM is 01:00 UTC the next day.
    const november = fileAt(m, '2026-11-14T19:00', '2026-11-14T21:00');
    expect(november.events[0]).toMatchObject({
      start: '2026-11-15T01:00:00.000Z',
      end: '2026-11-15T03:00:00.000Z',
    });
    // The Saturday before the change, still CST.
    expect(fileAt(m, '2027-03-13T19:00', '2027-03-13T21:00').events[0]!.start).toBe(
      '2027-03-14T01:00:00.000Z',
    );
  });

  it('follows another zone’s rules when the site is set to it: Europe/London', async () => {
    const m = await modulesIn('Europe/London');
    // BST from March 28, 2027: 7 PM is 18:00 UTC; the day before, GMT, it is 19:00 UTC.
    expect(fileAt(m, '2027-03-28T19:00', '2027-03-28T21:00').events[0]!.start).toBe(
      '2027-03-28T18:00:00.000Z',
    );
    expect(fileAt(m, '2027-03-27T19:00', '2027-03-27T21:00').events[0]!.start).toBe(
      '2027-03-27T19:00:00.000Z',
    );
    // And the pages read it as 7 PM there.
    expect(m.eventTimeLabel({ date: '2027-03-28T18:00:00.000Z', end_date: null, date_tbd: false })).toMatch(
      /^7:00 PM /,
    );
  });

  it('and a zone without daylight saving: Asia/Kolkata (UTC+5:30)', async () => {
    const m = await modulesIn('Asia/Kolkata');
    expect(fileAt(m, '2026-11-14T19:00', '2026-11-14T21:00').events[0]!.start).toBe(
      '2026-11-14T13:30:00.000Z',
    );
    expect(fileAt(m, '2027-07-14T19:00', '2027-07-14T21:00').events[0]!.start).toBe(
      '2027-07-14T13:30:00.000Z',
    );
  });
});

describe('the feed as a calendar app reads it', () => {
  it('has one event per dated event, cancelled ones marked, TBD ones left out', async () => {
    const m = await modulesIn(null);
    const feed = parse(
      m.buildCalendarFeed(
        [
          buildEventJson({ id: 1 }),
          buildEventJson({ id: 2, cancelled_at: '2026-11-20T00:00:00.000Z', calendar_sequence: 2 }),
          buildEventJson({ id: 3, date_tbd: true }),
        ],
        { publicUrl: 'https://ministry.example' },
      ),
    );
    expect(feed.method).toBe('PUBLISH');
    expect(feed.events.map((e) => [e.uid, e.status, e.sequence])).toEqual([
      ['event-1@ministry.example', 'CONFIRMED', 0],
      ['event-2@ministry.example', 'CANCELLED', 2],
    ]);
  });
});
