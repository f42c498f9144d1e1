/**
 * iCalendar files (RFC 5545): one event's file (the event page's download, and the attachment of the
 * RSVP emails, change notices and cancellations) and the subscribed feed (/calendar.ics). CRLF line
 * ends, text escaped, lines folded at 75 octets.
 *
 * Every time is written in UTC (DTSTART:20261213T010000Z), never as a wall time with a TZID. Why:
 * an event here is one instant (a series is stored as one row per date, so there is no RRULE whose
 * "7 PM" must follow a zone's daylight-saving rules); a UTC instant is read the same by every
 * calendar, which shows it in its owner's zone, and it needs no VTIMEZONE that could disagree with
 * the time-zone database (the old writer hard-coded Chicago's rules under whatever zone the settings
 * named). The instants themselves come from the site's zone (src/shared/events/format.ts).
 */
import { eventPlaceLine } from '#shared/site/meeting-place.ts';
import { absoluteUrl, site } from '#shared/site/settings.ts';
import { EVENTS_WORDS, eventPath, type Event } from '#shared/events/contract.ts';
import { eventDescription, eventSubtitle } from '#shared/events/event-text.ts';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';

/** 20261213T010000Z */
export function icsUtcTime(instant: Date | string): string {
  return new Date(instant)
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

/**
 * PUBLISH: a file to add (the page's download, the RSVP confirmation, the feed). REQUEST: an update
 * of an entry the person already has (same UID, higher SEQUENCE). CANCEL: the entry is called off.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarOptions {
  publicUrl: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
  method?: CalendarMethod;
  /** The person the file is sent to (iTIP's REQUEST and CANCEL name their attendee). */
  attendee?: { name: string; email: string };
  /**
   * The language of the description and page link (a Spanish RSVP's attachment); the SUMMARY stays
   * the event's own title. The subscribed feed is one feed, in English.
   */
  locale?: Locale;
}

export function calendarFileName(event: Pick<Event, 'id' | 'title'>): string {
  const slug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}-${event.id}.ics`;
}

/** The MIME type of a file made with `method`, as calendar clients expect it on an attachment. */
export function calendarContentType(method: CalendarMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

const quotedName = (name: string) => `"${name.replace(/["\\;:,]/g, '')}"`;

/** The VEVENT of a dated event. Its join link is in it only when `event` carries one (registrants). */
function eventLines(event: Event, options: CalendarOptions): string[] {
  const locale = options.locale ?? 'en';
  const t = EVENTS_WORDS.in(locale);
  const pageUrl = absoluteUrl(options.publicUrl, pathInLocale(eventPath(event.id), locale));
  const host = new URL(options.publicUrl).hostname || 'localhost';
  const place = eventPlaceLine(event);
  const cancelled = event.cancelled_at !== null || options.method === 'CANCEL';
  const details = [
    cancelled ? t('ics.cancelled') : '',
    eventSubtitle(event, locale)?.text,
    eventDescription(event, locale).text,
    event.online_url ? t('email.joinOnline', { url: event.online_url }) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const { attendee } = options;
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${icsUtcTime(options.now)}`,
    `SEQUENCE:${event.calendar_sequence}`,
    `DTSTART:${icsUtcTime(event.date)}`,
    ...(event.end_date ? [`DTEND:${icsUtcTime(event.end_date)}`] : []),
    `SUMMARY:${escapeIcsText(cancelled ? t('ics.cancelledSummary', { title: event.title }) : event.title)}`,
    `DESCRIPTION:${escapeIcsText(`${details}\n\n${pageUrl}`)}`,
    `LOCATION:${escapeIcsText(place)}`,
    `URL:${pageUrl}`,
    `ORGANIZER;CN=${quotedName(site.name)}:mailto:${site.contact.email}`,
    ...(attendee ? [`ATTENDEE;CN=${quotedName(attendee.name)};RSVP=FALSE:mailto:${attendee.email}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `TRANSP:${cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

function calendarText(method: CalendarMethod, body: string[], extra: string[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(site.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...extra,
    ...body,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The calendar file of an event with a set date (a TBD date has nothing to put in a calendar). */
export function buildEventCalendar(event: Event, options: CalendarOptions): string {
  const method = options.method ?? 'PUBLISH';
  return calendarText(method, eventLines(event, { ...options, method }));
}

/**
 * The subscribed feed: one VEVENT per dated event (docs/product.md#calendar-feed). Each DTSTAMP is its
 * event's last change, not the time of the request, so the same events give the same bytes (and ETag).
 */
export function buildCalendarFeed(events: Event[], options: { publicUrl: string }): string {
  const body = events
    .filter((event) => !event.date_tbd)
    .flatMap((event) => eventLines(event, { ...options, now: new Date(event.updated_at) }));
  return calendarText('PUBLISH', body, [
    `X-WR-CALNAME:${escapeIcsText(site.name)}`,
    `X-WR-CALDESC:${escapeIcsText(`Upcoming events of ${site.name}`)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ]);
}
