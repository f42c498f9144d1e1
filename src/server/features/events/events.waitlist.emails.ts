/**
 * The waitlist's emails (docs/product.md#waitlist): the confirmation of a place in line, the note to
 * an address already in line, the offer of seats (each of these carries the entry's private link), and
 * the note that an offer ran out.
 */
import { eventPath, partyLabel, type Event } from '#shared/events/contract.ts';
import { offerEndsLabel } from '#shared/events/waitlist-words.ts';
import { absoluteUrl, site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { eventDetails } from '#server/features/events/events.emails.ts';

export interface WaitlistEmailInput {
  event: Event;
  entry: { name: string; email: string; guests: number };
  /** The entry's real place in line. */
  place: number;
  /** The entry's private page (waitlist-links.ts). */
  linkUrl: string;
  publicUrl: string;
}

const linkLines = (url: string) => [
  'To see your place in line or leave the waitlist, use your private link. It works without an account; please keep it to yourself:',
  url,
];

export function waitlistJoinedEmail(
  input: WaitlistEmailInput & { answer: 'new' | 'already' },
): OutgoingEmail {
  const { event, entry, place, linkUrl, publicUrl, answer } = input;
  const opening =
    answer === 'already'
      ? `Someone, perhaps you, just asked to join the waitlist for ${event.title} with this email address. ` +
        'You are already in line, so nothing was changed.'
      : `Thank you! You are on the waitlist for ${event.title}.`;
  return {
    kind: answer === 'already' ? 'events.waitlist_already_in_line' : 'events.waitlist_joined',
    to: entry.email,
    subject:
      answer === 'already'
        ? `You are already on the waitlist: ${event.title}`
        : `On the waitlist: ${event.title}`,
    text: [
      `Dear ${entry.name},`,
      '',
      opening,
      '',
      ...eventDetails(event),
      `Your party: ${partyLabel(entry.guests)}`,
      `Your place in line: ${place}`,
      '',
      'When seats free up, the first person in line whose party fits gets an email offering them.',
      '',
      `Event details: ${absoluteUrl(publicUrl, eventPath(event.id))}`,
      '',
      ...linkLines(linkUrl),
      '',
      site.name,
    ].join('\n'),
  };
}

export function waitlistOfferEmail(
  input: Omit<WaitlistEmailInput, 'place'> & { expiresAt: Date },
): OutgoingEmail {
  const { event, entry, linkUrl, publicUrl, expiresAt } = input;
  return {
    kind: 'events.waitlist_offer',
    to: entry.email,
    subject: `Seats are free for you: ${event.title}`,
    text: [
      `Dear ${entry.name},`,
      '',
      `Good news: seats have freed up at ${event.title}, and they are yours if you want them.`,
      `We are holding seats for ${partyLabel(entry.guests)} until ${offerEndsLabel(expiresAt)}.`,
      '',
      ...eventDetails(event),
      '',
      'To claim the seats, or to let them go to the next person in line, open your private link:',
      linkUrl,
      '',
      'If you do not answer in time, the seats are offered to the next person in line.',
      '',
      `Event details: ${absoluteUrl(publicUrl, eventPath(event.id))}`,
      '',
      site.name,
    ].join('\n'),
  };
}

/**
 * To someone whose offer ran out: where the seats went (to the next in line, or open again when no one
 * waiting fits), and the event page to try again.
 */
export function waitlistOfferExpiredEmail(input: {
  event: Event;
  entry: { name: string; email: string; guests: number };
  publicUrl: string;
  expiredAt: Date;
  /** Someone next in line was offered the seats. */
  passedOn: boolean;
}): OutgoingEmail {
  const { event, entry, publicUrl, expiredAt, passedOn } = input;
  return {
    kind: 'events.waitlist_offer_expired',
    to: entry.email,
    subject: `The seats held for you were released: ${event.title}`,
    text: [
      `Dear ${entry.name},`,
      '',
      `We held seats for ${partyLabel(entry.guests)} at ${event.title} until ${offerEndsLabel(expiredAt)}. ` +
        (passedOn
          ? 'We did not hear from you by then, so the seats went to the next person in line.'
          : 'We did not hear from you by then, so the seats are open again to anyone who RSVPs.'),
      '',
      ...eventDetails(event),
      '',
      'If you would still like to come, you can RSVP if seats are free, or join the waitlist again, on the event page:',
      absoluteUrl(publicUrl, eventPath(event.id)),
      '',
      site.name,
    ].join('\n'),
  };
}
