/**
 * A page's content documents (docs/product.md#site-content), as its route's loaders returned them
 * (`content: { about: …, founders: … }`, from services.pageContent): the page's words come from the
 * database, not the bundle, and the browser hydrates with exactly what the server rendered.
 * Markdown fields arrive as sanitised HTML (render them with <Markdown>); others are plain text.
 * On a Spanish page a field the Spanish lacks shows the English: `useLangOf(key)` tells which, so the
 * page marks that block `lang="en"` and a screen reader reads it in English.
 */
import { useMatches } from 'react-router';
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';

interface ContentLoaderData {
  content?: Partial<ContentDocuments>;
  contentPreview?: ContentKey | null;
  /** Per document, the fields showing the English on a Spanish page (content.page-content.ts). */
  contentFallbacks?: Partial<Record<ContentKey, string[]>>;
}

type MatchLike = { loaderData?: unknown; data?: unknown } | undefined;

const dataOf = (match: MatchLike) => (match?.loaderData ?? match?.data) as ContentLoaderData | undefined;

/** `key` from the deepest match that loaded it (meta functions pass their `matches`). */
export function contentFromMatches<K extends ContentKey>(
  matches: readonly MatchLike[],
  key: K,
): ContentDocuments[K] {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const found = dataOf(matches[index])?.content?.[key];
    if (found !== undefined) return found as ContentDocuments[K];
  }
  throw new Error(`No loader of this page read the content document "${key}"`);
}

export function useContent<K extends ContentKey>(key: K): ContentDocuments[K] {
  return contentFromMatches(useMatches(), key);
}

/** The document shown as its unpublished draft, when this page is a staff preview. */
export function previewFromMatches(matches: readonly MatchLike[]): ContentKey | null {
  for (const match of matches) {
    const preview = dataOf(match)?.contentPreview;
    if (preview) return preview;
  }
  return null;
}

/** The fields of `key` that show the English on this page (none on an English page). */
export function fallbacksFromMatches(matches: readonly MatchLike[], key: ContentKey): ReadonlySet<string> {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = dataOf(matches[index]);
    if (data?.content?.[key] !== undefined) return new Set(data.contentFallbacks?.[key] ?? []);
  }
  return new Set();
}

/** The `lang` of a field's block: "en" when it shows the English on a Spanish page, else none. */
export type LangOf = (path: string | readonly (string | number)[]) => 'en' | undefined;

export function langOfFallbacks(fallbacks: ReadonlySet<string>): LangOf {
  return (path) => {
    const name = typeof path === 'string' ? path : path.join('.');
    return fallbacks.has(name) ? 'en' : undefined;
  };
}

/** `langOf(path)` for document `key`: `<h2 lang={langOf('sections.0.heading')}>`. */
export function useLangOf(key: ContentKey): LangOf {
  return langOfFallbacks(fallbacksFromMatches(useMatches(), key));
}

/** A page part showing no content fallbacks (an English page, or a test without a page). */
export const NO_FALLBACKS: LangOf = () => undefined;

/** `langOf` for a part of a document: `within(langOf, 'ministry')('heading')` is 'ministry.heading'. */
export function within(langOf: LangOf, ...prefix: readonly (string | number)[]): LangOf {
  return (path) => langOf([...prefix, ...(typeof path === 'string' ? [path] : path)]);
}
