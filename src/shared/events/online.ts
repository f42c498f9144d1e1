/**
 * An online event's join link and place (docs/product.md#event-detail-and-rsvp): who may see the link,
 * what the page says about how to join, and whether there is a place to show on a map. No zod here:
 * the event page imports it.
 */
import type { Event } from '#shared/events/contract.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { EVENTS_WORDS } from '#shared/events/words.ts';

type OnlineSettings = Pick<Event, 'is_online' | 'online_link_public' | 'accepts_rsvp'>;

/**
 * Everyone may see the join link when staff made it public, or when the event takes no RSVP: then
 * no one registers, and the link on the page is the only way in. Otherwise only registrants get it.
 */
export function joinLinkIsPublic(event: OnlineSettings): boolean {
  return event.is_online && (event.online_link_public || !event.accepts_rsvp);
}

export function onlineLocationLabel(event: OnlineSettings, locale: Locale = 'en'): string {
  return EVENTS_WORDS.in(locale)(joinLinkIsPublic(event) ? 'online.linkOnPage' : 'online.linkByEmail');
}

/**
 * An event with somewhere to go: an in-person event (its location names a place), or an online one
 * that also gives a street address. Only such an event gets a map.
 */
export function hasPhysicalLocation(
  event: Pick<Event, 'is_online' | 'location' | 'location_address'>,
): boolean {
  if (event.location_address) return true;
  return !event.is_online && event.location.trim().toLowerCase() !== 'online';
}
