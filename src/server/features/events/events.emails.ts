/**
 * The RSVP confirmation: the event, its date and time in the ministry's zone, the place, the party
 * size, a link to the event page and, when the date is set, the event as an .ics attachment.
 */
import { absoluteUrl, site } from '#shared/site/settings.ts';
import { eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import { eventPath, type Event } from '#shared/events/contract.ts';
import type { OutgoingEmail } from '../../email/outbox.ts';
import { buildEventCalendar, calendarFileName } from './events.ics.ts';

export interface RsvpEmailInput {
  event: Event;
  rsvp: { name: string; email: string; guests: number; attending: boolean; updated: boolean };
  publicUrl: string;
  now: Date;
}

export function rsvpConfirmationEmail({ event, rsvp, publicUrl, now }: RsvpEmailInput): OutgoingEmail {
  const pageUrl = absoluteUrl(publicUrl, eventPath(event.id));
  const when = eventDateRangeLabel(event);
  const time = eventTimeLabel(event);
  const place = [event.location, event.location_address].filter(Boolean).join(', ');
  const party = rsvp.guests === 1 ? '1 guest' : `${rsvp.guests} guests`;

  const details = [
    `Event: ${event.title}`,
    `Date: ${when}`,
    `Time: ${time}${event.date_tbd ? '' : ' (Central Time, Austin)'}`,
    `Place: ${place}`,
    ...(event.is_online && event.online_url ? [`Join online: ${event.online_url}`] : []),
  ];
  const text = rsvp.attending
    ? [
        `Dear ${rsvp.name},`,
        '',
        rsvp.updated
          ? `Your RSVP for ${event.title} has been updated. Here are the details:`
          : `Thank you for your RSVP! We have saved your place at ${event.title}.`,
        '',
        ...details,
        `Guests: ${party}`,
        '',
        event.date_tbd
          ? 'The date is still to be decided; we will share it on the event page as soon as it is set.'
          : 'The event is attached as a calendar file (.ics), so you can add it to your calendar.',
        '',
        `Event details: ${pageUrl}`,
        '',
        'If your plans change, answer the RSVP again on the event page with the same email address.',
        '',
        `See you there!`,
        site.name,
      ]
    : [
        `Dear ${rsvp.name},`,
        '',
        `Thank you for letting us know that you cannot attend ${event.title}. We will miss you!`,
        '',
        ...details,
        '',
        `If your plans change, you can RSVP again here: ${pageUrl}`,
        '',
        site.name,
      ];

  const attachCalendar = rsvp.attending && !event.date_tbd;
  return {
    kind: 'events.rsvp_confirmation',
    to: rsvp.email,
    subject: rsvp.attending
      ? `Your RSVP: ${event.title}${event.date_tbd ? '' : `, ${when}`}`
      : `We will miss you: ${event.title}`,
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
