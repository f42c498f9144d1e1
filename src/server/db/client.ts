/**
 * One Drizzle database over either driver: embedded PGlite (file-backed under DATA_DIR, or in memory
 * in tests) or a real PostgreSQL server through node-postgres. Everything above this file sees the
 * same `Database` type and the same SQL dialect.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase } from '#server/db/data-dir-lock.ts';
import { type Notifications, postgresNotifications } from '#server/db/notifications.ts';
import { enablePreparedStatements } from '#server/db/pglite-statements.ts';
import * as schema from '#server/db/schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction;

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** What start-up work gets while it holds the start-up lock (see `whileStartingUp`). */
export interface StartupSession {
  /** The database, on the connection that holds the lock. */
  db: Database;
  /** Applies pending migrations; returns how many were applied (0 when another process did). */
  migrate(): Promise<number>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations under the start-up lock; returns how many were applied. */
  migrate(): Promise<number>;
  /**
   * Runs `work` holding the start-up lock, a PostgreSQL advisory lock: of several processes starting
   * together on one database, one at a time migrates and seeds, so each migration and each seed runs
   * once and the others find them done. The embedded database has a single process and no lock.
   */
  whileStartingUp<T>(work: (session: StartupSession) => Promise<T>): Promise<T>;
  /** True when the database answers and every committed migration is applied. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
  /** Set when the embedded database was created by this open (nothing existed before). */
  createdNow: boolean;
  /** The PGlite instance, when embedded (for backups and test snapshots). */
  pglite?: PGlite;
  /** Messages between the app processes sharing a PostgreSQL database (absent when embedded). */
  notifications?: Notifications;
}

function committedMigrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** Raw SQL rows, the same on both drivers (each returns `{ rows }`). */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function appliedMigrationCount(db: Database): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [result] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result?.n ?? 0);
}

/** The migrator of either driver, counting what it applied. */
function countingMigrator(db: Database, runMigrations: () => Promise<void>): () => Promise<number> {
  return async () => {
    const before = await appliedMigrationCount(db);
    await runMigrations();
    return (await appliedMigrationCount(db)) - before;
  };
}

function handleFor(
  db: Database,
  kind: DatabaseHandle['kind'],
  whileStartingUp: DatabaseHandle['whileStartingUp'],
  close: () => Promise<void>,
  extra: Partial<DatabaseHandle> = {},
): DatabaseHandle {
  return {
    db,
    kind,
    createdNow: false,
    migrate: () => whileStartingUp((session) => session.migrate()),
    whileStartingUp,
    async isReady() {
      try {
        return (await appliedMigrationCount(db)) >= committedMigrationCount();
      } catch {
        return false;
      }
    },
    close,
    ...extra,
  };
}

export function wrapPglite(client: PGlite, createdNow = false): DatabaseHandle {
  enablePreparedStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const migrate = countingMigrator(db, () => migratePglite(db as never, { migrationsFolder }));
  return handleFor(
    db,
    'pglite',
    (work) => work({ db, migrate }),
    () => client.close(),
    {
      pglite: client,
      createdNow,
    },
  );
}

/** The advisory lock's name (hashed to its key), shared by every process of the site. */
const STARTUP_LOCK = 'ministry-site: start-up (migrations and seeding)';

/**
 * Holds the start-up lock on one connection of the pool and runs `work` on that same connection, so
 * it needs no second one (a pool of one would otherwise wait for itself). A session lock, so a
 * process that dies holding it releases it with its connection.
 */
async function whileHoldingStartupLock<T>(
  pool: pg.Pool,
  work: (session: StartupSession) => Promise<T>,
): Promise<T> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
    try {
      const db = drizzlePg(connection, { schema }) as unknown as Database;
      const migrate = countingMigrator(db, () => migratePg(db as never, { migrationsFolder }));
      return await work({ db, migrate });
    } finally {
      await connection
        .query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK])
        .catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: end it rather than reuse it.
    connection.release(broken);
  }
}

export function wrapPostgres(pool: pg.Pool): DatabaseHandle {
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it, and the next query reports any real outage (and /readyz turns 503).
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return handleFor(
    db,
    'postgres',
    (work) => whileHoldingStartupLock(pool, work),
    () => pool.end(),
    { notifications: postgresNotifications(pool) },
  );
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM heap and, once touched, stays
 * resident. A ministry's database is a few MB; 16 MB of buffers holds it all (measured: 144 MB less
 * resident memory after reading a 150,000-row table).
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * initdb for a new embedded database, in a child process: it touches about 500 MB of WASM heap that
 * PGlite never returns, which would otherwise stay resident in the server for its whole life
 * (measured: 924 MB after a load test on a database created in-process).
 */
async function createEmbeddedDatabase(directory: string): Promise<void> {
  const script = fileURLToPath(new URL('./initdb-worker.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, directory], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the embedded database failed (${code}): ${errors}`)),
    );
  });
}

export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The most connections this process holds to PostgreSQL (DATABASE_POOL_MAX). */
  poolMax?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    await pool.query('select 1');
    return wrapPostgres(pool);
  }
  // Single-process: refuses (DataDirInUseError) while the server or a script has it open.
  const release = lockEmbeddedDatabase(options.dataDir);
  try {
    const directory = pgliteDirectory(options.dataDir);
    const createdNow = !fs.existsSync(path.join(directory, 'PG_VERSION'));
    fs.mkdirSync(directory, { recursive: true });
    if (createdNow) await createEmbeddedDatabase(directory);
    const client = await PGlite.create(directory, { startParams: EMBEDDED_START_PARAMS });
    const handle = wrapPglite(client, createdNow);
    const close = handle.close;
    handle.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return handle;
  } catch (error) {
    release();
    throw error;
  }
}
