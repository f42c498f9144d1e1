/**
 * The waitlist's words and paths, without zod (docs/product.md#waitlist quotes them: change both
 * together). Pages use them without shipping the schema library.
 */
import { formatTime, formatWeekdayDate, zoneAbbreviation } from '#shared/events/format.ts';
import en from '#locales/en/events.json' with { type: 'json' };
import type { Locale } from '#shared/i18n/locales.ts';
import { EVENTS_WORDS, partyLabel, RSVP_MAX_GUESTS } from '#shared/events/words.ts';

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

/** The waitlist's public words, in English (the API's English answers; pages read EVENTS_WORDS). */
export const WAITLIST_WORDS = {
  joinHeading: en['waitlist.joinHeading'],
  joinIntro: en['waitlist.joinIntro'],
  joinButton: en['waitlist.joinButton'],
  joinFailed: en['waitlist.joinFailed'],
  partyFits: en['waitlist.partyFits'],
  linkInvalid: en['waitlist.linkInvalid'],
  linkInvalidHelp: en['waitlist.linkInvalidHelp'],
  actionFailed: en['waitlist.actionFailed'],
  left: en['waitlist.left'],
  declined: en['waitlist.declined'],
  alreadyClaimed: en['waitlist.alreadyClaimed'],
  offerExpired: en['waitlist.offerExpired'],
  noOffer: en['waitlist.noOffer'],
  notInLine: en['waitlist.notInLine'],
  closed: 'This event no longer takes RSVPs, so the waitlist is closed.',
  staffOfferNotWaiting: 'Only someone who is waiting in line can be offered seats.',
  staffEntryNotFound: 'Waitlist entry not found',
} as const;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The answer to joining: the same for a new address and one already in line (which is told its real
 * place by email), so the answer never tells who is waiting.
 */
export function waitlistJoinedMessage(
  input: { name: string; guests: number; place: number },
  locale: Locale = 'en',
): string {
  return EVENTS_WORDS.in(locale)('waitlist.joined', {
    first: firstName(input.name),
    place: input.place,
    party: partyLabel(input.guests, locale),
  });
}

/** "Saturday, November 28, 2026 at 7:00 PM CST": an offer's end, in the ministry's zone. */
export function offerEndsLabel(at: string | Date, locale: Locale = 'en'): string {
  return EVENTS_WORDS.in(locale)('waitlist.offerEnds', {
    date: formatWeekdayDate(at, locale),
    time: formatTime(at, locale),
    zone: zoneAbbreviation(at, locale),
  });
}

export function claimedMessage(guests: number, locale: Locale = 'en'): string {
  return EVENTS_WORDS.in(locale)('waitlist.claimed', { party: partyLabel(guests, locale) });
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
