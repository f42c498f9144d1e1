/**
 * For page tests of the Spanish side: the seeded documents with content/es/ laid over them field by
 * field (a list item by its place), as a Spanish page's loader gives them, and the site settings
 * as a Spanish page reads them (docs/product.md#languages).
 */
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';
import type { Site } from '#shared/site/settings.ts';
import siteEs from '#content/es/site.json' with { type: 'json' };
import { seededContent } from '#client/features/content/content-for-tests.tsx';

const spanishFiles = import.meta.glob<unknown>('/content/es/*.json', { eager: true, import: 'default' });

/** `spanish` over `english`: Spanish words where there are some, the English everywhere else. */
export function overlaid<T>(english: T, spanish: unknown): T {
  if (spanish === undefined || spanish === null) return english;
  if (Array.isArray(english))
    return english.map((item, index) => overlaid(item, (spanish as unknown[])[index])) as T;
  if (english && typeof english === 'object') {
    const result: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, value] of Object.entries(spanish as Record<string, unknown>))
      result[key] = overlaid(result[key], value);
    return result as T;
  }
  return typeof spanish === typeof english ? (spanish as T) : english;
}

/** The loader data of a Spanish page that reads `keys`, as seeded. */
export function spanishContent<K extends ContentKey>(keys: readonly K[]) {
  const english = seededContent(keys);
  const content = Object.fromEntries(
    keys.map((key) => [key, overlaid(english.content[key], spanishFiles[`/content/es/${key}.json`])]),
  ) as Pick<ContentDocuments, K>;
  return { ...english, content };
}

/** The site settings a Spanish page reads: the English ones with content/es/site.json over them. */
export const spanishSiteSettings = (english: Site): Site => overlaid(english, siteEs);
