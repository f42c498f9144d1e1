import { describe, expect, it } from 'vitest';
import { formatTime, formatWeekdayDate, zoneAbbreviation } from '#shared/events/format.ts';
import {
  describeRecurrence,
  expandRecurrence,
  fromRRule,
  iCalendarRule,
  previewDates,
  type RecurrenceRule,
  toRRule,
} from '#shared/events/recurrence.ts';

const rule = (overrides: Partial<RecurrenceRule>): RecurrenceRule => ({
  kind: 'weekly',
  interval: 1,
  weekdays: [],
  month_day: null,
  positions: [],
  ends: 'never',
  until: null,
  count: null,
  ...overrides,
});

const secondAndLastSaturday = rule({ kind: 'monthly_weekday', weekdays: ['SA'], positions: [2, -1] });
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('recurring series rules', () => {
  it('stores "second and last Saturday" as an RFC 5545 RRULE and says it in words', () => {
    expect(toRRule(secondAndLastSaturday)).toBe('FREQ=MONTHLY;BYDAY=+2SA,-1SA');
    expect(describeRecurrence(secondAndLastSaturday, '2026-11-14T19:00')).toBe(
      'Every month on the second and last Saturday at 7:00 PM',
    );
    expect(
      iCalendarRule(
        { rrule: 'FREQ=MONTHLY;BYDAY=+2SA,-1SA', startsLocal: '2026-11-14T19:00' },
        'America/Chicago',
      ),
    ).toBe('DTSTART;TZID=America/Chicago:20261114T190000\nRRULE:FREQ=MONTHLY;BYDAY=+2SA,-1SA');
  });

  it('lands on the second and the last Saturday, five-Saturday months included', () => {
    const dates = expandRecurrence(
      { rrule: toRRule(secondAndLastSaturday), startsLocal: '2026-12-01T19:00' },
      new Date('2027-02-01T00:00:00Z'),
    );
    // December 2026: 12th and 26th; January 2027 has five Saturdays (2 ... 30): the 9th and the 30th.
    expect(dates.map((date) => formatWeekdayDate(date))).toEqual([
      'Saturday, December 12, 2026',
      'Saturday, December 26, 2026',
      'Saturday, January 9, 2027',
      'Saturday, January 30, 2027',
    ]);
  });

  it('keeps 7 PM on the ministry clock across the March and November daylight-saving changes', () => {
    const weekly = rule({ kind: 'weekly', weekdays: ['SA'] });
    const dates = expandRecurrence(
      { rrule: toRRule(weekly), startsLocal: '2027-02-27T19:00' },
      new Date('2027-11-15T06:00:00Z'),
    );
    expect(dates.every((date) => formatTime(date) === '7:00 PM')).toBe(true);
    // Keyed by the UTC day: 7 PM Central on a Saturday is already Sunday in UTC.
    const byDay = Object.fromEntries(dates.map((date) => [date.toISOString().slice(0, 10), date]));
    // Saturday March 13, 2027 is the last in CST (UTC-6); clocks spring forward on the 14th (CDT, UTC-5).
    expect(iso([byDay['2027-03-14']!, byDay['2027-03-21']!])).toEqual([
      '2027-03-14T01:00:00.000Z',
      '2027-03-21T00:00:00.000Z',
    ]);
    // Saturday November 6, 2027 is the last in CDT; clocks fall back on the 7th.
    expect(iso([byDay['2027-11-07']!, byDay['2027-11-14']!])).toEqual([
      '2027-11-07T00:00:00.000Z',
      '2027-11-14T01:00:00.000Z',
    ]);
    expect(zoneAbbreviation(byDay['2027-03-14']!)).toBe('CST');
    expect(zoneAbbreviation(byDay['2027-03-21']!)).toBe('CDT');
  });

  it('stops after a count, or on an end date (that day included)', () => {
    const counted = rule({ ...secondAndLastSaturday, ends: 'count', count: 3 });
    expect(toRRule(counted)).toBe('FREQ=MONTHLY;BYDAY=+2SA,-1SA;COUNT=3');
    expect(
      expandRecurrence({ rrule: toRRule(counted), startsLocal: '2026-12-01T19:00' }, new Date('2030-01-01')),
    ).toHaveLength(3);

    const until = rule({ ...secondAndLastSaturday, ends: 'until', until: '2027-01-09' });
    const dates = expandRecurrence(
      { rrule: toRRule(until), startsLocal: '2026-12-01T19:00' },
      new Date('2030-01-01'),
    );
    expect(dates.map((date) => formatWeekdayDate(date))).toEqual([
      'Saturday, December 12, 2026',
      'Saturday, December 26, 2026',
      'Saturday, January 9, 2027',
    ]);
    expect(describeRecurrence(until, '2026-12-01T19:00')).toBe(
      'Every month on the second and last Saturday at 7:00 PM, until January 9, 2027',
    );
  });

  it('repeats every N weeks on chosen days, and monthly on a day of the month', () => {
    const fortnightly = rule({
      kind: 'weekly',
      interval: 2,
      weekdays: ['TH', 'TU'],
      ends: 'count',
      count: 4,
    });
    expect(describeRecurrence(fortnightly, '2026-12-01T18:30')).toBe(
      'Every 2 weeks on Tuesday and Thursday at 6:30 PM, 4 times',
    );
    expect(previewDates(fortnightly, '2026-12-01T18:30').map((date) => formatWeekdayDate(date))).toEqual([
      'Tuesday, December 1, 2026',
      'Thursday, December 3, 2026',
      'Tuesday, December 15, 2026',
      'Thursday, December 17, 2026',
    ]);
    const monthly = rule({ kind: 'monthly_day', month_day: 15 });
    expect(describeRecurrence(monthly, '2026-12-15T10:00')).toBe('Every month on the 15th at 10:00 AM');
    expect(previewDates(monthly, '2026-12-15T10:00', 3).map((date) => formatWeekdayDate(date))).toEqual([
      'Tuesday, December 15, 2026',
      'Friday, January 15, 2027',
      'Monday, February 15, 2027',
    ]);
  });

  it('reads a stored RRULE back into the same plain-language rule', () => {
    for (const original of [
      secondAndLastSaturday,
      rule({ kind: 'weekly', interval: 2, weekdays: ['TU', 'TH'], ends: 'count', count: 4 }),
      rule({ kind: 'monthly_day', month_day: 15, ends: 'until', until: '2027-06-30' }),
    ]) {
      expect(fromRRule(toRRule(original))).toEqual(original);
    }
  });

  it('expands only the dates after a given instant (the horizon moving on)', () => {
    const stored = { rrule: toRRule(secondAndLastSaturday), startsLocal: '2026-12-01T19:00' };
    const all = expandRecurrence(stored, new Date('2027-03-01'));
    const later = expandRecurrence(stored, new Date('2027-03-01'), all[1]);
    expect(iso(later)).toEqual(iso(all.slice(2)));
  });
});
