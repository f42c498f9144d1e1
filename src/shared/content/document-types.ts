/**
 * The site's content documents (docs/product.md#site-content): one per file of content/, named by
 * the file, whose published version lives in the database (content_documents) once seeded. The
 * types are the files' own, so a page reads a document exactly as the file has it. Type-only
 * imports: no document's text is built into the browser bundle; pages receive it from loaders.
 */
import type about from '#content/about.json';
import type bibleStudy from '#content/bible-study.json';
import type books from '#content/books.json';
import type contact from '#content/contact.json';
import type coreValues from '#content/core-values.json';
import type devotionalWhom from '#content/devotional-whom.json';
import type devotional from '#content/devotional.json';
import type devotionals from '#content/devotionals.json';
import type events from '#content/events.json';
import type founders from '#content/founders.json';
import type giving from '#content/giving.json';
import type home from '#content/home.json';
import type prayerRequest from '#content/prayer-request.json';
import type pressKitWhom from '#content/press-kit-whom.json';
import type press from '#content/press.json';
import type resources from '#content/resources.json';
import type site from '#content/site.json';
import type whyHouseChurches from '#content/why-house-churches.json';

/** Each document as its content/ file has it. */
export interface ContentDocuments {
  about: typeof about;
  'bible-study': typeof bibleStudy;
  books: typeof books;
  contact: typeof contact;
  'core-values': typeof coreValues;
  devotional: typeof devotional;
  'devotional-whom': typeof devotionalWhom;
  devotionals: typeof devotionals;
  events: typeof events;
  founders: typeof founders;
  giving: typeof giving;
  home: typeof home;
  'prayer-request': typeof prayerRequest;
  press: typeof press;
  'press-kit-whom': typeof pressKitWhom;
  resources: typeof resources;
  site: typeof site;
  'why-house-churches': typeof whyHouseChurches;
}

export type ContentKey = keyof ContentDocuments;

export const CONTENT_KEYS = [
  'about',
  'bible-study',
  'books',
  'contact',
  'core-values',
  'devotional',
  'devotional-whom',
  'devotionals',
  'events',
  'founders',
  'giving',
  'home',
  'prayer-request',
  'press',
  'press-kit-whom',
  'resources',
  'site',
  'why-house-churches',
] as const satisfies readonly ContentKey[];

export function isContentKey(value: string): value is ContentKey {
  return (CONTENT_KEYS as readonly string[]).includes(value);
}
