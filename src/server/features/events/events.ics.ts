/**
 * An iCalendar file (RFC 5545) for one event: times in the ministry's zone (TZID=America/Chicago,
 * with its VTIMEZONE so every calendar reads them right), whatever the server's zone. CRLF line
 * ends, text escaped, lines folded at 75 octets.
 */
import { absoluteUrl, site } from '#shared/site/settings.ts';
import { MINISTRY_TIME_ZONE, ministryParts } from '#shared/events/format.ts';
import { eventPath, type Event } from '#shared/events/contract.ts';

/** US Central time since 2007: CDT from the second Sunday of March, CST from the first Sunday of November. */
const CHICAGO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MINISTRY_TIME_ZONE}`,
  'X-LIC-LOCATION:America/Chicago',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const two = (n: number) => String(n).padStart(2, '0');

/** 20261212T190000: the ministry's wall time of an instant. */
export function icsLocalTime(iso: string | Date): string {
  const p = ministryParts(iso);
  return `${p.year}${two(p.month)}${two(p.day)}T${two(p.hour)}${two(p.minute)}${two(p.second)}`;
}

/** 20261213T010000Z */
export function icsUtcTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line to at most 75 octets per line, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarOptions {
  publicUrl: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

export function calendarFileName(event: Pick<Event, 'id' | 'title'>): string {
  const slug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}-${event.id}.ics`;
}

/** The calendar file of an event with a set date (a TBD date has nothing to put in a calendar). */
export function buildEventCalendar(event: Event, options: CalendarOptions): string {
  const pageUrl = absoluteUrl(options.publicUrl, eventPath(event.id));
  const host = new URL(options.publicUrl).hostname || 'localhost';
  const place = [event.location, event.location_address].filter(Boolean).join(', ');
  const details = [
    event.subtitle,
    event.description,
    event.online_url ? `Join online: ${event.online_url}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(site.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...CHICAGO_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${icsUtcTime(options.now)}`,
    `DTSTART;TZID=${MINISTRY_TIME_ZONE}:${icsLocalTime(event.date)}`,
    ...(event.end_date ? [`DTEND;TZID=${MINISTRY_TIME_ZONE}:${icsLocalTime(event.end_date)}`] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(`${details}\n\n${pageUrl}`)}`,
    `LOCATION:${escapeIcsText(place)}`,
    `URL:${pageUrl}`,
    `ORGANIZER;CN="${site.name.replace(/["\\;:,]/g, '')}":mailto:${site.contact.email}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
