/**
 * An event's own words in a page's or an email's language (docs/product.md#event-detail-and-rsvp):
 * the Spanish title, subtitle and description staff wrote, or the English when there is none, marked
 * `lang: 'en'` so the element that shows it says so (screen readers then read it as English).
 */
import type { Locale } from '#shared/i18n/locales.ts';

export interface TextInLanguage {
  text: string;
  /** 'en' when a Spanish page shows the English words (no Spanish was written); otherwise none. */
  lang: 'en' | undefined;
}

export interface EventWords {
  title: string;
  subtitle: string | null;
  description: string;
  title_es?: string | null;
  subtitle_es?: string | null;
  description_es?: string | null;
}

function pick(english: string, spanish: string | null | undefined, locale: Locale): TextInLanguage {
  if (locale === 'en') return { text: english, lang: undefined };
  return spanish?.trim() ? { text: spanish, lang: undefined } : { text: english, lang: 'en' };
}

export function eventTitle(event: EventWords, locale: Locale): TextInLanguage {
  return pick(event.title, event.title_es, locale);
}

export function eventDescription(event: EventWords, locale: Locale): TextInLanguage {
  return pick(event.description, event.description_es, locale);
}

/** Null when the event has no subtitle in either language. */
export function eventSubtitle(event: EventWords, locale: Locale): TextInLanguage | null {
  if (!event.subtitle && !(locale === 'es' && event.subtitle_es)) return null;
  return pick(event.subtitle ?? '', event.subtitle_es, locale);
}
