/**
 * The catalogues (locales/<language>/<area>.json) hold the same keys in every language, each message
 * parses as ICU MessageFormat, and a translation uses the same values as the English words, so no
 * Spanish page can show a raw key, an English fallback or "{name}" (docs/product.md#languages).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/i18n/locales.ts';
import { compileWordsAtRuntime, defineWords, localizeMessage } from '#shared/i18n/words.ts';

const files = import.meta.glob<Record<string, string>>('/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function catalogue(locale: string, area: string): Record<string, string> | undefined {
  return files[`/locales/${locale}/${area}.json`];
}

const AREAS = [
  ...new Set(Object.keys(files).map((file) => file.split('/')[3]!.replace(/\.json$/, ''))),
].sort();

/** The names of the values a message uses ("{count}", "{count, plural, …}"), sorted. */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of text and [name, type?, cases?]; a plural's or select's cases are
  // compiled messages again.
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const cases = part[2];
      if (cases && typeof cases === 'object') Object.values(cases).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the words catalogues', () => {
  it('exist for every area in every language', () => {
    expect(AREAS.length).toBeGreaterThan(0);
    for (const area of AREAS) {
      for (const locale of LOCALES) expect(catalogue(locale, area), `${locale}/${area}.json`).toBeDefined();
    }
  });

  it.each(AREAS)('%s: the same keys in every language', (area) => {
    const english = Object.keys(catalogue('en', area)!).sort();
    for (const locale of LOCALES) {
      const keys = Object.keys(catalogue(locale, area) ?? {}).sort();
      expect(
        keys.filter((key) => !english.includes(key)),
        `${locale}/${area}.json has keys English lacks`,
      ).toEqual([]);
      expect(
        english.filter((key) => !keys.includes(key)),
        `${locale}/${area}.json is missing keys`,
      ).toEqual([]);
    }
  });

  it.each(AREAS)('%s: every message parses and uses the same values as the English', (area) => {
    const english = catalogue('en', area)!;
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(catalogue(locale, area) ?? {})) {
        expect(typeof message, `${locale}/${area}: ${key}`).toBe('string');
        expect(message.trim(), `${locale}/${area}: ${key} is empty`).not.toBe('');
        expect(valueNames(message), `${locale}/${area}: ${key}`).toEqual(valueNames(english[key] ?? ''));
      }
    }
  });
});

describe('defineWords', () => {
  const words = defineWords(
    'test-area',
    {
      greeting: 'Hello, {name}.',
      people: '{count, plural, one {# person} other {# people}}',
      year: '© {year}',
    },
    { greeting: 'Hola, {name}.', people: '{count, plural, one {# persona} other {# personas}}' },
  );

  it('reads each language with its values and plurals', () => {
    compileWordsAtRuntime(compileMessage);
    expect(words.in('en')('greeting', { name: 'Ana' })).toBe('Hello, Ana.');
    expect(words.in('es')('greeting', { name: 'Ana' })).toBe('Hola, Ana.');
    expect(words.in('en')('people', { count: 1 })).toBe('1 person');
    expect(words.in('es')('people', { count: 3 })).toBe('3 personas');
    expect(words.in('en')('year', { year: 2026 })).toBe('© 2026');
  });

  it('compares the values of plurals, not the words around their counts', () => {
    expect(valueNames('{count, plural, one {# persona} other {unas # personas}}')).toEqual(['count']);
    expect(valueNames('{name}: {count, plural, one {# a {place}} other {#}}')).toEqual([
      'count',
      'name',
      'place',
    ]);
  });

  it('reads the English words, never the key, for a key a language lacks', () => {
    expect(words.in('es')('year', { year: 2026 })).toBe('© 2026');
  });

  it('turns a message written as a namespaced key into words where the language is known', () => {
    expect(words.message('greeting')).toBe('test-area:greeting');
    expect(localizeMessage(words.message('greeting'), 'es', { name: 'Ana' })).toBe('Hola, Ana.');
    expect(localizeMessage(words.message('greeting'), 'en', { name: 'Ana' })).toBe('Hello, Ana.');
    // Text that is no key of a defined area is left as it is.
    expect(localizeMessage('Please enter your name.', 'es')).toBe('Please enter your name.');
    expect(localizeMessage('test-area:nothing', 'es')).toBe('test-area:nothing');
  });
});
