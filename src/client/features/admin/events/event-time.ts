/**
 * The admin form edits event times as the ministry's wall clock (Austin), whatever zone the staff
 * member's computer is in: <input type="datetime-local"> values ('2026-06-13T19:00') to and from
 * instants (ISO 8601 in UTC), right on both sides of a daylight-saving change.
 */
import { site } from '#shared/site.ts';

export const MINISTRY_TIME_ZONE: string = site.timeZone;

function wallClockParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant (negative in the Americas). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
}

/** '2026-06-13T19:00' on the ministry's clock → '2026-06-14T00:00:00.000Z'; null when malformed. */
export function wallClockToIso(value: string, timeZone = MINISTRY_TIME_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset even when the first guess lands across a DST change.
  let instant = asUtc - offsetMs(new Date(asUtc), timeZone);
  instant = asUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}

/** An instant → the ministry's wall clock for a datetime-local input ('' when missing). */
export function isoToWallClock(iso: string | null | undefined, timeZone = MINISTRY_TIME_ZONE): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = wallClockParts(date, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

const tableDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MINISTRY_TIME_ZONE,
});

/** Spec 9: long month, numeric day and year; 12-hour time. */
export function formatEventDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : tableDate.format(date);
}
