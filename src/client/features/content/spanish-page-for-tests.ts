/**
 * For page tests of the Spanish side: a Spanish page's loader data as the server's loader gives it
 * (content.page-content.ts): the seeded English with content/es/ laid over it by the same
 * `overlayWords`, and `contentFallbacks` naming every field that shows the English. `without` leaves
 * fields out of the Spanish ("story.heading", "0.name"), as when staff have not translated them yet.
 */
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';
import { findDocument } from '#shared/content/documents.ts';
import { overlayWords } from '#shared/content/translation.ts';
import { seededContent } from '#client/features/content/content-for-tests.tsx';

const spanishFiles = import.meta.glob<unknown>('/content/es/*.json', { eager: true, import: 'default' });

/** content/es/<key>.json as seeded (a copy). */
export function spanishFile(key: ContentKey): unknown {
  return structuredClone(spanishFiles[`/content/es/${key}.json`] ?? {});
}

/** `value` with the field at `path` ("story.paragraphs.0") taken out. */
function withoutField(value: unknown, path: string): unknown {
  const names = path.split('.');
  let parent = value as Record<string, unknown>;
  for (const name of names.slice(0, -1)) parent = parent[name] as Record<string, unknown>;
  const last = names[names.length - 1]!;
  if (parent[last] === undefined) throw new Error(`content/es has no "${path}" to leave out`);
  if (Array.isArray(parent)) parent[Number(last)] = null;
  else delete parent[last];
  return value;
}

/** What `/es/…`'s loader answers for `keys`, the Spanish lacking the fields `without` names. */
export function spanishPageData<K extends ContentKey>(
  keys: readonly K[],
  without: Partial<Record<K, readonly string[]>> = {},
) {
  const english = seededContent(keys);
  const content: Record<string, unknown> = {};
  const contentFallbacks: Partial<Record<K, string[]>> = {};
  for (const key of keys) {
    let spanish = spanishFile(key);
    for (const path of without[key] ?? []) spanish = withoutField(spanish, path);
    const { value, fallbacks } = overlayWords(findDocument(key)!.fields, english.content[key], spanish);
    content[key] = value;
    if (fallbacks.length > 0) contentFallbacks[key] = fallbacks;
  }
  return { content: content as Pick<ContentDocuments, K>, contentPreview: null, contentFallbacks };
}
