/**
 * A fresh, migrated database for one test file: PGlite from the run's snapshot by default, or a new
 * database on a real PostgreSQL server when TEST_DATABASE_URL is set (CI runs the API tests twice).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, wrapPglite, wrapPostgres } from '#server/db/client.ts';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return wrapPglite(client);
}

/** A database with no schema at all (not migrated): for tests of the migrations themselves. */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, { migrate: false });
  return wrapPglite(await PGlite.create());
}

async function createPostgresDatabase(
  serverUrl: string,
  options: { migrate: boolean } = { migrate: true },
): Promise<DatabaseHandle> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  const handle = wrapPostgres(pool);
  // Dropping the database (below) terminates connections the pool is still closing.
  pool.removeAllListeners('error');
  pool.on('error', () => {});
  if (options.migrate) await handle.migrate();
  const close = handle.close;
  handle.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return handle;
}
