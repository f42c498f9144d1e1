/**
 * The books the home page features, picked on the server from the records staff manage: the book
 * marked "featured" (docs/product.md#resources) and another new release. The page's script then
 * carries two books in its loader data instead of every book's copy in its bundle.
 */
import type { Resource } from '#shared/content/records-rules.ts';

export interface FeaturedBooks {
  /** Null only when no book is visible: the section is left out. */
  book: Resource | null;
  /** Another book marked as a new release, if any. */
  newRelease: Resource | null;
}

export function featuredBooks(contentRecords: {
  featuredBooks(): Promise<FeaturedBooks>;
}): Promise<FeaturedBooks> {
  return contentRecords.featuredBooks();
}
