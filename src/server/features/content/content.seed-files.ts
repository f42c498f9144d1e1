/**
 * The content/ files as the seed of the site's content documents: read once, on the server only
 * (the browser receives documents from loaders). A document whose row is missing reads as its file.
 */
import { readFileSync } from 'node:fs';
import about from '#content/about.json' with { type: 'json' };
import bibleStudy from '#content/bible-study.json' with { type: 'json' };
import books from '#content/books.json' with { type: 'json' };
import contact from '#content/contact.json' with { type: 'json' };
import coreValues from '#content/core-values.json' with { type: 'json' };
import devotionalWhom from '#content/devotional-whom.json' with { type: 'json' };
import devotional from '#content/devotional.json' with { type: 'json' };
import devotionals from '#content/devotionals.json' with { type: 'json' };
import events from '#content/events.json' with { type: 'json' };
import founders from '#content/founders.json' with { type: 'json' };
import giving from '#content/giving.json' with { type: 'json' };
import home from '#content/home.json' with { type: 'json' };
import prayerRequest from '#content/prayer-request.json' with { type: 'json' };
import pressKitWhom from '#content/press-kit-whom.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import resources from '#content/resources.json' with { type: 'json' };
import site from '#content/site.json' with { type: 'json' };
import whyHouseChurches from '#content/why-house-churches.json' with { type: 'json' };
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';

const SEED_FILES: ContentDocuments = {
  about,
  'bible-study': bibleStudy,
  books,
  contact,
  'core-values': coreValues,
  devotional,
  'devotional-whom': devotionalWhom,
  devotionals,
  events,
  founders,
  giving,
  home,
  'prayer-request': prayerRequest,
  press,
  'press-kit-whom': pressKitWhom,
  resources,
  site,
  'why-house-churches': whyHouseChurches,
};

/** A document as content/<key>.json has it: a fresh copy, so no caller can change the seed. */
export function seedDocument<K extends ContentKey>(key: K): ContentDocuments[K] {
  return structuredClone(SEED_FILES[key]);
}

const SPANISH_DIRECTORY = new URL('../../../../content/es/', import.meta.url);

/**
 * A document's Spanish as content/es/<key>.json has it: only the words a visitor reads, in the shape
 * of content/<key>.json (#shared/content/translation.ts); nothing when there is no such file yet
 * (every word then reads as the English).
 */
export function spanishSeedDocument(key: ContentKey): unknown {
  try {
    return JSON.parse(readFileSync(new URL(`${key}.json`, SPANISH_DIRECTORY), 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
