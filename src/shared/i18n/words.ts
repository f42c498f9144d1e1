/**
 * One area's words in both languages, as a keyed catalogue per language (`locales/en/<area>.json`,
 * `locales/es/<area>.json`) in ICU MessageFormat, read through Lingui (decision 0023):
 *
 *   const SITE_WORDS = defineWords('site', en, es);  // in src/shared/site/words.ts
 *   const t = SITE_WORDS.in(locale);                 // emails, loaders, meta
 *   const t = useWords(SITE_WORDS);                  // components (#client/lib/locale.tsx)
 *   t('notFound.title'); t('rsvp.people', { count }) // "{count, plural, one {# person} other {# people}}"
 *
 * The keys are the English catalogue's, so TypeScript refuses a key that does not exist, and
 * `words.test.ts` fails when a key exists in one language and not the other. The catalogues the
 * bundles carry are compiled at build (scripts/compiled-catalogues.ts), so the browser ships the
 * small runtime only; code Node runs directly compiles on first use (src/server/i18n.ts).
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { INTL_LOCALE, LOCALES, type Locale } from '#shared/i18n/locales.ts';

/** A catalogue as written: key → ICU message. */
export type Catalogue = Readonly<Record<string, string>>;
export type WordValues = Record<string, unknown>;
export type Translate<Key extends string> = (key: Key, values?: WordValues) => string;

export interface Words<Key extends string> {
  /** The words in one language. */
  in(locale: Locale): Translate<Key>;
  /**
   * A message that reaches a person later, in a language not known yet: a zod schema's message, or
   * a service's refusal. It is the key, namespaced (`outreach:form.nameRequired`), and
   * `localizeMessage` turns it into words where the page's or the request's language is known (the
   * form kit, the page action, the API's error answer, decision 0023).
   */
  message(key: Key): string;
  /** Every key, as the English catalogue has them. */
  readonly keys: readonly Key[];
  /** The catalogues as loaded (compiled in bundles), for the tests that compare languages. */
  readonly catalogues: Readonly<Record<Locale, Readonly<Record<string, unknown>>>>;
}

type MessageCompiler = (message: string) => unknown;
let runtimeCompiler: MessageCompiler | undefined;

/**
 * Lets code Node runs without a build (the server's emails and services) read catalogues as written.
 * Bundles never call it: their catalogues arrive compiled.
 */
export function compileWordsAtRuntime(compiler: MessageCompiler): void {
  runtimeCompiler = compiler;
}

/** Every area's words by namespace, for `localizeMessage` (an area registers itself when defined). */
const byNamespace = new Map<string, Words<string>>();
const NAMESPACED = /^([a-z][a-z-]*):([A-Za-z0-9_.-]+)$/;

/**
 * The words a message stands for in `locale`: a namespaced key of a defined area (`Words.message`)
 * becomes that area's words; any other text is returned as it is.
 */
export function localizeMessage(message: string, locale: Locale, values?: WordValues): string {
  const found = NAMESPACED.exec(message);
  const words = found ? byNamespace.get(found[1]!) : undefined;
  if (!words || !words.keys.includes(found![2]!)) return message;
  return words.in(locale)(found![2]!, values);
}

export function defineWords<Key extends string>(
  namespace: string,
  en: Readonly<Record<Key, unknown>>,
  es: Readonly<Record<string, unknown>>,
): Words<Key> {
  const catalogues = { en, es } as Record<Locale, Readonly<Record<string, unknown>>>;
  const made = new Map<Locale, Translate<Key>>();
  const make = (locale: Locale): Translate<Key> => {
    const i18n: I18n = setupI18n({
      locale,
      locales: [INTL_LOCALE[locale]],
      messages: { [locale]: catalogues[locale] as Messages },
    });
    if (runtimeCompiler) i18n.setMessagesCompiler(runtimeCompiler as never);
    const english = locale === 'en' ? null : translator('en');
    return (key, values) => {
      // A Spanish key that is missing reads the English words rather than the key (the catalogue
      // test fails on it long before a visitor could see it).
      if (english && !Object.hasOwn(catalogues[locale], key)) return english(key, values);
      return i18n._(key, values);
    };
  };
  const translator = (locale: Locale): Translate<Key> => {
    let found = made.get(locale);
    if (!found) {
      found = make(locale);
      made.set(locale, found);
    }
    return found;
  };
  const words: Words<Key> = {
    in: (locale) => translator(LOCALES.includes(locale) ? locale : 'en'),
    message: (key) => `${namespace}:${key}`,
    keys: Object.keys(en) as Key[],
    catalogues,
  };
  byNamespace.set(namespace, words as unknown as Words<string>);
  return words;
}
