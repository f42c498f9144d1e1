/**
 * Dates and times of events, always in the ministry's time zone (a setting) whatever the zone
 * of the server or the visitor's browser: long month, day and year; 12-hour US times. No zod here,
 * so pages can use it without shipping the schema library.
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import { ministryFormatter as formatter, zoneAbbreviation } from '#shared/site/time-zone.ts';

export { ministryTimeZone, zoneAbbreviation } from '#shared/site/time-zone.ts';

/** Shown wherever a date or time is still to be decided ("Por anunciar" on Spanish pages: `tbd(locale)`). */
export const TBD = 'TBD';
const tbd = (locale: Locale) => EVENTS_WORDS.in(locale)('date.tbd');
/** Card previews are cut to 120 characters plus an ellipsis (docs/product.md#events). */
export const EVENT_EXCERPT_LENGTH = 120;

/** What formatting needs of an event (the API's Event fits). */
export interface EventWhen {
  date: string;
  end_date: string | null;
  date_tbd: boolean;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "December 12, 2026" */
export function formatLongDate(value: string | Date, locale: Locale = 'en'): string {
  return formatter({ month: 'long', day: 'numeric', year: 'numeric' }, locale).format(toDate(value));
}

/** "Saturday, December 12, 2026" */
export function formatWeekdayDate(value: string | Date, locale: Locale = 'en'): string {
  return formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale).format(
    toDate(value),
  );
}

/** "Dec 12, 7 PM" (or "7:30 PM"): a date short enough for one line of a phone (the events banner). */
export function formatShortDateTime(value: string | Date, locale: Locale = 'en'): string {
  const date = toDate(value);
  const day = formatter({ month: 'short', day: 'numeric' }, locale).format(date);
  return `${day}, ${formatTime(date, locale).replace(/:00(\s)/, '$1')}`;
}

/** "7:00 PM" */
export function formatTime(value: string | Date, locale: Locale = 'en'): string {
  return formatter({ hour: 'numeric', minute: '2-digit', hour12: true }, locale).format(toDate(value));
}

/** The wall-clock fields of an instant in the ministry's time zone. */
export function ministryParts(value: string | Date) {
  const parts = formatter({
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(toDate(value));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/** The ministry's calendar day of an instant, 'YYYY-MM-DD' (the daily jobs' key, the dashboard's today). */
export function ministryDay(value: string | Date): string {
  const p = ministryParts(value);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const sameMinistryDay = (a: string, b: string) => formatLongDate(a) === formatLongDate(b);

/** The card's line: "December 12, 2026", or "TBD". */
export function eventDateLabel(event: EventWhen, locale: Locale = 'en'): string {
  return event.date_tbd ? tbd(locale) : formatLongDate(event.date, locale);
}

/** The detail page's date: "Saturday, December 12, 2026", a span of days, or "TBD". */
export function eventDateRangeLabel(event: EventWhen, locale: Locale = 'en'): string {
  if (event.date_tbd) return tbd(locale);
  if (!event.end_date || sameMinistryDay(event.date, event.end_date)) {
    return formatWeekdayDate(event.date, locale);
  }
  return `${formatLongDate(event.date, locale)} – ${formatLongDate(event.end_date, locale)}`;
}

/** "7:00 PM – 9:30 PM CST", "7:00 PM CST", across days "Fri 5:00 PM – Sun 1:00 PM CST", or "TBD". */
export function eventTimeLabel(event: EventWhen, locale: Locale = 'en'): string {
  if (event.date_tbd) return tbd(locale);
  const start = formatTime(event.date, locale);
  if (!event.end_date) return `${start} ${zoneAbbreviation(event.date, locale)}`;
  const end = formatTime(event.end_date, locale);
  const zone = zoneAbbreviation(event.end_date, locale);
  if (sameMinistryDay(event.date, event.end_date)) return `${start} – ${end} ${zone}`;
  const day = (value: string) => formatter({ weekday: 'short' }, locale).format(new Date(value));
  return `${day(event.date)} ${start} – ${day(event.end_date)} ${end} ${zone}`;
}

/** The month/day badge: { month: 'Dec', day: '12' }, or TBD. */
export function eventBadge(event: EventWhen, locale: Locale = 'en'): { month: string; day: string } {
  if (event.date_tbd) return { month: EVENTS_WORDS.in(locale)('date.badgeMonth'), day: tbd(locale) };
  return {
    month: formatter({ month: 'short' }, locale).format(new Date(event.date)),
    day: formatter({ day: 'numeric' }, locale).format(new Date(event.date)),
  };
}

/** The description cut to 120 characters plus an ellipsis (nothing added when it already fits). */
export function eventExcerpt(text: string, length = EVENT_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length).trimEnd()}...`;
}

/** Paragraphs split on blank lines. */
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function zoneOffsetMs(instant: Date): number {
  const p = ministryParts(instant);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant when the ministry's clocks read this wall time (e.g. from a datetime-local input). */
export function ministryWallTimeToInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let instant = wall - zoneOffsetMs(new Date(wall));
  instant = wall - zoneOffsetMs(new Date(instant));
  return new Date(instant);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * Reads a date-time sent by a form or API client: with a zone ("…Z", "…-06:00") it is that instant;
 * without one ("2026-12-12T19:00", what a datetime-local input gives) it is ministry time.
 * Returns null for anything else.
 */
export function parseEventDateTime(value: string): Date | null {
  const trimmed = value.trim();
  const local = LOCAL_DATE_TIME.exec(trimmed);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
    if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || (s ?? 0) > 59) return null;
    const instant = ministryWallTimeToInstant(y!, mo!, d!, h!, mi!, Number.isNaN(s) ? 0 : (s ?? 0));
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  if (!ZONED_DATE_TIME.test(trimmed)) return null;
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** "2026-12-12T19:00": an instant as the value of a datetime-local input, in ministry time. */
export function toMinistryDateTimeInput(value: string | Date): string {
  const p = ministryParts(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
