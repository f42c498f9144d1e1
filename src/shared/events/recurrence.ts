/**
 * Recurring gatherings (docs/product.md#staff-events): the plain-language rule staff choose, the RFC 5545
 * RRULE it is stored as, its summary in words, and its dates. No zod here (the staff form previews
 * dates in the browser).
 *
 * Times are wall-clock times in the ministry's zone: the rule is expanded by `rrule` in floating time
 * ("19:00 on each date"), and only then is each date turned into an instant on the ministry's clock,
 * so 7 PM stays 7 PM across the daylight-saving changes in March and November.
 */
import * as rrulePackage from 'rrule';
import {
  formatLongDate,
  formatTime,
  ministryParts,
  ministryWallTimeToInstant,
} from '#shared/events/format.ts';

// rrule ships CommonJS to Node and ES modules to bundlers: the classes sit on `default` in the first.
// Read through Reflect: the bundler, which sees the ES modules, would warn that `default` is always
// undefined there (it is, and then the namespace itself holds them).
const { RRule, Weekday } =
  (Reflect.get(rrulePackage, 'default') as typeof rrulePackage | undefined) ?? rrulePackage;

export const RECURRENCE_KINDS = ['weekly', 'monthly_day', 'monthly_weekday'] as const;
export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
/** Which weekday of the month: first to fourth, or the last (-1). */
export const WEEK_POSITIONS = [1, 2, 3, 4, -1] as const;
export type WeekPosition = (typeof WEEK_POSITIONS)[number];
export const RECURRENCE_ENDS = ['never', 'until', 'count'] as const;
export type RecurrenceEnd = (typeof RECURRENCE_ENDS)[number];

export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};
export const WEEK_POSITION_NAMES: Record<string, string> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '-1': 'last',
};
export const MAX_INTERVAL = 12;
export const MAX_COUNT = 200;
/** How far ahead the dates of a series exist as events; the daily job moves it on. */
export const SERIES_HORIZON_MONTHS = 12;

/** The rule as staff choose it, in words a form can hold. */
export interface RecurrenceRule {
  kind: RecurrenceKind;
  /** Every N weeks (weekly) or months (monthly). */
  interval: number;
  /** weekly: the days; monthly_weekday: the weekday(s). */
  weekdays: WeekdayCode[];
  /** monthly_day: 1 to 31 (a month without that day is skipped, as RFC 5545 says). */
  month_day: number | null;
  /** monthly_weekday: first ... fourth, last. */
  positions: WeekPosition[];
  ends: RecurrenceEnd;
  /** 'YYYY-MM-DD', the last day a date may fall on (ends = until). */
  until: string | null;
  /** How many dates in all (ends = count). */
  count: number | null;
}

/** A stored series: its RRULE and the wall-clock start of its first date ('YYYY-MM-DDTHH:MM'). */
export interface StoredRecurrence {
  rrule: string;
  startsLocal: string;
}

const FREQ = { weekly: RRule.WEEKLY, monthly_day: RRule.MONTHLY, monthly_weekday: RRule.MONTHLY };

// rrule counts weekdays from Monday (0) to Sunday (6).
const weekdayOf = (code: WeekdayCode) => new Weekday((WEEKDAY_CODES.indexOf(code) + 6) % 7);

