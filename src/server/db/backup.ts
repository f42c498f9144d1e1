/**
 * Backups and restores, for `npm run db:backup` and `npm run db:restore` (thin wrappers in scripts/).
 *
 * - Embedded (PGlite): a gzipped tarball of the data directory (PGlite's dumpDataDir), restored by
 *   loading it into an empty DATA_DIR. The database is single-process, so both refuse while the
 *   server (or another command) has it open: stop the server first.
 * - PostgreSQL (DATABASE_URL): a plain SQL dump by pg_dump (--no-owner --clean --if-exists), restored
 *   by psql in one transaction. Works while the site runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { openDatabase, pgliteDirectory } from '#server/db/client.ts';
import { lockEmbeddedDatabase } from '#server/db/data-dir-lock.ts';

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** rw------- */
const OWNER_ONLY = 0o600;

/** A refusal a person can act on (nothing was changed). */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
}

const timestamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

export function isEmbeddedBackup(file: string): boolean {
  return /\.(tar\.gz|tgz)$/i.test(file);
}

export async function backupDatabase(options: {
  config: DatabaseConfig;
  /** Where to write; default DATA_DIR/backups/<kind>-<timestamp>.<ext>. */
  output?: string | undefined;
  now?: Date;
}): Promise<BackupResult> {
  const { config } = options;
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const stamp = timestamp(options.now ?? new Date());
  const file = path.resolve(
    options.output ??
      path.join(config.dataDir, 'backups', `${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'sql'}`),
  );
  // A backup holds every prayer request and donor: readable by its owner only, from the first byte
  // (the file is created 0600 before anything is written into it; pg_dump keeps an existing file's mode).
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written beside the target and renamed at the end: a failed backup never leaves a truncated file
  // that looks like a good one.
  const partial = `${file}.partial`;
  try {
    fs.writeFileSync(partial, '', { mode: OWNER_ONLY });
    fs.chmodSync(partial, OWNER_ONLY);
    if (config.databaseUrl) {
      const { url, env } = withoutPassword(config.databaseUrl);
      await run(
        'pg_dump',
        ['--no-owner', '--clean', '--if-exists', '--format=plain', `--file=${partial}`, url],
        env,
      );
    } else {
      if (!fs.existsSync(path.join(pgliteDirectory(config.dataDir), 'PG_VERSION'))) {
        throw new BackupError(`There is no embedded database in ${config.dataDir} to back up.`);
      }
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        const dump = await database.pglite!.dumpDataDir('gzip');
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: OWNER_ONLY });
      } finally {
        await database.close();
      }
    }
    fs.chmodSync(partial, OWNER_ONLY);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { kind, file, bytes: fs.statSync(file).size };
}

export interface RestoreResult {
  kind: 'pglite' | 'postgres';
  /** With --force on PGlite: where the database that was there before now lies. */
  movedAside?: string;
}

export async function restoreDatabase(options: {
  config: DatabaseConfig;
  file: string;
  /** Replace a database that already holds data (PGlite: moved aside, never deleted). */
  force?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const { config, force = false } = options;
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new BackupError(`Backup file not found: ${file}`);
  if (config.databaseUrl) {
    if (isEmbeddedBackup(file)) {
      throw new BackupError(
        `${file} is an embedded-database (PGlite) backup, but DATABASE_URL is set: restore a pg_dump .sql file, or unset DATABASE_URL to restore into DATA_DIR.`,
      );
    }
    await restorePostgres(config.databaseUrl, file, force);
    return { kind: 'postgres' };
  }
  if (!isEmbeddedBackup(file)) {
    throw new BackupError(
      `${file} is not an embedded-database backup (.tar.gz). A PostgreSQL .sql dump is restored with DATABASE_URL set.`,
    );
  }
  return restorePglite(config.dataDir, file, force, options.now ?? new Date());
}

async function restorePglite(
  dataDir: string,
  file: string,
  force: boolean,
  now: Date,
): Promise<RestoreResult> {
  const release = lockEmbeddedDatabase(dataDir);
  const target = pgliteDirectory(dataDir);
  let movedAside: string | undefined;
  try {
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!force) {
        throw new BackupError(
          `${target} already holds a database. Restore into an empty DATA_DIR, or pass --force to move the current database aside (it is kept, not deleted).`,
        );
      }
      movedAside = `${target}.before-restore-${timestamp(now)}`;
      fs.renameSync(target, movedAside);
    }
    fs.mkdirSync(target, { recursive: true });
    try {
      const client = await PGlite.create(target, { loadDataDir: new Blob([fs.readFileSync(file)]) });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      // Leave things as they were: no half-restored directory, the previous database back in place.
      fs.rmSync(target, { recursive: true, force: true });
      if (movedAside) fs.renameSync(movedAside, target);
      throw new BackupError(
        `Could not restore ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return movedAside ? { kind: 'pglite', movedAside } : { kind: 'pglite' };
  } finally {
    release();
  }
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg_toast%'`,
    );
    if ((rows[0]?.n ?? 0) > 0 && !force) {
      throw new BackupError(
        'The target PostgreSQL database already has tables. Restore into an empty database, or pass --force to replace the objects the dump contains.',
      );
    }
  } finally {
    await client.end();
  }
  const { url, env } = withoutPassword(databaseUrl);
  await run(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--file=${file}`, url],
    env,
  );
}

/** The password goes to the child in PGPASSWORD, not on its command line (visible in `ps`). */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // Passing the environment through to the child process (PATH, PG* settings), not reading config.
  // eslint-disable-next-line no-restricted-properties
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.toString(), env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found on PATH. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), matching or newer than the server's version.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
