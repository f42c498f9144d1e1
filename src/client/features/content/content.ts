/**
 * Types of the content pages' documents and the media mail link. The words themselves come from the
 * database through each page's loader (docs/product.md#site-content), never from the bundle.
 */
import { site } from '#shared/site/settings.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';

export type Founder = ContentDocuments['founders'][number];
/** A picture the seed ships as a file (a library picture is drawn by components/ContentImage.tsx). */
export type { StaticContentImage as ContentImage } from '#shared/images/content-image-format.ts';

/** A mail link to the ministry with a subject line, so media requests are easy to spot. */
export function mediaMailto(subject: string): string {
  return `mailto:${site.contact.email}?subject=${encodeURIComponent(subject)}`;
}
