/**
 * The calendar file and the time formatting: valid iCalendar at UTC instants, and the same Austin
 * wall times on the pages whatever the server's zone (events.calendar-zones.test.ts reads the files back with
 * an independent parser).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  eventBadge,
  eventDateLabel,
  eventDateRangeLabel,
  eventExcerpt,
  eventTimeLabel,
  parseEventDateTime,
  toMinistryDateTimeInput,
} from '#shared/events/format.ts';
import type { Event } from '#shared/events/contract.ts';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import {
  buildEventCalendar,
  calendarFileName,
  escapeIcsText,
  foldIcsLine,
} from '#server/features/events/events.ics.ts';

/** Runs as if the server were in another zone (Node rereads TZ when it changes). */
// eslint-disable-next-line no-restricted-properties -- the server's zone is what these tests vary
const env = process.env;
const originalTz = env.TZ;
const setServerZone = (zone: string | undefined) => {
  if (zone === undefined) delete env.TZ;
  else env.TZ = zone;
};
afterEach(() => setServerZone(originalTz));

/** The event the calendar shows: a description and place with characters iCalendar escapes. */
const event = (overrides: Partial<Event> = {}) =>
  buildEventJson({
    description: 'We will worship; hear the Word, and pray.\n\nSeating is limited.',
    location: 'Undivided Hearts Ministry Center',
    location_address: '900 Barton Springs Rd, Austin, TX 78704',
    location_map_url: null,
    ...overrides,
  });

/** Unfolds and splits an iCalendar text into content lines, checking the line rules on the way. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line.includes('\n') || line.includes('\r'), line).toBe(false);
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  return ics.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
}

describe('the calendar file', () => {
  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'America/Chicago'])(
    'is valid iCalendar with UTC instants, the same when the server runs in %s',
    (zone) => {
      setServerZone(zone);
      const ics = buildEventCalendar(event(), {
        publicUrl: 'https://ministry.example',
        now: new Date('2026-11-22T01:02:03Z'),
      });
      const lines = contentLines(ics);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.at(-1)).toBe('END:VCALENDAR');
      // Every BEGIN has its END, properly nested.
      const stack: string[] = [];
      for (const line of lines) {
        if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
        if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4));
        expect(line, 'name:value').toMatch(/^[A-Z-]+(;[^:]+)?:/);
      }
      expect(stack).toEqual([]);
      // No VTIMEZONE to disagree with the time-zone database: every time is UTC.
      expect(ics).not.toContain('TZID');
      expect(lines).toEqual(
        expect.arrayContaining([
          'VERSION:2.0',
          'METHOD:PUBLISH',
          'UID:event-3@ministry.example',
          'SEQUENCE:0',
          'DTSTAMP:20261122T010203Z',
          // Saturday, December 12, 2026, 7:00 PM to 9:30 PM CST (UTC-6).
          'DTSTART:20261213T010000Z',
          'DTEND:20261213T033000Z',
          'SUMMARY:Prophetic Restoration Service',
          'LOCATION:Undivided Hearts Ministry Center\\, 900 Barton Springs Rd\\, Austin\\, TX 78704',
          'URL:https://ministry.example/events/3',
          'STATUS:CONFIRMED',
        ]),
      );
      const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
      expect(description).toContain('We will worship\\; hear the Word\\, and pray.\\n\\nSeating is limited.');
      expect(description).toContain('https://ministry.example/events/3');
    },
  );

  it('leaves DTEND out when there is no end', () => {
    const ics = buildEventCalendar(event({ date: '2026-07-04T23:00:00.000Z', end_date: null }), {
      publicUrl: 'http://localhost:3000',
      now: new Date(),
    });
    expect(ics).toContain('DTSTART:20260704T230000Z\r\n');
    expect(ics).not.toContain('DTEND');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(calendarFileName(event())).toBe('prophetic-restoration-service-3.ics');
  });
});

describe('dates and times on the pages, in Austin whatever the zone', () => {
  it.each(['UTC', 'Asia/Tokyo', 'Pacific/Honolulu'])('reads the same in %s', (zone) => {
    setServerZone(zone);
    const e = event();
    expect(eventDateLabel(e)).toBe('December 12, 2026');
    expect(eventDateRangeLabel(e)).toBe('Saturday, December 12, 2026');
    expect(eventTimeLabel(e)).toBe('7:00 PM – 9:30 PM CST');
    expect(eventBadge(e)).toEqual({ month: 'Dec', day: '12' });
    expect(toMinistryDateTimeInput(e.date)).toBe('2026-12-12T19:00');
    expect(parseEventDateTime('2026-12-12T19:00')?.toISOString()).toBe(e.date);
    expect(parseEventDateTime('2026-07-04T18:00')?.toISOString()).toBe('2026-07-04T23:00:00.000Z');
  });

  it('spans days, shows TBD for a date still to be decided, and cuts excerpts at 120 characters', () => {
    const retreat = event({ date: '2027-01-15T23:00:00.000Z', end_date: '2027-01-17T19:00:00.000Z' });
    expect(eventDateRangeLabel(retreat)).toBe('January 15, 2027 – January 17, 2027');
    expect(eventTimeLabel(retreat)).toBe('Fri 5:00 PM – Sun 1:00 PM CST');
    const tbd = event({ date_tbd: true });
    expect([eventDateLabel(tbd), eventDateRangeLabel(tbd), eventTimeLabel(tbd)]).toEqual([
      'TBD',
      'TBD',
      'TBD',
    ]);
    expect(eventBadge(tbd).day).toBe('TBD');
    const text = 'x'.repeat(130);
    expect(eventExcerpt(text)).toBe(`${'x'.repeat(120)}...`);
    expect(eventExcerpt('Short.')).toBe('Short.');
    expect(parseEventDateTime('2026-13-01T10:00')).toBeNull();
    expect(parseEventDateTime('tomorrow')).toBeNull();
  });
});
