/**
 * The books the home page features, picked on the server: the page's script then carries two
 * books in its loader data instead of every book's copy in its bundle.
 */
import home from '#content/home.json' with { type: 'json' };
import { bookBySlug, books, type Book } from '#client/features/content/content.ts';

export interface FeaturedBooks {
  book: Book;
  /** Another book marked as a new release, if any. */
  newRelease: Book | null;
}

export function featuredBooks(): FeaturedBooks {
  const book = bookBySlug(home.featuredBook.slug);
  const newRelease = books.find((candidate) => candidate.isNewRelease && candidate.slug !== book.slug);
  return { book, newRelease: newRelease ?? null };
}
