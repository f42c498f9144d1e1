/**
 * Where and when the ministry meets, from the site settings (docs/product.md#content-and-settings):
 * the main meeting place and the regular gathering, staff's one answer to "where do I go?", which
 * the home, About and Contact pages, events held there and their emails all read. Zod-free, and
 * read when used: staff change them.
 */
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { formatMeetingTime } from '#shared/site/clock-time.ts';
import { site, siteIn } from '#shared/site/settings.ts';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';

export interface MeetingPlace {
  name: string;
  address: string;
  mapUrl: string;
  /** Parking and how to get in. */
  arrival: string;
}

/** The meeting place as a page in `locale` shows it (its parking note is words; name and address are one). */
export const meetingPlace = (locale: Locale = DEFAULT_LOCALE): MeetingPlace => siteIn(locale).meetingPlace;

/** "Undivided Hearts Ministry Center, 1817 E 12th St, Austin, TX 78702". */
export const meetingPlaceLine = (place: MeetingPlace = meetingPlace()): string =>
  [place.name, place.address].filter(Boolean).join(', ');

/** Google's embeddable map of a place (loaded only when a visitor asks for it). */
export const mapEmbedUrl = (query: string): string =>
  `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

/** "19:00" → "7:00 PM" in English (product.md quotes it), "7:00 p.m." in Spanish (Intl, es-US). */
function meetingTime(time: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return formatMeetingTime(time);
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const clock = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(clock);
}

/**
 * "7:00 PM Pacific Time" (with America/Los_Angeles): the gathering's start on the ministry's
 * clock, with the zone's name worked out from the time-zone setting, never written down
 * (docs/product.md#time-zone-and-dates).
 */
export const gatheringTimeLabel = (locale: Locale = DEFAULT_LOCALE): string =>
  `${meetingTime(site.gathering.startTime, locale)} ${zoneGenericName(locale)}`;

/**
 * "Second and last Saturday of the month, 7:00 PM Pacific Time" (with America/Los_Angeles); in
 * Spanish "El segundo y el último sábado de cada mes, 7:00 p.m., hora central". The days are the
 * settings' words, which are the Spanish ones on a Spanish page (docs/product.md#languages).
 */
export const gatheringWhen = (locale: Locale = DEFAULT_LOCALE): string =>
  VISIT_WORDS.in(locale)('gatheringWhen', {
    days: siteIn(locale).gathering.days,
    time: meetingTime(site.gathering.startTime, locale),
    zone: zoneGenericName(locale),
  });

/** The events banner's standing text: the staff's own, else the gathering and its time. */
export const eventsBannerText = (locale: Locale = DEFAULT_LOCALE): string =>
  siteIn(locale).eventsBanner.text.trim() ||
  VISIT_WORDS.in(locale)('bannerText', {
    gathering: siteIn(locale).gathering.name,
    when: gatheringWhen(locale),
  });

/** Whether an event's place is the main meeting place (named as the settings name it). */
export function isAtMeetingPlace(location: string | null | undefined): boolean {
  const name = meetingPlace().name.trim().toLowerCase();
  return Boolean(name) && location?.trim().toLowerCase() === name;
}

/**
 * Where an event is, for its page and its emails: at the main meeting place an event whose own
 * address or map link is blank gets the settings' ones, and the parking and entry note.
 */
export function eventPlace(
  event: {
    location: string;
    location_address: string | null;
    location_map_url: string | null;
  },
  /** The parking and entry note is words: in the page's or the email's language. */
  locale: Locale = DEFAULT_LOCALE,
): { name: string; address: string | null; mapUrl: string | null; arrival: string | null } {
  if (!isAtMeetingPlace(event.location)) {
    return {
      name: event.location,
      address: event.location_address,
      mapUrl: event.location_map_url,
      arrival: null,
    };
  }
  const place = meetingPlace(locale);
  return {
    name: event.location,
    address: event.location_address || place.address || null,
    mapUrl: event.location_map_url || place.mapUrl || null,
    arrival: place.arrival || null,
  };
}

/** "Name, street address": where an event is, in one line (its page, emails, calendar files). */
export const eventPlaceLine = (event: Parameters<typeof eventPlace>[0]): string => {
  const place = eventPlace(event);
  return [place.name, place.address].filter(Boolean).join(', ');
};

/** An email's lines of where an event is: the place and, at the main meeting place, parking and entry. */
export function eventPlaceEmailLines(
  event: Parameters<typeof eventPlace>[0],
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  const { arrival } = eventPlace(event, locale);
  const t = VISIT_WORDS.in(locale);
  return [
    t('placeLine', { place: eventPlaceLine(event) }),
    ...(arrival ? [t('arrivalLine', { arrival })] : []),
  ];
}

/** The home page button's link: the staff's choice, else the next gathering's page (or the events page). */
export function heroButtonHref(nextGatheringPath: string | null): string {
  return site.heroButtonLink?.trim() || nextGatheringPath || '/events';
}
