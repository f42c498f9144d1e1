/**
 * The audit log's retention and integrity (docs/product.md#audit-log): the daily job deletes entries
 * older than two years by the site's clock (the test clock here), once a day across processes; the
 * database itself refuses to change an entry, to delete one younger than two years, or to empty the
 * table.
 *
 * The test clock starts on 1 June 2026, before the database's own clock, as the site's clock is in
 * production (within seconds): the trigger judges age by the database's clock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { queryRows } from '#server/db/client.ts';
import { staffAuditLog } from '#server/db/schema/index.ts';
import { auditCutoff } from '#server/features/audit/audit.retention.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The database's refusal, whether the driver reports it on the error or its cause. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${String(error)} ${cause ? String(cause) : ''}`;
  }
  return 'no refusal';
}

describe('audit log retention and integrity', () => {
  let t: TestApp;
  let second: TestApp;
  const clock = createTestClock(new Date('2026-06-01T15:00:00Z'));
  const twoYearsAgo = () => auditCutoff(clock.now()).getTime();
  const insertAt = async (at: Date, action: string) => {
    const [row] = await t.db
      .insert(staffAuditLog)
      .values({ at, userId: null, username: 'pastor.ann', ip: '198.51.100.7', area: 'events', action })
      .returning();
    return row!;
  };
  const actions = async () =>
    (await t.db.select().from(staffAuditLog).orderBy(staffAuditLog.id)).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    // A second process on the same database.
    second = await createTestApp({ clock, database: t.database });
    // Each app checks at start; both checks have ended (one of them claimed today, finding nothing).
    for (const app of [t, second]) await app.app.services.auditRetention.stop();
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  it('deletes entries older than two years once a day, by the site clock', async () => {
    expect(new Date(twoYearsAgo()).toISOString()).toBe('2024-06-01T15:00:00.000Z');
    await insertAt(new Date(twoYearsAgo() - HOUR), 'two-years-and-an-hour');
    await insertAt(new Date(twoYearsAgo() + DAY + HOUR), 'a-day-short-of-two-years');
    await insertAt(new Date(clock.now().getTime() - DAY), 'yesterday');

    const both = () =>
      Promise.all([t.app.services.auditRetention.runIfDue(), second.app.services.auditRetention.runIfDue()]);

    // Today's run happened when the apps started: not again today, in either process.
    expect(await both()).toEqual([{ ran: false }, { ran: false }]);
    expect(await actions()).toHaveLength(3);

    // The next day in Chicago: whichever process checks first deletes; the other finds it done.
    clock.advance(DAY - 2 * HOUR);
    const outcomes = await both();
    expect(outcomes).toContainEqual({ ran: true, deleted: 1 });
    expect(outcomes).toContainEqual({ ran: false });
    expect(await actions()).toEqual(['a-day-short-of-two-years', 'yesterday']);

    // A day later that entry is two years old by the site clock too.
    clock.advance(DAY);
    expect(await both()).toContainEqual({ ran: true, deleted: 1 });
    expect(await actions()).toEqual(['yesterday']);
  });

  it('the database refuses to change an entry, to delete a young one, or to empty the table', async () => {
    const young = await insertAt(clock.now(), 'young');
    expect(
      await refusal(t.db.execute(sql`update staff_audit_log set summary = 'edited' where id = ${young.id}`)),
    ).toMatch(/entries cannot be changed/);
    expect(await refusal(t.db.execute(sql`delete from staff_audit_log where id = ${young.id}`))).toMatch(
      /younger than two years cannot be deleted/,
    );
    expect(await refusal(t.db.execute(sql`truncate staff_audit_log`))).toMatch(/cannot be truncated/);
    expect(await actions()).toContain('young');
    const [row] = await t.db
      .select()
      .from(staffAuditLog)
      .where(sql`id = ${young.id}`);
    expect(row!.summary).toBe('');

    // An entry older than two years by the database's own clock may go (the retention job's deletion).
    const [old] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into staff_audit_log (at, area, action)
          values (now() - interval '3 years', 'events', 'old') returning id`,
    );
    await t.db.execute(sql`delete from staff_audit_log where id = ${old!.id}`);
    expect(await actions()).not.toContain('old');
  });
});
