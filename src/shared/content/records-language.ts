/**
 * A testimony's or a book's words in the page's language (docs/product.md#languages): the Spanish
 * column staff filled in on a Spanish page, else the English, marked `lang="en"` so a screen reader
 * reads it with English sounds. English pages read the English columns, unmarked.
 */
import type { Locale } from '#shared/i18n/locales.ts';
import type { Resource } from '#shared/content/records-rules.ts';

/** Words to show, and 'en' when they are English on a page in another language. */
export interface ShownWords {
  text: string;
  lang: 'en' | undefined;
}

export function wordsIn(english: string, spanish: string | null | undefined, locale: Locale): ShownWords {
  if (locale === 'en') return { text: english, lang: undefined };
  const translated = spanish?.trim();
  return translated ? { text: translated, lang: undefined } : { text: english, lang: 'en' };
}

type ResourceWords = Pick<
  Resource,
  | 'title'
  | 'subtitle'
  | 'summary'
  | 'link_label'
  | 'title_es'
  | 'subtitle_es'
  | 'summary_es'
  | 'link_label_es'
>;

/** A book's or download's words a visitor reads, in `locale` (the subtitle only when it has one). */
export function resourceWordsIn(resource: ResourceWords, locale: Locale) {
  return {
    title: wordsIn(resource.title, resource.title_es, locale),
    subtitle: resource.subtitle ? wordsIn(resource.subtitle, resource.subtitle_es, locale) : null,
    summary: wordsIn(resource.summary, resource.summary_es, locale),
    linkLabel: wordsIn(resource.link_label, resource.link_label_es, locale),
  };
}
