/**
 * The events area's words, without zod, so pages can use them without shipping the schema library.
 * docs/product.md#events, #event-detail-and-rsvp and #staff-events quote them: change both together.
 * The public words are the catalogues locales/{en,es}/events.json (EVENTS_WORDS, decision 0023); the
 * English constants below read the English catalogue, for staff screens and the API's English answers.
 */
import en from '#locales/en/events.json' with { type: 'json' };
import es from '#locales/es/events.json' with { type: 'json' };
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';

/** Every public word of events in both languages: `EVENTS_WORDS.in(locale)('detail.date')`. */
export const EVENTS_WORDS = defineWords('events', en, es);
export type EventsWordKey = keyof typeof en;
export const EVENT_TYPES = ['SERVICE', 'CONFERENCE', 'WORKSHOP', 'RETREAT', 'OTHER'] as const;
export type EventTypeName = (typeof EVENT_TYPES)[number];

/** SERVICE is shown as 'Regular Service'. */
export const EVENT_TYPE_LABELS: Record<EventTypeName, string> = {
  SERVICE: en['type.SERVICE'],
  CONFERENCE: en['type.CONFERENCE'],
  WORKSHOP: en['type.WORKSHOP'],
  RETREAT: en['type.RETREAT'],
  OTHER: en['type.OTHER'],
};

/** On a cancelled event's page (docs/product.md#event-detail-and-rsvp). */
export const EVENT_CANCELLED_NOTICE = en['detail.cancelledNotice'];

/** /calendar.ics: the calendar people subscribe to (docs/product.md#calendar-feed). */
export const CALENDAR_FEED_PATH = '/calendar.ics';
export const SUBSCRIBE_LABEL = en['subscribe.label'];
/** The subscription's panel on /events (docs/product.md#events). */
export const SUBSCRIBE_WORDS = {
  openApp: en['subscribe.openApp'],
  addressLabel: en['subscribe.addressLabel'],
  copy: en['subscribe.copy'],
  copied: en['subscribe.copied'],
  copyFailed: en['subscribe.copyFailed'],
} as const;

/** The events banner's label before the next featured event (docs/product.md#every-page). */
export { EVENTS_BANNER_NEXT } from '#shared/events/banner-words.ts';

/** /events: the group of events whose date is not set yet, listed after every dated one. */
export const TO_BE_ANNOUNCED_HEADING = en['list.toBeAnnounced'];

