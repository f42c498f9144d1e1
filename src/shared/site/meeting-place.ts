/**
 * Where and when the ministry meets, from the site settings (docs/product.md#content-and-settings):
 * the main meeting place and the regular gathering, staff's one answer to "where do I go?", which
 * the home, About and Contact pages, events held there and their emails all read. Zod-free, and
 * read when used: staff change them.
 */
import { formatMeetingTime } from '#shared/site/clock-time.ts';
import { site } from '#shared/site/settings.ts';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';

export interface MeetingPlace {
  name: string;
  address: string;
  mapUrl: string;
  /** Parking and how to get in. */
  arrival: string;
}

export const meetingPlace = (): MeetingPlace => site.meetingPlace;

/** "Undivided Hearts Ministry Center, 1817 E 12th St, Austin, TX 78702". */
export const meetingPlaceLine = (place: MeetingPlace = meetingPlace()): string =>
  [place.name, place.address].filter(Boolean).join(', ');

/** Google's embeddable map of a place (loaded only when a visitor asks for it). */
export const mapEmbedUrl = (query: string): string =>
  `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

/**
 * "7:00 PM Pacific Time" (with America/Los_Angeles): the gathering's start on the ministry's
 * clock, with the zone's name worked out from the time-zone setting, never written down
 * (docs/product.md#time-zone-and-dates).
 */
export const gatheringTimeLabel = (): string =>
  `${formatMeetingTime(site.gathering.startTime)} ${zoneGenericName()}`;

/** "Second and last Saturday of the month, 7:00 PM Pacific Time" (with America/Los_Angeles). */
export const gatheringWhen = (): string => `${site.gathering.days}, ${gatheringTimeLabel()}`;

/** The events banner's standing text: the staff's own, else the gathering and its time. */
export const eventsBannerText = (): string =>
  site.eventsBanner.text.trim() || VISIT_WORDS.bannerText(site.gathering.name, gatheringWhen());

/** Whether an event's place is the main meeting place (named as the settings name it). */
export function isAtMeetingPlace(location: string | null | undefined): boolean {
  const name = meetingPlace().name.trim().toLowerCase();
  return Boolean(name) && location?.trim().toLowerCase() === name;
}

/**
 * Where an event is, for its page and its emails: at the main meeting place an event whose own
 * address or map link is blank gets the settings' ones, and the parking and entry note.
 */
export function eventPlace(event: {
  location: string;
  location_address: string | null;
  location_map_url: string | null;
}): { name: string; address: string | null; mapUrl: string | null; arrival: string | null } {
  if (!isAtMeetingPlace(event.location)) {
    return {
      name: event.location,
      address: event.location_address,
      mapUrl: event.location_map_url,
      arrival: null,
    };
  }
  const place = meetingPlace();
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
export function eventPlaceEmailLines(event: Parameters<typeof eventPlace>[0]): string[] {
  const { arrival } = eventPlace(event);
  return [`Place: ${eventPlaceLine(event)}`, ...(arrival ? [`${VISIT_WORDS.arrival}: ${arrival}`] : [])];
}

/** The home page button's link: the staff's choice, else the next gathering's page (or the events page). */
export function heroButtonHref(nextGatheringPath: string | null): string {
  return site.heroButtonLink?.trim() || nextGatheringPath || '/events';
}
