/**
 * The books the home page features, picked on the server: the page's script then carries two
 * books in its loader data instead of every book's copy in its bundle.
 */
import { bookBySlug, books, type Book } from '#client/features/content/content.ts';

export interface FeaturedBooks {
  book: Book;
  /** Another book marked as a new release, if any. */
  newRelease: Book | null;
}

/** `slug`: the book the home page's content document features. */
export function featuredBooks(slug: string): FeaturedBooks {
  const book = bookBySlug(slug);
  const newRelease = books.find((candidate) => candidate.isNewRelease && candidate.slug !== book.slug);
  return { book, newRelease: newRelease ?? null };
}
