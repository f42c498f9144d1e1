/**
 * schema.org data for the devotional landing pages (a product and an event), and the
 * date of the next regular gathering (second and last Saturday of the month, at the start time of
 * the site settings, in their time zone) at the main meeting place (docs/product.md#content-and-settings).
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { absoluteUrl, site, siteIn } from '#shared/site/settings.ts';
import { meetingPlace } from '#shared/site/meeting-place.ts';

interface DevotionalInfo {
  title: string;
  pdf: string;
  coverPng: string;
}

export function devotionalProductJsonLd(
  publicUrl: string,
  devotional: DevotionalInfo,
  description: string,
  path: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: devotional.title,
    description,
    image: absoluteUrl(publicUrl, devotional.coverPng),
    category: 'Christian devotional (PDF)',
    brand: { '@type': 'Organization', name: site.name },
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(publicUrl, path),
    },
  };
}

/** The Saturdays the gathering meets in a month: the second and the last. */
function gatheringSaturdays(year: number, month: number): number[] {
  const saturdays: number[] = [];
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  for (let day = 1; day <= days; day += 1) {
    if (new Date(Date.UTC(year, month, day)).getUTCDay() === 6) saturdays.push(day);
  }
  return [saturdays[1]!, saturdays[saturdays.length - 1]!];
}

/** Offset of Central time on a date, e.g. '-05:00' in summer and '-06:00' in winter. */
function centralOffset(date: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})/.exec(name ?? '');
  return match ? `${match[1]}${match[2]!.padStart(2, '0')}:00` : '-06:00';
}

/** The next gathering that has not started by `now`, as an ISO date-time with the Central offset. */
export function nextGatheringStart(now: Date): string {
  for (let step = 0; step < 3; step += 1) {
    const year = now.getUTCFullYear() + Math.floor((now.getUTCMonth() + step) / 12);
    const month = (now.getUTCMonth() + step) % 12;
    for (const day of gatheringSaturdays(year, month)) {
      const offset = centralOffset(new Date(Date.UTC(year, month, day, 18)));
      const ymd = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const start = `${ymd}T${site.gathering.startTime}:00${offset}`;
      if (new Date(start).getTime() >= now.getTime()) return start;
    }
  }
  throw new Error('unreachable: every month has a second and a last Saturday');
}

/** The gathering as an event; what to expect in the page's language (docs/product.md#languages). */
export function gatheringEventJsonLd(
  publicUrl: string,
  startDate: string,
  path: string,
  locale: Locale = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: site.gathering.name,
    description: siteIn(locale).gathering.expect,
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: true,
    location: {
      '@type': 'Place',
      name: meetingPlace().name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: meetingPlace().address,
        addressLocality: site.location.city,
        addressRegion: site.location.region,
        addressCountry: site.location.country,
      },
    },
    organizer: { '@type': 'Organization', name: site.name, url: absoluteUrl(publicUrl, '/') },
    url: absoluteUrl(publicUrl, path),
    image: absoluteUrl(publicUrl, site.images.ogImage),
  };
}