/** A wall-clock 'YYYY-MM-DDTHH:MM' as the floating Date rrule works in (its UTC fields are the wall). */
function floating(local: string): Date {
  const [date, time = '00:00'] = local.split('T') as [string, string?];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

/** The floating Date's wall clock as an instant on the ministry's clock. */
function toInstant(wall: Date): Date {
  return ministryWallTimeToInstant(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
  );
}

/** An instant as the floating Date of the ministry's wall clock at that moment. */
function toFloating(instant: Date): Date {
  const p = ministryParts(instant);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** The RRULE value (without DTSTART) for a rule: e.g. FREQ=MONTHLY;BYDAY=+2SA,-1SA. */
export function toRRule(rule: RecurrenceRule): string {
  const byweekday =
    rule.kind === 'monthly_weekday'
      ? rule.positions.flatMap((n) => rule.weekdays.map((code) => weekdayOf(code).nth(n)))
      : rule.kind === 'weekly'
        ? rule.weekdays.map(weekdayOf)
        : null;
  return RRule.optionsToString({
    freq: FREQ[rule.kind],
    interval: rule.interval > 1 ? rule.interval : undefined,
    byweekday,
    bymonthday: rule.kind === 'monthly_day' ? rule.month_day : null,
    // Floating, like DTSTART: the end of that day on the ministry's clock.
    until: rule.ends === 'until' && rule.until ? floating(`${rule.until}T23:59`) : null,
    count: rule.ends === 'count' ? rule.count : null,
  }).replace(/^RRULE:/, '');
}

/** Reads a stored RRULE back into the form's words (to start "from this date on" with the same rule). */
export function fromRRule(rrule: string): RecurrenceRule {
  const options = RRule.parseString(rrule);
  const days = (
    Array.isArray(options.byweekday) ? options.byweekday : options.byweekday ? [options.byweekday] : []
  )
    .map((day) => (typeof day === 'number' ? new Weekday(day) : typeof day === 'string' ? RRule[day] : day))
    .map((day) => ({ code: WEEKDAY_CODES[(day.weekday + 1) % 7]!, n: day.n }));
  const monthDay = Array.isArray(options.bymonthday) ? options.bymonthday[0] : options.bymonthday;
  const kind: RecurrenceKind =
    options.freq === RRule.WEEKLY ? 'weekly' : monthDay ? 'monthly_day' : 'monthly_weekday';
  const until = options.until ? options.until.toISOString().slice(0, 10) : null;
  return {
    kind,
    interval: options.interval ?? 1,
    weekdays: [...new Set(days.map((day) => day.code))],
    month_day: kind === 'monthly_day' ? (monthDay ?? null) : null,
    positions: [...new Set(days.flatMap((day) => (day.n ? [day.n as WeekPosition] : [])))],
    ends: options.count ? 'count' : until ? 'until' : 'never',
    until,
    count: options.count ?? null,
  };
}

/** The full iCalendar text of a stored series: DTSTART with the zone, then the RRULE. */
export function iCalendarRule(stored: StoredRecurrence, timeZone: string): string {
  const start = stored.startsLocal.replace(/[-:]/g, '');
  return `DTSTART;TZID=${timeZone}:${start}00\nRRULE:${stored.rrule}`;
}

/**
 * The start instants of a series' dates, in order, from its first date up to and including `through`
 * (and never more than its count or past its end date).
 */
export function expandRecurrence(stored: StoredRecurrence, through: Date, after?: Date): Date[] {
  const rule = new RRule({ ...RRule.parseString(stored.rrule), dtstart: floating(stored.startsLocal) });
  const walls = rule.between(
    after ? toFloating(after) : new Date(floating(stored.startsLocal).getTime() - 1),
    toFloating(through),
    true,
  );
  return walls.map(toInstant).filter((instant) => !after || instant.getTime() > after.getTime());
}

/** The next few start instants of a rule not yet stored (the form's preview). */
export function previewDates(rule: RecurrenceRule, startsLocal: string, howMany = 5): Date[] {
  const ruleObject = new RRule({ ...RRule.parseString(toRRule(rule)), dtstart: floating(startsLocal) });
  return ruleObject.all((_, index) => index < howMany).map(toInstant);
}

const list = (words: string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')}${words.length > 2 ? ',' : ''} and ${words.at(-1)}`;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** "Every week on Tuesday and Thursday at 7:00 PM, until June 30, 2027" and the like. */
export function describeRecurrence(rule: RecurrenceRule, startsLocal: string): string {
  const days = list(
    [...rule.weekdays]
      .sort((a, b) => WEEKDAY_CODES.indexOf(a) - WEEKDAY_CODES.indexOf(b))
      .map((d) => WEEKDAY_NAMES[d]),
  );
  const every = (unit: string) => (rule.interval > 1 ? `Every ${rule.interval} ${unit}s` : `Every ${unit}`);
  const positions = [...rule.positions].sort((a, b) => (a === -1 ? 5 : a) - (b === -1 ? 5 : b));
  const pattern =
    rule.kind === 'weekly'
      ? `${every('week')} on ${days}`
      : rule.kind === 'monthly_day'
        ? `${every('month')} on the ${ordinal(rule.month_day ?? 1)}`
        : `${every('month')} on the ${list(positions.map((n) => WEEK_POSITION_NAMES[String(n)]!))} ${days}`;
  const time = formatTime(toInstant(floating(startsLocal)));
  const end =
    rule.ends === 'until' && rule.until
      ? `, until ${formatLongDate(`${rule.until}T12:00:00Z`)}`
      : rule.ends === 'count' && rule.count
        ? `, ${rule.count} ${rule.count === 1 ? 'time' : 'times'}`
        : '';
  return `${pattern} at ${time}${end}`;
}
