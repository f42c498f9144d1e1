/**
 * Fills the testimonies and resources tables from content/ (#shared/content/records-seed.ts): on a new
 * database, on the start that first creates these tables, and with the demo seed. Idempotent: rows
 * are keyed by seed_key and inserted "on conflict do nothing", so nothing staff edited is overwritten.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { resources, testimonies } from '#server/db/schema/index.ts';
import { contentResources, contentTestimonies } from '#shared/content/records-seed.ts';
import { resourceColumns } from '#server/features/content/content.records.service.ts';

export interface ContentRecordSeedCounts {
  testimonies: number;
  resources: number;
}

export async function seedContentRecords(db: Database, clock: Clock): Promise<ContentRecordSeedCounts> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const addedTestimonies = await tx
      .insert(testimonies)
      .values(
        contentTestimonies().map((row) => ({
          seedKey: row.seed_key,
          quote: row.quote,
          quoteEs: row.quote_es,
          name: row.name,
          page: row.page,
          sortOrder: row.sort_order,
          visible: row.visible,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: testimonies.seedKey })
      .returning({ id: testimonies.id });
    const addedResources = await tx
      .insert(resources)
      .values(
        contentResources().map((row) => ({
          ...resourceColumns(row),
          seedKey: row.seed_key,
          sortOrder: row.sort_order,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: resources.seedKey })
      .returning({ id: resources.id });
    return { testimonies: addedTestimonies.length, resources: addedResources.length };
  });
}

/** Whether migration 0003 has created these tables yet (checked before migrating). */
export async function contentRecordTablesExist(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('public.resources') is not null as present`,
  );
  return Boolean(row?.present);
}
