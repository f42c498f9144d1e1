/**
 * Starting the real server process (src/server/main.ts) when several may serve one PostgreSQL
 * database:
 * - without SESSION_SECRET it refuses to start, naming the variable: each process would otherwise
 *   sign sessions with a secret of its own, and a sign-in on one would be refused by the next;
 * - three processes starting at the same moment on a new database all come up, and each migration,
 *   each demo row and the first admin are created once (the start-up lock), and under load each holds
 *   no more connections than DATABASE_POOL_MAX allows. PostgreSQL only: the embedded database serves a
 *   single process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentResources, contentTestimonies } from '#shared/content/records-seed.ts';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { MISSING_SESSION_SECRET_MESSAGE } from '#server/db/prepare.ts';
import {
  staffAccounts,
  events,
  houseChurches,
  resources,
  testimonies,
  videos,
} from '#server/db/schema/index.ts';
import { demoEvents } from '#server/db/seed-data/events.ts';
import { demoHouseChurches } from '#server/db/seed-data/house-churches.ts';
import { demoVideos } from '#server/db/seed-data/videos.ts';
import { createEmptyPostgresDatabase } from '#tests/server/postgres-database.ts';
import {
  PROJECT_ROOT,
  ensureServerBuild,
  type ServerProcess,
  spawnServer,
  listeningPort,
  waitUntilReady,
} from '#tests/server/spawn-server.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 3;
const POOL_MAX = 2;
const BURST = 30;
const SESSION_SECRET = 'startup-test-session-secret-0123456789abcdef';

/** The `msg` of each JSON line the server logged. */
function loggedMessages(server: ServerProcess): string[] {
  return server
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('server start-up with several processes in mind', () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function workDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-startup-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  it('refuses to start on PostgreSQL without SESSION_SECRET, naming it, and generates none', async () => {
    const dir = workDir();
    const dataDir = path.join(dir, 'data');
    const server = spawnServer({
      logFile: path.join(dir, 'server.log'),
      env: {
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        // Nothing listens here: the refusal must come before any connection is tried.
        DATABASE_URL: 'postgres://ministry@127.0.0.1:9/ministry',
      },
    });
    cleanups.push(() => server.stop(5000));
    const exitCode = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 60 s'), 60_000)),
    ]);
    expect(exitCode, server.log()).toBe(1);
    expect(server.log()).toContain(MISSING_SESSION_SECRET_MESSAGE);
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  }, 90_000);

  describe.runIf(serverUrl)('on PostgreSQL', () => {
    beforeAll(() => {
      // main.ts serves the built pages in production; build them if this runs before `npm run build`.
      ensureServerBuild();
    }, 180_000);

    it('brings up three processes started together, migrating and seeding once, each within its pool', async () => {
      const dir = workDir();
      const postgres = await createEmptyPostgresDatabase(serverUrl!);
      cleanups.push(() => postgres.drop());

      const servers = Array.from({ length: PROCESSES }, (_, n) => {
        const server = spawnServer({
          logFile: path.join(dir, `server-${n}.log`),
          env: {
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: '0',
            DATA_DIR: path.join(dir, `data-${n}`),
            DATABASE_URL: postgres.url,
            DATABASE_POOL_MAX: String(POOL_MAX),
            SESSION_SECRET,
            SEED_DEMO: 'true',
            RATE_LIMITS: 'off',
            LOG_LEVEL: 'info',
          },
        });
        cleanups.push(() => server.stop(10_000));
        return server;
      });
      const bases = await Promise.all(
        servers.map(async (server) => {
          const base = `http://127.0.0.1:${await listeningPort(server, 90_000)}`;
          await waitUntilReady(server, `${base}/readyz`, 90_000);
          return base;
        }),
      );

      // One process applied the migrations; the others found the schema up to date.
      const messages = servers.map(loggedMessages);
      expect(messages.filter((lines) => lines.includes('migrations applied'))).toHaveLength(1);
      expect(messages.filter((lines) => lines.includes('database schema up to date'))).toHaveLength(
        PROCESSES - 1,
      );
      // Exactly one generated admin password was printed, by one process.
      expect(servers.filter((server) => server.log().includes('An admin account was created'))).toHaveLength(
        1,
      );

      // A burst of sign-ups on every process: each holds at most DATABASE_POOL_MAX connections for
      // its queries, plus the one that listens for the others' changes.
      const statuses = await Promise.all(
        bases.flatMap((base, n) =>
          Array.from({ length: BURST }, (_, k) =>
            fetch(`${base}/api/newsletter/subscribe/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: `burst-${n}-${k}@example.org` }),
            }).then((response) => response.status),
          ),
        ),
      );
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      const database = await openDatabase({ databaseUrl: postgres.url, dataDir: dir });
      cleanups.push(() => database.close());
      const [connections] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(connections!.n).toBeLessThanOrEqual(PROCESSES * (POOL_MAX + 1));
      const journal = JSON.parse(
        fs.readFileSync(path.join(PROJECT_ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const [applied] = await queryRows<{ rows: number; distinct: number }>(
        database.db,
        sql`select count(*)::int as rows, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied).toEqual({ rows: journal.entries.length, distinct: journal.entries.length });

      const now = new Date();
      const { db } = database;
      expect({
        // The one-off seeded events (a series' dates are its daily job's, unique by series and start).
        events: await db.$count(events, isNull(events.seriesId)),
        houseChurches: await db.$count(houseChurches),
        videos: await db.$count(videos),
        testimonies: await db.$count(testimonies),
        resources: await db.$count(resources),
        admins: await db.$count(staffAccounts),
      }).toEqual({
        events: demoEvents(now).events.filter((event) => event.seriesId == null).length,
        houseChurches: demoHouseChurches.length,
        videos: demoVideos(now).length,
        testimonies: contentTestimonies().length,
        resources: contentResources().length,
        admins: 1,
      });
    }, 240_000);
  });
});
