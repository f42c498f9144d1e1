/**
 * The RSVP emails (docs/product.md#rsvps-and-seats): the confirmation of a new RSVP, and the note to
 * someone who already answered when their address is used again. Both carry the event, its date and
 * time in the ministry's zone, the place, the answer as stored, the private manage link and, when
 * attending a dated event, the event as an .ics attachment. Each is written in the language the
 * person answered in (the RSVP's `locale`), with links to the pages in that language.
 */
import { absoluteUrl, site } from '#shared/site/settings.ts';
import { eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import { eventTitle } from '#shared/events/event-text.ts';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import { zoneLongName } from '#shared/site/time-zone.ts';
import { eventPlaceEmailLines } from '#shared/site/meeting-place.ts';
import { EVENTS_WORDS, eventPath, type Event } from '#shared/events/contract.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { buildEventCalendar, calendarFileName } from '#server/features/events/events.ics.ts';

export interface RsvpEmailInput {
  event: Event;
  /** The RSVP as stored (for a repeat, the earlier answer, never what was typed again). */
  rsvp: { name: string; email: string; guests: number; attending: boolean; locale?: Locale };
  /** new: the RSVP was just stored; already: the address had answered, and nothing was changed. */
  answer: 'new' | 'already';
  /** The private link to change or cancel it (rsvp-links.ts), in the RSVP's language. */
  manageUrl: string;
  publicUrl: string;
  now: Date;
}

/** The event's title in an email's language (the English when staff wrote no Spanish). */
export const emailTitle = (event: Event, locale: Locale) => eventTitle(event, locale).text;

/** The event's page in the email's language. */
export const eventPageUrl = (publicUrl: string, event: Pick<Event, 'id'>, locale: Locale) =>
  absoluteUrl(publicUrl, pathInLocale(eventPath(event.id), locale));

export function eventDetails(event: Event, locale: Locale = 'en'): string[] {
  const t = EVENTS_WORDS.in(locale);
  const time = eventTimeLabel(event, locale);
  return [
    t('email.event', { title: emailTitle(event, locale) }),
    t('email.date', { date: eventDateRangeLabel(event, locale) }),
    // The zone's name at the event's own date: "… Standard Time" in December, "… Daylight Time" in July.
    event.date_tbd
      ? t('email.time', { time })
      : t('email.timeWithZone', { time, zone: zoneLongName(event.date, locale) }),
    ...eventPlaceEmailLines(event, locale),
    ...(event.is_online && event.online_url ? [t('email.joinOnline', { url: event.online_url })] : []),
  ];
}

/** Date, time, place and join link without the event's name (the reminder says it in its opening). */
export function eventWhenAndWhere(event: Event, locale: Locale = 'en'): string[] {
  const t = EVENTS_WORDS.in(locale);
  return [
    t('email.date', { date: eventDateRangeLabel(event, locale) }),
    t('email.time', { time: eventTimeLabel(event, locale) }),
    ...eventPlaceEmailLines(event, locale),
    ...(event.is_online && event.online_url ? [t('email.joinOnline', { url: event.online_url })] : []),
  ];
}

function opening({ event, rsvp, answer }: RsvpEmailInput, locale: Locale): string {
  const t = EVENTS_WORDS.in(locale);
  const title = emailTitle(event, locale);
  if (answer === 'already') return t('confirmation.already', { title });
  return rsvp.attending
    ? t('confirmation.attending', { title, count: rsvp.guests })
    : t('confirmation.declined', { title });
}

function subjectOf({ event, rsvp, answer }: RsvpEmailInput, locale: Locale): string {
  const t = EVENTS_WORDS.in(locale);
  const title = emailTitle(event, locale);
  if (answer === 'already') return t('confirmation.subjectAlready', { title });
  if (!rsvp.attending) return t('confirmation.subjectDeclined', { title });
  if (event.date_tbd) return t('confirmation.subject', { title });
  return t('confirmation.subjectDated', { title, date: eventDateRangeLabel(event, locale) });
}

export function rsvpConfirmationEmail(input: RsvpEmailInput): OutgoingEmail {
  const { event, rsvp, answer, manageUrl, publicUrl, now } = input;
  const locale = rsvp.locale ?? 'en';
  const t = EVENTS_WORDS.in(locale);
  const attachCalendar = rsvp.attending && !event.date_tbd;
  const text = [
    t('email.dear', { name: rsvp.name }),
    '',
    opening(input, locale),
    '',
    ...eventDetails(event, locale),
    t(rsvp.attending ? 'confirmation.answerAttending' : 'confirmation.answerDeclined'),
    ...(rsvp.attending ? [t('confirmation.coming', { count: rsvp.guests })] : []),
    '',
    ...(rsvp.attending
      ? [t(event.date_tbd ? 'confirmation.dateTbd' : 'confirmation.calendarAttached'), '']
      : []),
    t('email.details', { url: eventPageUrl(publicUrl, event, locale) }),
    '',
    t('confirmation.manageLink'),
    manageUrl,
    '',
    ...(rsvp.attending && answer === 'new' ? [t('email.seeYou')] : []),
    site.name,
  ];
  return {
    kind: answer === 'already' ? 'events.rsvp_already_signed_up' : 'events.rsvp_confirmation',
    to: rsvp.email,
    subject: subjectOf(input, locale),
    text: text.join('\n'),
    ...(attachCalendar
      ? {
          attachments: [
            {
              filename: calendarFileName(event),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              contentBase64: Buffer.from(
                buildEventCalendar(event, { publicUrl, now, locale }),
                'utf8',
              ).toString('base64'),
            },
          ],
        }
      : {}),
  };
}
