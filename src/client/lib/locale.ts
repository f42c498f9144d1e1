/**
 * The page's language for every component (docs/product.md#languages): read from the URL by the root
 * layout and given to the tree, so a component asks `useLocale()` or `useWords(AREA_WORDS)` and never
 * looks at the path itself. A link of the site is written in the page's language by `SiteLink`
 * (`useLocalePath`), so `/events` on a Spanish page leads to `/es/events`.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import type { Translate, Words } from '#shared/i18n/words.ts';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** An area's words in the page's language. */
export function useWords<Key extends string>(words: Words<Key>): Translate<Key> {
  return words.in(useContext(LocaleContext));
}

/**
 * A path of the site in the page's language: `/events` → `/es/events` on a Spanish page. A full
 * address, a `mailto:`, a hash or a file (`/calendar.ics`, `/press/…pdf`) is left as it is.
 */
export function localizedHref(to: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !to.startsWith('/') || to.startsWith('//')) return to;
  if (isFileOrApi(to)) return to;
  return pathInLocale(to, locale);
}

const NOT_A_PAGE =
  /^\/(api|admin|images|assets|uploads|press-kit|devotionals)(\/|$)|\.[a-z0-9]{2,5}(\?|#|$)/i;
function isFileOrApi(to: string): boolean {
  return NOT_A_PAGE.test(to);
}

export function useLocalePath(): (to: string) => string {
  const locale = useContext(LocaleContext);
  return (to) => localizedHref(to, locale);
}
