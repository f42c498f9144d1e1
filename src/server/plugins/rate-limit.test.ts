/**
 * Rate limits shared across processes: on PostgreSQL every app process counts in one table, so two
 * processes together allow a client the limit, not twice it. The embedded database (one process)
 * keeps its counters in memory.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestDatabase, usingPostgres } from '#tests/helpers/database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { rateLimitHits } from '#server/db/schema/index.ts';
import { createDatabaseRateLimitStore } from '#server/plugins/rate-limit-store.ts';
import { PUBLIC_FORM_RATE_LIMIT, TOO_MANY_REQUESTS_MESSAGE } from '#server/plugins/rate-limit.ts';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

/** Two app instances on one database, as two processes behind a proxy are. */
async function twoApps(
  options: { sharedRateLimits?: boolean } = {},
): Promise<[TestApp, TestApp, DatabaseHandle]> {
  const database = await createTestDatabase();
  open.push(database);
  const env = { RATE_LIMITS: 'on' };
  const first = await createTestApp({ env, database, ...options });
  const second = await createTestApp({ env, database, ...options });
  open.push(first.app, second.app);
  return [first, second, database];
}

/** Newsletter sign-ups from one client, alternating between the apps; the status of each. */
async function signUps(apps: TestApp[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await apps[i % apps.length]!.request({
      method: 'POST',
      url: '/api/newsletter/subscribe/',
      payload: { email: `shared${i}@example.org` },
    });
    if (response.statusCode === 429) expect(response.json()).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('rate limits across processes', () => {
  it('two apps on one database together allow a client the limit once, not twice', async () => {
    // On PostgreSQL the shared counters are the default; on PGlite this turns them on to prove the store.
    const [first, second] = await twoApps(usingPostgres ? {} : { sharedRateLimits: true });
    const statuses = await signUps([first, second], PUBLIC_FORM_RATE_LIMIT.max + 4);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PUBLIC_FORM_RATE_LIMIT.max);
    expect(statuses.slice(PUBLIC_FORM_RATE_LIMIT.max)).toEqual([429, 429, 429, 429]);
    // One row: this client's window of the form limit, under a key that does not read as its address.
    const [stored] = await queryRows<{ n: number; readable: number }>(
      first.db,
      sql`select count(*)::int as n, count(*) filter (where key like '%127.0.0.1%')::int as readable
            from ${rateLimitHits}`,
    );
    expect(stored).toEqual({ n: 1, readable: 0 });
  });

  it.skipIf(usingPostgres)('on the embedded database counts in memory and writes nothing', async () => {
    const [first, second] = await twoApps();
    const statuses = await signUps([first, second], 4);
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(await first.db.$count(rateLimitHits)).toBe(0);
  });

  it('deletes the counters of windows that have ended and keeps the current ones', async () => {
    const database = await createTestDatabase();
    open.push(database);
    const { Store } = createDatabaseRateLimitStore({ db: database.db, keySecret: 'k', cleanupEveryMs: 0 });
    await database.db.insert(rateLimitHits).values({
      key: 'old',
      windowStart: new Date(Date.now() - 180_000),
      windowEnd: new Date(Date.now() - 120_000),
      hits: 3,
    });
    const store = new Store();
    const hit = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('203.0.113.9', (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
      );
    expect((await hit()).current).toBe(1);
    const second = await hit();
    expect(second.current).toBe(2);
    // The window started at the first request: nearly all of it is left.
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    await expect
      .poll(() => database.db.select({ key: rateLimitHits.key }).from(rateLimitHits))
      .toHaveLength(1);
  });
});
