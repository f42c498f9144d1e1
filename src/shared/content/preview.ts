/**
 * The private preview of a document's draft (docs/product.md#site-content): the real public page,
 * opened with `?preview=<key>`. Staff with the content room see the draft applied; anyone else gets
 * the published page (the page cache keeps no query parameter a page does not declare, so a
 * visitor's request never reaches the draft). Zod-free, for the admin editor's Preview link.
 */
import type { ContentKey } from '#shared/content/document-types.ts';

export const PREVIEW_PARAMETER = 'preview';

/** The words of the bar a preview shows above the page. */
export const PREVIEW_BAR_TEXT = 'Preview of an unpublished draft';

/** Where staff see `key`'s draft: its public page `pagePath` ("/about") with the draft applied. */
export function previewUrl(key: ContentKey, pagePath: string): string {
  return `${pagePath}?${PREVIEW_PARAMETER}=${encodeURIComponent(key)}`;
}

/** A preview's headers: no cache anywhere keeps it, no search engine lists it. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const;
