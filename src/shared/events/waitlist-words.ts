/**
 * The waitlist's words and paths, without zod (docs/product.md#waitlist quotes them: change both
 * together). Pages use them without shipping the schema library.
 */
import { formatTime, formatWeekdayDate, zoneAbbreviation } from '#shared/events/format.ts';
import { partyLabel, RSVP_MAX_GUESTS } from '#shared/events/words.ts';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'declined', 'expired', 'left'] as const;
export type WaitlistStatusName = (typeof WAITLIST_STATUSES)[number];

/** How staff read an entry's status. */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatusName, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Claimed',
  declined: 'Declined the offer',
  expired: 'Offer expired',
  left: 'Left the line',
};

export const WAITLIST_WORDS = {
  joinHeading: 'Join the waitlist',
  joinIntro:
    'Join the waitlist: when seats free up, the first person in line whose party fits gets an email offering them.',
  joinButton: 'Join the waitlist',
  joinFailed: 'Failed to join the waitlist. Please try again later.',
  partyFits: 'There are enough spots left for your party, so please RSVP instead.',
  linkInvalid: 'This waitlist link is not valid',
  linkInvalidHelp:
    'It may be from an entry that left the line, or copied incompletely from the email. You can join the waitlist again on the event page.',
  actionFailed: 'Failed to save your answer. Please try again later.',
  left: 'You have left the waitlist. If your plans change, you can join it again on the event page.',
  declined: 'Thank you for letting us know. The seats go to the next person in line.',
  alreadyClaimed:
    'You have already claimed these seats. Your RSVP is confirmed; its private link is in your email.',
  offerExpired:
    'Sorry, this offer has expired, so the seats went to the next person in line. You can join the waitlist again on the event page.',
  noOffer: 'There is no offer to answer yet. We will email you as soon as seats free up for your party.',
  notInLine: 'This entry is no longer in line.',
  closed: 'This event no longer takes RSVPs, so the waitlist is closed.',
  staffOfferNotWaiting: 'Only someone who is waiting in line can be offered seats.',
  staffEntryNotFound: 'Waitlist entry not found',
} as const;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The answer to joining: the same for a new address and one already in line (which is told its real
 * place by email), so the answer never tells who is waiting.
 */
export function waitlistJoinedMessage(input: { name: string; guests: number; place: number }): string {
  return (
    `Thank you, ${firstName(input.name)}! You are number ${input.place} in line for ${partyLabel(input.guests)}. ` +
    'We will email you when seats free up. A confirmation email with your private link is on its way.'
  );
}

/** "Saturday, November 28, 2026 at 7:00 PM CST": an offer's end, in the ministry's zone. */
export function offerEndsLabel(at: string | Date): string {
  return `${formatWeekdayDate(at)} at ${formatTime(at)} ${zoneAbbreviation(at)}`;
}

export function claimedMessage(guests: number): string {
  return `The seats are yours! Your RSVP for ${partyLabel(guests)} is confirmed. A confirmation email with its private link is on its way.`;
}

export const waitlistJoinApiPath = (eventId: number | string) => `/api/events/${eventId}/waitlist/`;
export const waitlistJoinPagePath = (eventId: number | string) => `/events/${eventId}/waitlist`;
/** One entry's private page; the token is its only key (a query parameter, so logs redact it). */
export const waitlistPagePath = (token: string) => `/events/waitlist?token=${encodeURIComponent(token)}`;
export const waitlistApiPath = (token: string) => `/api/events/waitlist/?token=${encodeURIComponent(token)}`;
export const adminWaitlistPath = (eventId: number | string) => `/api/admin/events/${eventId}/waitlist/`;
export const adminWaitlistOfferPath = (eventId: number | string, entryId: string) =>
  `/api/admin/events/${eventId}/waitlist/${entryId}/offer/`;

/** The private page's answers, which a post without JavaScript names in a hidden field. */
export const WAITLIST_ACTIONS = ['claim', 'decline', 'leave'] as const;
export const WAITLIST_ANSWER_FIELD = 'answer';
export type WaitlistAction = (typeof WAITLIST_ACTIONS)[number];

/**
 * Whether an event's RSVP form offers the waitlist: it takes RSVPs and has fewer spots left than the
 * largest party, so some party does not fit (the server decides for the party actually given).
 */
export function offersWaitlist(event: {
  rsvp_open: boolean;
  rsvp_limit: number | null;
  spots_remaining: number | null;
}): boolean {
  return event.rsvp_open && event.rsvp_limit !== null && (event.spots_remaining ?? 0) < RSVP_MAX_GUESTS;
}
