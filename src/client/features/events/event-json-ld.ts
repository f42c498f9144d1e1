/** schema.org Event data for an event page, so search engines and link previews understand it. */
import { eventPictureAddress } from '#client/features/events/event-picture.ts';
import { descriptionParagraphs } from '#shared/events/format.ts';
import { eventPath } from '#shared/events/words.ts';
import { eventDescription, eventTitle } from '#shared/events/event-text.ts';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import type { Event } from '#shared/events/contract.ts';
import { absoluteUrl, site } from '#shared/site/settings.ts';
import { FALLBACK_EVENT_IMAGE } from '#client/features/events/event-actions.ts';

/** In the page's language: the Spanish page's address, and its title and description when staff wrote them. */
export function eventJsonLd(event: Event, publicUrl: string, locale: Locale = 'en') {
  const url = absoluteUrl(publicUrl, pathInLocale(eventPath(event.id), locale));
  const name = eventTitle(event, locale);
  const description = eventDescription(event, locale);
  const place = {
    '@type': 'Place',
    name: event.location,
    address: event.location_address ?? `${site.location.city}, ${site.location.region}`,
  };
  // The page is the place to go: it shows the join link or says how it reaches registrants
  // (docs/product.md#event-detail-and-rsvp).
  const virtual = event.is_online ? { '@type': 'VirtualLocation', url } : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: name.text,
    description: descriptionParagraphs(description.text).join(' '),
    url,
    image: absoluteUrl(publicUrl, eventPictureAddress(event) ?? FALLBACK_EVENT_IMAGE),
    // A date still to be decided is left out rather than announced wrongly.
    ...(event.date_tbd ? {} : { startDate: event.date }),
    ...(event.date_tbd || !event.end_date ? {} : { endDate: event.end_date }),
    eventStatus: event.cancelled_at
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.is_online
      ? event.location.toLowerCase() === 'online'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/MixedEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.is_online && virtual
        ? event.location.toLowerCase() === 'online'
          ? virtual
          : [place, virtual]
        : place,
    organizer: { '@type': 'Organization', name: site.name, url: absoluteUrl(publicUrl, '/') },
    ...(event.registration_required && event.registration_url
      ? {
          offers: {
            '@type': 'Offer',
            url: event.registration_url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}
