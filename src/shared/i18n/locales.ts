/**
 * The site's two languages and where each lives (docs/product.md#languages, decision 0023): English
 * where every page has always been (`/events/12`), Spanish under `/es` with the same path segments
 * (`/es/events/12`). The language is read from the URL alone, never from a cookie or Accept-Language,
 * so one URL is one page for search engines, shared links and the page cache.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag dates, numbers and plurals are formatted with ("sábado, 12 de diciembre de 2026"). */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };
/** Open Graph's spelling of the same. */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_US', es: 'es_US' };
/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

const SPANISH_PREFIX = '/es';

/** The hidden field every form of the kit sends: the language of the page it was filled in on. */
export const LOCALE_FIELD = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or posted language, English when absent or unknown (records from before languages). */
export function readLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language of a page path: `/es` and `/es/…` are Spanish, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The page path without its language: `/es/events/12` is `/events/12`, `/es` is `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || '/';
}

/**
 * The same page in `locale`: `/events/12` → `/es/events/12`, `/es/events/12` → `/events/12`.
 * A query string or hash after the path is kept as it is.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  const bare = pathWithoutLocale(pathname || '/');
  if (locale === 'en') return bare + rest;
  return (bare === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${bare}`) + rest;
}

/** The other language, for the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}
