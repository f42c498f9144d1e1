/**
 * Where pages read the site's content documents (docs/product.md#site-content): the published
 * version from a per-process cache, a staff preview's draft straight from the database, and
 * `contentChanged(key)`, which a publish calls so that this process and every other one sharing the
 * database read the document afresh. Also the seed: content/*.json fills the documents once.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { Notifications } from '#server/db/notifications.ts';
import { contentDocuments, contentVersions } from '#server/db/schema/index.ts';
import {
  CONTENT_KEYS,
  type ContentDocuments,
  type ContentKey,
  isContentKey,
} from '#shared/content/document-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { seedDocument, spanishSeedDocument } from '#server/features/content/content.seed-files.ts';
import { inCurrentShape } from '#server/features/content/content.shape.ts';
import { SEEDED_BY_NAME } from '#shared/content/admin-words.ts';
import { findDocument } from '#shared/content/documents.ts';
import { wordsOf } from '#shared/content/translation.ts';

/** A stored document as the code reads it now (content.shape.ts). */
export function currentShape(key: ContentKey, body: unknown): unknown {
  const document = findDocument(key);
  return document ? inCurrentShape(document.fields, body, seedDocument(key)) : body;
}

/** content/es/<key>.json kept to its words (a setting written there would never be read). */
function spanishSeed(key: ContentKey): unknown {
  const document = findDocument(key);
  return document ? wordsOf(document.fields, spanishSeedDocument(key)) : {};
}

export const CONTENT_CHANNEL = 'ministry_content_changed';
/** Who published version 1 of every document (the history shows it as the original text). */
export { SEEDED_BY_NAME };
/**
 * How long a process trusts its cached copy. Other processes' publishes arrive at once by
 * notification; this bounds the wait only while a process's listening connection is being replaced.
 */
export const CONTENT_FRESH_MS = 60_000;

/**
 * Inserts every document that has no row yet, as its content/ file has it (its Spanish as
 * content/es/<key>.json has it, or no words at all): version 1, with its history row. Idempotent (a second run adds nothing), and never overwrites what staff published.
 * Runs at every start, under the start-up lock, so a document added to content/ later is seeded too.
 */
export async function seedContentDocuments(db: Database, clock: Clock): Promise<{ documents: number }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(contentDocuments)
      .values(
        CONTENT_KEYS.flatMap((key) => [
          { key, locale: 'en', published: seedDocument(key), publishedAt: now },
          { key, locale: 'es', published: spanishSeed(key), publishedAt: now },
        ]),
      )
      .onConflictDoNothing({ target: [contentDocuments.key, contentDocuments.locale] })
      .returning({
        key: contentDocuments.key,
        locale: contentDocuments.locale,
        published: contentDocuments.published,
      });
    if (added.length > 0) {
      await tx.insert(contentVersions).values(
        added.map((row) => ({
          documentKey: row.key,
          locale: row.locale,
          version: 1,
          body: row.published,
          publishedAt: now,
          publishedByName: SEEDED_BY_NAME,
        })),
      );
    }
    // Documents, not rows: a document's Spanish comes with it.
    return { documents: added.filter((row) => row.locale === 'en').length };
  });
}

export interface ContentStore {
  /** What visitors see: the published document (cached in this process). */
  published<K extends ContentKey>(key: K): Promise<ContentDocuments[K]>;
  /** What a staff preview shows: the saved draft, or the published document when there is none. */
  draft<K extends ContentKey>(key: K): Promise<ContentDocuments[K]>;
  /**
   * The document's Spanish words (#shared/content/translation.ts): published (cached), or for a
   * preview the saved draft; `{}` when none.
   */
  spanish(key: ContentKey, version: 'published' | 'draft'): Promise<unknown>;
  /**
   * After a publish (or restore) has committed: this process drops its copy, then tells the others
   * (PostgreSQL) to drop theirs. Resolves once they have been told.
   */
  contentChanged(key: ContentKey): Promise<void>;
  /**
   * Runs after any process's change of `key` reached this one (after its copy was dropped); this
   * process's own contentChanged waits for it.
   */
  onChanged(listener: (key: ContentKey) => void | Promise<void>): () => void;
  /** Starts listening for other processes' changes; resolves to the function that stops it. */
  listen(): Promise<() => Promise<void>>;
}

interface CachedDocument {
  body: Promise<unknown>;
  readAt: number;
}

export function createContentStore(deps: {
  db: Database;
  clock: Clock;
  /** Absent on the embedded database (one process): changes are then this process's own. */
  notifications?: Notifications;
}): ContentStore {
  const { db, clock, notifications } = deps;
  const processId = crypto.randomUUID();
  const cache = new Map<string, CachedDocument>();
  const listeners = new Set<(key: ContentKey) => void | Promise<void>>();

  const row = async (key: ContentKey, locale: Locale = 'en') => {
    const [found] = await db
      .select({ published: contentDocuments.published, draft: contentDocuments.draft })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.key, key), eq(contentDocuments.locale, locale)));
    return found;
  };

  /** The cached read of `cacheKey` (a burst of requests reads the database once). */
  const cached = async (cacheKey: string, read: () => Promise<unknown>) => {
    const now = clock.now().getTime();
    const entry = cache.get(cacheKey);
    if (entry && now - entry.readAt < CONTENT_FRESH_MS) return entry.body;
    // A change arriving while it is read deletes it, so the next request reads again.
    const body = read();
    const fresh: CachedDocument = { body, readAt: now };
    cache.set(cacheKey, fresh);
    body.catch(() => {
      if (cache.get(cacheKey) === fresh) cache.delete(cacheKey);
    });
    return body;
  };

  const drop = async (key: ContentKey) => {
    cache.delete(key);
    cache.delete(`${key}:es`);
    for (const listener of listeners) await listener(key);
  };

  return {
    async published(key) {
      const read = () => row(key).then((found) => currentShape(key, found?.published ?? seedDocument(key)));
      return (await cached(key, read)) as never;
    },
    async draft(key) {
      const found = await row(key);
      return currentShape(key, found?.draft ?? found?.published ?? seedDocument(key)) as never;
    },
    // A document with no Spanish row yet reads content/es/, as the English reads content/ (the seed
    // runs at start; a database made otherwise still shows the Spanish the ministry wrote).
    async spanish(key, version) {
      if (version === 'draft') {
        const found = await row(key, 'es');
        return found?.draft ?? found?.published ?? spanishSeed(key);
      }
      return cached(`${key}:es`, () => row(key, 'es').then((found) => found?.published ?? spanishSeed(key)));
    },
    async contentChanged(key) {
      await drop(key);
      await notifications?.publish(CONTENT_CHANNEL, JSON.stringify({ from: processId, key }));
    },
    onChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async listen() {
      if (!notifications) return async () => {};
      return notifications.subscribe(CONTENT_CHANNEL, (payload) => {
        const notice = readNotice(payload);
        const keys = notice === null ? CONTENT_KEYS : notice.from === processId ? [] : [notice.key];
        for (const key of keys) {
          drop(key).catch((error: unknown) => {
            console.error(`Site content: acting on a change of "${key}" failed`, error);
          });
        }
      });
    },
  };
}

/** A notice as sent; anything else (another version's) drops every document, to be safe. */
function readNotice(payload: string): { from: string; key: ContentKey } | null {
  try {
    const notice = JSON.parse(payload) as { from?: unknown; key?: unknown };
    if (typeof notice.from !== 'string' || typeof notice.key !== 'string') return null;
    return isContentKey(notice.key) ? { from: notice.from, key: notice.key } : null;
  } catch {
    return null;
  }
}