export const EVENT_FILTERS = ['upcoming', 'past', 'featured', 'all'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
export const EVENT_FILTER_LABELS: Record<EventFilter, string> = {
  upcoming: en['filters.upcoming'],
  past: en['filters.past'],
  featured: en['filters.featured'],
  all: en['filters.all'],
};
export const DEFAULT_EVENT_FILTER: EventFilter = 'upcoming';

export function parseEventFilter(value: string | null | undefined): EventFilter {
  return (EVENT_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as EventFilter)
    : DEFAULT_EVENT_FILTER;
}

/** Guests 1 to 10, default 1 (docs/product.md#rsvps-and-seats). */
export const RSVP_MIN_GUESTS = 1;
export const RSVP_MAX_GUESTS = 10;
export const RSVP_DEFAULT_GUESTS = 1;
/** Scroll to the form 500 ms after opening by the #rsvp hash, 100 ms after the toggle. */
export const RSVP_SCROLL_DELAY_HASH_MS = 500;
export const RSVP_SCROLL_DELAY_TOGGLE_MS = 100;

export const EVENT_WORDS = {
  // Pages
  listFailed: en['list.failed'],
  listEmpty: en['list.empty'],
  detailFailed: en['detail.failed'],
  notFound: en['detail.notFound'],
  rsvpFailed: en['rsvp.failed'],
  // RSVP form
  nameRequired: en['form.nameRequired'],
  emailRequired: en['form.emailRequired'],
  emailInvalid: en['form.emailInvalid'],
  guestsMin: en['form.guestsMin'],
  guestsMax: en['form.guestsMax'],
  tooLong: en['form.tooLong'],
  // RSVP refusals (409)
  eventFull: en['refusal.eventFull'],
  eventPast: en['refusal.eventPast'],
  notAcceptingRsvps: en['refusal.notAcceptingRsvps'],
  eventCancelled: en['refusal.eventCancelled'],
  // Admin event form (docs/product.md#staff-events)
  titleRequired: 'Title is required',
  dateRequired: 'Event date is required',
  dateInvalid: 'Please enter a valid date and time',
  endDateBeforeStart: 'The end must not be before the start',
  locationRequired: 'Location is required',
  descriptionRequired: 'Description is required',
  registrationUrlRequired: 'Registration URL is required when registration is required',
  onlineUrlRequired: 'Online URL is required for online events',
  urlInvalid: 'Please enter a full web address starting with https://',
  // An outside address cannot be shown (the site's CSP allows its own pictures only): docs/product.md#images.
  imageUrlInvalid:
    'Please choose a picture from the image library (a web address cannot be shown on this site)',
  imageChoiceInvalid: 'Please choose a picture from the image library',
  rsvpLimitMin: 'RSVP limit must be at least 1 (leave it blank for unlimited)',
  eventTypeInvalid: 'Please choose an event type',
} as const;

/** What the Location row says of an online event: that it is online, and how the link reaches people (online.ts). */
export const ONLINE_EVENT_WORDS = {
  linkOnPage: en['online.linkOnPage'],
  linkByEmail: en['online.linkByEmail'],
} as const;

/** 409 when the party does not fit: says how many spots are left. */
export function onlySpotsLeftMessage(remaining: number, locale: Locale = 'en'): string {
  return EVENTS_WORDS.in(locale)('refusal.onlySpotsLeft', { remaining });
}

/** The answer to an RSVP: the same for a new address and one that already answered (nothing reveals who is signed up). */
export function rsvpSuccessMessage(
  input: { name: string; guests: number; attending: boolean },
  locale: Locale = 'en',
): string {
  const t = EVENTS_WORDS.in(locale);
  const first = firstName(input.name);
  if (!input.attending) return t('rsvp.declined', { first });
  return t('rsvp.success', { first, count: input.guests });
}

/** The RSVP form's question: the number counts the person answering. */
export const RSVP_PARTY_QUESTION = en['rsvp.partyQuestion'];

/** "1 person" or "{n} people": what an RSVP's confirmation says it holds (on the page and in the email). */
export const peopleLabel = (people: number, locale: Locale = 'en') =>
  EVENTS_WORDS.in(locale)('detail.people', { count: people });

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** A party, as the waitlist and the manage page say it: "1 person" or "{n} people", like the RSVP form. */
export const partyLabel = peopleLabel;

/** The manage page's words (docs/product.md#managing-an-rsvp), in English for the API's English answers. */
export const RSVP_MANAGE_WORDS = {
  linkInvalid: en['manage.linkInvalid'],
  linkInvalidHelp: en['manage.linkInvalidHelp'],
  attendingRequired: en['manage.attendingRequired'],
  saveFailed: en['manage.saveFailed'],
  cancelFailed: en['manage.cancelFailed'],
  cancelled: en['manage.cancelled'],
  closedPast: en['manage.closedPast'],
  closedNoRsvps: en['manage.closedNoRsvps'],
  closedCancelled: en['manage.closedCancelled'],
} as const;

/**
 * 409 when a changed party does not fit: how many more spots are left beyond the seats the RSVP holds
 * (`held`), and so the largest party it can have (`max`, its own seats included).
 */
export function partyTooLargeMessage(
  { max, held }: { max: number; held: number },
  locale: Locale = 'en',
): string {
  return EVENTS_WORDS.in(locale)('manage.partyTooLarge', { free: Math.max(0, max - held), max });
}

/** After a change on the manage page. */
export function rsvpChangedMessage(
  input: { guests: number; attending: boolean },
  locale: Locale = 'en',
): string {
  const t = EVENTS_WORDS.in(locale);
  return input.attending
    ? t('manage.changedAttending', { count: input.guests })
    : t('manage.changedDeclined');
}

export const rsvpPath = (id: number | string) => `/api/events/${id}/rsvp/`;
/** The events page, where an email about an event that is gone sends people. */
export const EVENTS_PAGE_PATH = '/events';
export { eventPath } from '#shared/events/banner-words.ts';
export const calendarPath = (id: number | string) => `/events/${id}/calendar.ics`;
/** The manage page of one RSVP; the token is its only key (a query parameter, so logs redact it). */
export const manageRsvpPagePath = (token: string) => `/events/rsvp?token=${encodeURIComponent(token)}`;
export const manageRsvpApiPath = (token: string) => `/api/events/rsvp/?token=${encodeURIComponent(token)}`;
