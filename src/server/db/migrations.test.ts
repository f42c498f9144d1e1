/**
 * The committed migration set: applied once, a second run applies nothing, readiness follows it, and
 * it matches the Drizzle schema (a schema edit without `npm run db:generate` fails here).
 */
import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '#tests/helpers/database.ts';
import { type DatabaseHandle, migrationsFolder, queryRows } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** Drizzle's own list of the migrations, in the order they apply (what `npm run db:generate` appends to). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string; when: number }>;
};

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
  });
  afterAll(() => database.close());

  it('is one committed migration set: each journal entry in order, with its SQL and its snapshot, and nothing else', () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    for (const entry of journal.entries) {
      expect(entry.tag, 'a tag starts with its four-digit number').toMatch(
        new RegExp(`^${String(entry.idx).padStart(4, '0')}_[a-z0-9_]+$`),
      );
    }
    const sqlFiles = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(sqlFiles.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    const snapshots = fs
      .readdirSync(path.join(migrationsFolder, 'meta'))
      .filter((name) => name.endsWith('_snapshot.json'));
    expect(snapshots.sort()).toEqual(
      journal.entries.map((entry) => `${String(entry.idx).padStart(4, '0')}_snapshot.json`),
    );
  });

  it('is not ready before migrating, applies everything once, and nothing the second time', async () => {
    expect(await database.isReady()).toBe(false);
    expect(await database.migrate()).toBe(journal.entries.length);
    expect(await database.isReady()).toBe(true);
    // Drizzle records each applied migration under its journal entry's `when`.
    const applied = await queryRows<{ created_at: string }>(
      database.db,
      sql`select created_at from drizzle.__drizzle_migrations order by id`,
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    expect(await database.migrate()).toBe(0);
    expect(await database.isReady()).toBe(true);
  });

  it('creates every table and column of the Drizzle schema', async () => {
    await database.migrate(); // a no-op when the test above ran first
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const inDatabase = new Map<string, string[]>();
    for (const row of columns)
      inDatabase.set(row.table_name, [...(inDatabase.get(row.table_name) ?? []), row.column_name]);

    expect([...inDatabase.keys()].sort()).toEqual(schemaTables.map((table) => table.name).sort());
    for (const table of schemaTables) {
      expect(inDatabase.get(table.name)?.sort(), table.name).toEqual(
        table.columns.map((column) => column.name).sort(),
      );
    }
    expect(schemaTables.map((table) => table.name).sort()).toEqual([
      'admin_login_failures',
      'admin_pending_sign_ins',
      'admin_recovery_codes',
      'admin_sessions',
      'admin_two_factor',
      'admin_users',
      'bible_study_signups',
      'contact_messages',
      'content_documents',
      'content_versions',
      'devotional_leads',
      'donations',
      'donor_sessions',
      'donor_sign_in_links',
      'email_outbox',
      'email_outbox_pruned',
      'email_subscribers',
      'event_leads',
      'event_reminders',
      'event_rsvp_links',
      'event_rsvps',
      'event_series',
      'event_waitlist',
      'event_waitlist_links',
      'events',
      'form_rejections',
      'form_submissions',
      'giving_statements',
      'house_church_registrations',
      'house_churches',
      'image_variants',
      'images',
      'leader_applications',
      'newsletter_campaigns',
      'prayer_requests',
      'privacy_log',
      'rate_limit_hits',
      'recurring_gift_changes',
      'recurring_gifts',
      'resources',
      'scheduled_job_runs',
      'staff_audit_log',
      'staff_invitations',
      'staff_notice_windows',
      'stripe_events',
      'testimonies',
      'video_thumbnails',
      'videos',
    ]);
  });

  it('creates every check constraint and index the schema declares', async () => {
    await database.migrate();
    const constraints = await queryRows<{ name: string }>(
      database.db,
      sql`select conname as name from pg_constraint where connamespace = 'public'::regnamespace`,
    );
    const indexes = await queryRows<{ name: string }>(
      database.db,
      sql`select indexname as name from pg_indexes where schemaname = 'public'`,
    );
    const existing = new Set([...constraints, ...indexes].map((row) => row.name));
    const declared = schemaTables.flatMap((table) => [
      ...table.checks.map((check) => check.name),
      ...table.indexes.map((index) => index.config.name!),
      ...table.foreignKeys.map((foreignKey) => foreignKey.getName()),
    ]);
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((name) => !existing.has(name))).toEqual([]);
  });
});
