/**
 * Backups and restores through the real npm scripts (db:seed, db:backup, db:restore run as child
 * processes on file-backed PGlite in temp directories), the single-process guard, and, when
 * TEST_DATABASE_URL is set, pg_dump/psql against a real PostgreSQL server.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { systemClock } from '#server/clock.ts';
import { BackupError, backupDatabase, restoreDatabase } from '#server/db/backup.ts';
import { type DatabaseHandle, openDatabase, pgliteDirectory, queryRows } from '#server/db/client.ts';
import { DataDirInUseError, lockFilePath } from '#server/db/data-dir-lock.ts';
import { contactMessages, donations, events, houseChurches } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { insertContactMessage } from '#tests/helpers/generators/outreach.ts';

const root = path.resolve(import.meta.dirname, '..');
/** A script run by Node itself, as `npm run` runs it (decision 0015). */
const runTs = (file: string, args: string[]) => [process.execPath, [file, ...args]] as const;
const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-backup-'));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A DATA_DIR holding a migrated, empty embedded database, loaded from the run's snapshot (creating
 * one from scratch costs seconds and hundreds of MB).
 */
async function migratedDataDir(): Promise<string> {
  const dataDir = tempDir();
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  const client = await PGlite.create(pgliteDirectory(dataDir), { loadDataDir: snapshot });
  await client.close();
  return dataDir;
}

/** Runs `npm run <script>` the way npm does (node scripts/<file>.ts) with its own DATA_DIR. */
function runScript(script: string, args: string[], dataDir: string) {
  const [command, commandArgs] = runTs(path.join(root, 'scripts', script), args);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Row count of every table (and of applied migrations), to compare two databases. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of [...tables, { name: 'drizzle.__drizzle_migrations' }]) {
    const [schema, table] = name.includes('.') ? name.split('.') : ['public', name];
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(schema!)}.${sql.identifier(table!)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

async function sampleRows(database: DatabaseHandle) {
  return {
    events: await database.db.select().from(events).orderBy(events.id),
    churches: await database.db.select().from(houseChurches).orderBy(houseChurches.id),
    donation: await database.db.select().from(donations).where(eq(donations.email, 'giver@example.org')),
    message: await database.db.select().from(contactMessages),
  };
}

async function addNonDemoRows(database: DatabaseHandle) {
  await insertDonation(database.db, { email: 'giver@example.org' });
  await insertContactMessage(database.db);
}

describe('embedded database (PGlite) backup and restore', () => {
  it('restores a backup made by npm run db:backup into an empty DATA_DIR with every row', async () => {
    const source = await migratedDataDir();
    const target = tempDir();
    const seeded = runScript('db-seed.ts', [], source);
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toMatch(/events: [1-9]\d*/);
    let database = await openDatabase({ dataDir: source });
    await addNonDemoRows(database);
    const before = { counts: await rowCounts(database), rows: await sampleRows(database) };
    await database.close();

    const file = path.join(source, 'backups', 'manual.tar.gz');
    const backedUp = runScript('db-backup.ts', [file], source);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toContain(file);
    expect(fs.statSync(file).size).toBeGreaterThan(100_000);

    const restored = runScript('db-restore.ts', [file], target);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);

    database = await openDatabase({ dataDir: target });
    try {
      expect(await database.isReady()).toBe(true);
      expect(await rowCounts(database)).toEqual(before.counts);
      expect(await sampleRows(database)).toEqual(before.rows);
      expect(before.counts.events).toBeGreaterThan(0);
      expect(before.rows.churches[0]!.streetAddress).toBeTruthy(); // private columns come back too
    } finally {
      await database.close();
    }

    // A second restore into the now non-empty DATA_DIR is refused and changes nothing...
    const again = runScript('db-restore.ts', [file], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('--force');
    // ...and with --force the current database is moved aside, not deleted.
    const forced = await restoreDatabase({
      config: { dataDir: target, databaseUrl: undefined },
      file,
      force: true,
    });
    expect(fs.existsSync(path.join(forced.movedAside!, 'PG_VERSION'))).toBe(true);
    database = await openDatabase({ dataDir: target });
    try {
      expect(await rowCounts(database)).toEqual(before.counts);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a file that is not a backup, leaving DATA_DIR empty', async () => {
    const target = tempDir();
    const bogus = path.join(target, 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'not a tarball');
    await expect(
      restoreDatabase({
        config: { dataDir: path.join(target, 'data'), databaseUrl: undefined },
        file: bogus,
      }),
    ).rejects.toThrow(BackupError);
    expect(fs.existsSync(path.join(target, 'data', 'pglite'))).toBe(false);
    expect(fs.existsSync(lockFilePath(path.join(target, 'data')))).toBe(false);
  }, 60_000);

  it('refuses to back up while another process has the database open, and not after it died', async () => {
    const dataDir = await migratedDataDir();
    const database = await openDatabase({ dataDir });
    await seedDemoContent(database.db, systemClock);
    // Inside one process, too: a second open of the same DATA_DIR is refused.
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await database.close();
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);

    const holder = await holdDatabase(dataDir);
    try {
      const refused = runScript('db-backup.ts', [], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by process ${holder.pid}`);
      expect(refused.stderr).toContain('stop the site server');
      expect(
        fs.existsSync(path.join(dataDir, 'backups')) ? fs.readdirSync(path.join(dataDir, 'backups')) : [],
      ).toEqual([]);
    } finally {
      holder.kill('SIGKILL'); // dies without releasing: its pid file stays behind
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(true);
    const result = await backupDatabase({ config: { dataDir, databaseUrl: undefined } });
    expect(result.file).toMatch(/backups\/pglite-.+\.tar\.gz$/);
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
  }, 120_000);
});

async function holdDatabase(dataDir: string): Promise<ChildProcess> {
  const [command, args] = runTs(path.join(root, 'tests', 'fixtures', 'hold-embedded-database.ts'), [dataDir]);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited early (${code})`)));
  });
  return child;
}

const serverUrl = process.env.TEST_DATABASE_URL;
const hasPgTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('psql', ['--version']).status === 0;

describe.runIf(serverUrl && hasPgTools)('PostgreSQL backup and restore (pg_dump, psql)', () => {
  it('restores a pg_dump into an empty database with every row, and refuses a non-empty one without --force', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const suffix = Math.random().toString(36).slice(2, 10);
    const names = [`backup_src_${suffix}`, `backup_dst_${suffix}`];
    const urls = names.map((name) => Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString());
    for (const name of names) await admin.query(`create database ${name}`);
    try {
      let database = await openDatabase({ databaseUrl: urls[0], dataDir: tempDir() });
      await database.migrate();
      await seedDemoContent(database.db, systemClock);
      await addNonDemoRows(database);
      const before = { counts: await rowCounts(database), rows: await sampleRows(database) };
      await database.close();

      const dataDir = tempDir();
      const backup = await backupDatabase({ config: { databaseUrl: urls[0], dataDir } });
      expect(backup.file).toMatch(/backups\/postgres-.+\.sql$/);
      const target = { databaseUrl: urls[1], dataDir };
      await restoreDatabase({ config: target, file: backup.file });
      await expect(restoreDatabase({ config: target, file: backup.file })).rejects.toThrow('--force');
      await restoreDatabase({ config: target, file: backup.file, force: true });

      database = await openDatabase({ databaseUrl: urls[1], dataDir });
      try {
        expect(await database.isReady()).toBe(true);
        expect(await database.migrate()).toBe(0);
        expect(await rowCounts(database)).toEqual(before.counts);
        expect(await sampleRows(database)).toEqual(before.rows);
      } finally {
        await database.close();
      }
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
