/**
 * Calendar arithmetic in the ministry's time zone for the demo seed: "the next second Saturday at
 * 7 PM Central" must be an instant that is right in summer and in winter, whatever the server's zone.
 */
import { ministryParts } from '#shared/events/format.ts';
import { site } from '#shared/site/settings.ts';

export interface LocalDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far the ministry's wall clock is ahead of UTC at an instant (negative in the Americas). */
function zoneOffsetMs(instant: Date): number {
  const wall = ministryParts(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the ministry's clocks read this date and time. */
export function ministryTime(date: LocalDate, hour: number, minute = 0): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let instant = wall - zoneOffsetMs(new Date(wall));
  instant = wall - zoneOffsetMs(new Date(instant));
  return new Date(instant);
}

/** The ministry's calendar date at an instant. */
export function ministryDate(instant: Date): LocalDate {
  const { year, month, day } = ministryParts(instant);
  return { year, month, day };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday */
export function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The first date on or after `from` that falls on the weekday (0 = Sunday). */
export function nextWeekday(from: LocalDate, day: number): LocalDate {
  return addDays(from, (day - weekday(from) + 7) % 7);
}

function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The second and the last Saturday of a month: the Undivided Hearts Gathering. */
export function gatheringSaturdays(year: number, month: number): [LocalDate, LocalDate] {
  const firstSaturday = nextWeekday({ year, month, day: 1 }, 6);
  const next = addMonths(year, month, 1);
  const lastSaturday = addDays(nextWeekday({ ...next, day: 1 }, 6), -7);
  return [addDays(firstSaturday, 7), lastSaturday];
}

/**
 * Every gathering (at the start time of the site settings, on the ministry's clock) from `monthsBack`
 * months before `now` to `monthsAhead` after.
 */
export function gatheringTimes(now: Date, monthsBack: number, monthsAhead: number): Date[] {
  const today = ministryDate(now);
  const [hour, minute] = site.gathering.startTime.split(':').map(Number) as [number, number];
  const times: Date[] = [];
  for (let offset = -monthsBack; offset <= monthsAhead; offset += 1) {
    const { year, month } = addMonths(today.year, today.month, offset);
    for (const saturday of gatheringSaturdays(year, month)) times.push(ministryTime(saturday, hour, minute));
  }
  return times;
}
