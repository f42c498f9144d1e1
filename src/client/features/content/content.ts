/** The ministry's copy for the content pages, from content/*.json (editable without touching code). */
import { site } from '#shared/site/settings.ts';
import about from '#content/about.json' with { type: 'json' };
import books from '#content/books.json' with { type: 'json' };
import founders from '#content/founders.json' with { type: 'json' };
import pressKitWhom from '#content/press-kit-whom.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import resources from '#content/resources.json' with { type: 'json' };

export type Book = (typeof books)[number];
export type Founder = (typeof founders)[number];
export type ContentImage = Book['cover'];

export { about, books, founders, press, pressKitWhom, resources };

export function bookBySlug(slug: string): Book {
  const book = books.find((candidate) => candidate.slug === slug);
  if (!book) throw new Error(`content/books.json has no book "${slug}"`);
  return book;
}

/** The first book, whose press kit lives at /press/whom-will-god-glorify. */
export const firstBook = bookBySlug('whom-will-god-glorify');

export const PRESS_KIT_PATH = `/press/${firstBook.slug}`;

/** A mail link to the ministry with a subject line, so media requests are easy to spot. */
export function mediaMailto(subject: string): string {
  return `mailto:${site.contact.email}?subject=${encodeURIComponent(subject)}`;
}
