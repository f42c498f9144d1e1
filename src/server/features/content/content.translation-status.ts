/**
 * What is left to translate into Spanish (docs/product.md#site-content): the documents whose
 * published Spanish lacks words the published English has, and the records with no Spanish title
 * (their *_es columns). The content screen lists it; the dashboard shows its total.
 */
import { count, not, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { NeedsTranslation } from '#shared/content/contract.ts';
import { CONTENT_DOCUMENTS } from '#shared/content/documents.ts';
import type { ContentKey } from '#shared/content/document-types.ts';
import { missingWords } from '#shared/content/translation.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { events, houseChurches, resources, testimonies } from '#server/db/schema/index.ts';
import { isPastSql } from '#server/features/events/events.queries.ts';
import type { ContentStore } from '#server/features/content/content.store.ts';

/** A Spanish column with nothing in it. */
const blank = (column: AnyPgColumn) => or(isNull(column), sql`trim(${column}) = ''`)!;

export function createContentTranslationService(deps: { db: Database; clock: Clock; store: ContentStore }) {
  const { db, clock, store } = deps;

  async function untranslated(table: PgTable, column: AnyPgColumn, where?: SQL): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(where ? sql`${blank(column)} and ${where}` : blank(column));
    return row?.n ?? 0;
  }

  return {
    async needsTranslation(): Promise<NeedsTranslation> {
      const documents = (
        await Promise.all(
          CONTENT_DOCUMENTS.map(async (document) => {
            const key = document.key as ContentKey;
            const [english, spanish] = await Promise.all([
              store.published(key),
              store.spanish(key, 'published'),
            ]);
            const missing = missingWords(document.fields, english, spanish).length;
            return { key: document.key, title: document.title, missing };
          }),
        )
      ).filter((document) => document.missing > 0);
      const [upcomingEvents, churches, quotes, resourceTitles] = await Promise.all([
        // A past event is no longer read: only those still to come count.
        untranslated(events, events.titleEs, not(isPastSql(clock.now()))),
        untranslated(houseChurches, houseChurches.nameEs),
        untranslated(testimonies, testimonies.quoteEs),
        untranslated(resources, resources.titleEs),
      ]);
      const records = {
        events: upcomingEvents,
        house_churches: churches,
        testimonies: quotes,
        resources: resourceTitles,
      };
      return {
        documents,
        records,
        total: documents.length + Object.values(records).reduce((sum, n) => sum + n, 0),
      };
    },
  };
}

export type ContentTranslationService = ReturnType<typeof createContentTranslationService>;
