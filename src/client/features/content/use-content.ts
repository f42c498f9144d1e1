/**
 * A page's content documents (docs/product.md#site-content), as its route's loaders returned them
 * (`content: { about: …, founders: … }`, from services.pageContent): the page's words come from the
 * database, not the bundle, and the browser hydrates with exactly what the server rendered.
 * Markdown fields arrive as sanitised HTML (render them with <Markdown>); others are plain text.
 */
import { useMatches } from 'react-router';
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';

interface ContentLoaderData {
  content?: Partial<ContentDocuments>;
  contentPreview?: ContentKey | null;
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
