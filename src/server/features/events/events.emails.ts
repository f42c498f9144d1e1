/**
 * The RSVP emails (docs/product.md#rsvps-and-seats): the confirmation of a new RSVP, and the note to
 * someone who already answered when their address is used again. Both carry the event, its date and
 * time in the ministry's zone, the place, the answer as stored, the private manage link and, when
 * attending a dated event, the event as an .ics attachment.
 */
import { absoluteUrl, site } from '#shared/site/settings.ts';
import { eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import { zoneLongName } from '#shared/site/time-zone.ts';
import { eventPlaceEmailLines } from '#shared/site/meeting-place.ts';
import { eventPath, peopleLabel, type Event } from '#shared/events/contract.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { buildEventCalendar, calendarFileName } from '#server/features/events/events.ics.ts';

export interface RsvpEmailInput {
  event: Event;
  /** The RSVP as stored (for a repeat, the earlier answer, never what was typed again). */
  rsvp: { name: string; email: string; guests: number; attending: boolean };
  /** new: the RSVP was just stored; already: the address had answered, and nothing was changed. */
  answer: 'new' | 'already';
  /** The private link to change or cancel it (rsvp-links.ts). */
  manageUrl: string;
  publicUrl: string;
  now: Date;
}

export function eventDetails(event: Event): string[] {
  return [
    `Event: ${event.title}`,
    `Date: ${eventDateRangeLabel(event)}`,
    // The zone's name at the event's own date: "… Standard Time" in December, "… Daylight Time" in July.
    `Time: ${eventTimeLabel(event)}${event.date_tbd ? '' : ` (${zoneLongName(event.date)})`}`,
    ...eventPlaceEmailLines(event),
    ...(event.is_online && event.online_url ? [`Join online: ${event.online_url}`] : []),
  ];
}

function opening({ event, rsvp, answer }: RsvpEmailInput): string {
  if (answer === 'already') {
    return (
      `Someone, perhaps you, just answered the RSVP for ${event.title} with this email address. ` +
      'You are already signed up, so nothing was changed.'
    );
  }
  return rsvp.attending
    ? `Thank you for your RSVP! We have saved your place at ${event.title} for ${peopleLabel(rsvp.guests)}.`
    : `Thank you for letting us know that you cannot attend ${event.title}. We will miss you!`;
}

function subjectOf({ event, rsvp, answer }: RsvpEmailInput): string {
  if (answer === 'already') return `You are already signed up: ${event.title}`;
  if (!rsvp.attending) return `We will miss you: ${event.title}`;
  return `Your RSVP: ${event.title}${event.date_tbd ? '' : `, ${eventDateRangeLabel(event)}`}`;
}

export function rsvpConfirmationEmail(input: RsvpEmailInput): OutgoingEmail {
  const { event, rsvp, answer, manageUrl, publicUrl, now } = input;
  const attachCalendar = rsvp.attending && !event.date_tbd;
  const text = [
    `Dear ${rsvp.name},`,
    '',
    opening(input),
    '',
    ...eventDetails(event),
    `Your answer: ${rsvp.attending ? 'attending' : 'not attending'}`,
    ...(rsvp.attending ? [`Coming: ${peopleLabel(rsvp.guests)}`] : []),
    '',
    ...(rsvp.attending
      ? [
          event.date_tbd
            ? 'The date is still to be decided; we will share it on the event page as soon as it is set.'
            : 'The event is attached as a calendar file (.ics), so you can add it to your calendar.',
          '',
        ]
      : []),
    `Event details: ${absoluteUrl(publicUrl, eventPath(event.id))}`,
    '',
    'To change the number of guests, tell us whether you can come, or cancel, use your private link. ' +
      'It works without an account; please keep it to yourself:',
    manageUrl,
    '',
    ...(rsvp.attending && answer === 'new' ? ['See you there!'] : []),
    site.name,
  ];
  return {
    kind: answer === 'already' ? 'events.rsvp_already_signed_up' : 'events.rsvp_confirmation',
    to: rsvp.email,
    subject: subjectOf(input),
    text: text.join('\n'),
    ...(attachCalendar
      ? {
          attachments: [
            {
              filename: calendarFileName(event),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              contentBase64: Buffer.from(buildEventCalendar(event, { publicUrl, now }), 'utf8').toString(
                'base64',
              ),
            },
          ],
        }
      : {}),
  };
}
