/**
 * What the events banner on every page shows from the database: the next upcoming featured event.
 * Called by the root loader (on the server); a failure leaves the banner with its content text only.
 */
import type { AppLoadContext } from 'react-router';
import { EVENTS_BANNER_WORDS } from '#shared/events/banner-words.ts';
import { eventTitle } from '#shared/events/event-text.ts';
import {
  formatShortDateTime,
  formatTime,
  formatWeekdayDate,
  zoneAbbreviation,
} from '#shared/events/format.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';

export interface EventsBannerData {
  id: number;
  /** In the page's language: the Spanish title, or the English one marked `lang: 'en'`. */
  title: string;
  lang?: 'en' | undefined;
  /** "Saturday, December 12, 2026, 7:00 PM CST", or "Date TBD" ("Fecha por anunciar" in Spanish). */
  when: string;
  /** "Dec 12, 7 PM", or "Date TBD": for one line on a phone. */
  short: string;
}

export async function loadEventsBanner(
  services: AppLoadContext['services'],
  /** Told when the database could not be read (the page cache must not keep this answer). */
  onFailure?: () => void,
  locale: Locale = DEFAULT_LOCALE,
): Promise<EventsBannerData | null> {
  const { value } = await readEventsBanner(services, locale);
  if (value.failed) onFailure?.();
  return value.banner;
}

/**
 * The banner as a shared read (the load context's `remember`): right until its event starts, when
 * the next one takes its place; a failed read is right for no time at all, so nobody keeps it.
 */
export async function readEventsBanner(
  services: AppLoadContext['services'],
  locale: Locale = DEFAULT_LOCALE,
): Promise<{
  value: { banner: EventsBannerData | null; failed: boolean };
  until: number;
}> {
  try {
    const [next] = await services.events.featuredUpcoming(1);
    if (!next) return { value: { banner: null, failed: false }, until: Number.POSITIVE_INFINITY };
    const tbd = EVENTS_BANNER_WORDS.in(locale)('dateTbd');
    const when = next.date_tbd
      ? tbd
      : `${formatWeekdayDate(next.date, locale)}, ${formatTime(next.date, locale)} ${zoneAbbreviation(next.date, locale)}`;
    const short = next.date_tbd ? tbd : formatShortDateTime(next.date, locale);
    const until = next.date_tbd ? Number.POSITIVE_INFINITY : new Date(next.date).getTime();
    const title = eventTitle(next, locale);
    const banner = {
      id: next.id,
      title: title.text,
      ...(title.lang ? { lang: title.lang } : {}),
      when,
      short,
    };
    return { value: { banner, failed: false }, until };
  } catch (error) {
    console.error(
      'Events banner: could not load the next event:',
      error instanceof Error ? error.name : 'unknown',
    );
    return { value: { banner: null, failed: true }, until: 0 };
  }
}
