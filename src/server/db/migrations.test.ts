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

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
  });
  afterAll(() => database.close());

  it('is one committed migration set', () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: Array<{ tag: string }>;
    };
    expect(journal.entries.map((entry) => entry.tag)).toEqual([
      '0000_init',
      '0001_events',
      '0002_admin_two',
      '0003_content_records',
      '0004_video_thumbnails',
      '0005_form_rejections',
      '0006_donation_amount_limits',
      '0007_confirmation_throttle',
      '0008_rsvp_manage_links',
      '0009_login_failures_by_address_and_demo_gifts',
      '0010_operations',
      '0011_form_submissions',
      '0012_roles_and_event_cancellation',
      '0013_staff_accounts',
      '0014_staff_audit_log',
      '0015_event_reminders',
      '0016_staff_two_factor',
      '0017_event_series',
      '0018_event_waitlist',
      '0019_recurring_giving',
      '0020_giving_statements',
      '0021_donor_access',
      '0022_image_library',
      '0023_recurring_gift_changes',
      '0024_site_content',
      '0025_book_library_fields',
      '0026_staff_notice_digest',
      '0027_two_factor_attempts',
      '0028_online_join_link',
    ]);
    const sqlFiles = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(sqlFiles).toEqual([
      '0000_init.sql',
      '0001_events.sql',
      '0002_admin_two.sql',
      '0003_content_records.sql',
      '0004_video_thumbnails.sql',
      '0005_form_rejections.sql',
      '0006_donation_amount_limits.sql',
      '0007_confirmation_throttle.sql',
      '0008_rsvp_manage_links.sql',
      '0009_login_failures_by_address_and_demo_gifts.sql',
      '0010_operations.sql',
      '0011_form_submissions.sql',
      '0012_roles_and_event_cancellation.sql',
      '0013_staff_accounts.sql',
      '0014_staff_audit_log.sql',
      '0015_event_reminders.sql',
      '0016_staff_two_factor.sql',
      '0017_event_series.sql',
      '0018_event_waitlist.sql',
      '0019_recurring_giving.sql',
      '0020_giving_statements.sql',
      '0021_donor_access.sql',
      '0022_image_library.sql',
      '0023_recurring_gift_changes.sql',
      '0024_site_content.sql',
      '0025_book_library_fields.sql',
      '0026_staff_notice_digest.sql',
      '0027_two_factor_attempts.sql',
      '0028_online_join_link.sql',
    ]);
  });

  it('is not ready before migrating, applies everything once, and nothing the second time', async () => {
    expect(await database.isReady()).toBe(false);
    expect(await database.migrate()).toBe(29);
    expect(await database.isReady()).toBe(true);
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
