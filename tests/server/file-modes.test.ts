/**
 * What the server writes to disk that could expose people or staff (a backup
 * holds every prayer request and donor; the session secret signs staff cookies) is readable by its
 * owner only, 0600, whatever the process's umask.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupDatabase } from '#server/db/backup.ts';
import { pgliteDirectory } from '#server/db/client.ts';
import { sessionSecretFor } from '#server/db/prepare.ts';
import { ensureServerBuild, listeningPort, spawnServer, waitUntilReady } from '#tests/server/spawn-server.ts';

const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-modes-'));
  temporary.push(dir);
  return dir;
};
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

// A permissive umask, as on a shared host: nothing may rely on the default one to keep files private.
let previousUmask: number;
beforeAll(() => {
  previousUmask = process.umask(0o002);
});
afterAll(() => {
  process.umask(previousUmask);
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** The embedded database's generated secret (no SESSION_SECRET, no DATABASE_URL). */
const ensureSessionSecret = (dataDir: string) =>
  sessionSecretFor({ sessionSecret: undefined, databaseUrl: undefined, dataDir });

describe('the generated session secret', () => {
  it('is written 0600', () => {
    const dataDir = tempDir();
    const secret = ensureSessionSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(modeOf(path.join(dataDir, 'session-secret'))).toBe(0o600);
  });

  it('is tightened to 0600 when an existing copy is readable by others, and kept as it was', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'session-secret');
    fs.writeFileSync(file, 'a-secret-copied-in-with-the-wrong-mode-0123456789');
    fs.chmodSync(file, 0o644);
    expect(ensureSessionSecret(dataDir)).toBe('a-secret-copied-in-with-the-wrong-mode-0123456789');
    expect(modeOf(file)).toBe(0o600);
  });
});

describe('a backup', () => {
  it('of the embedded database is written 0600', async () => {
    const dataDir = tempDir();
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    await (await PGlite.create(pgliteDirectory(dataDir), { loadDataDir: snapshot })).close();
    const backup = await backupDatabase({ config: { databaseUrl: undefined, dataDir } });
    expect(backup.kind).toBe('pglite');
    expect(modeOf(backup.file)).toBe(0o600);
    expect(modeOf(path.dirname(backup.file))).toBe(0o700);
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
  it.runIf(serverUrl && hasPgDump)('of PostgreSQL (pg_dump) is written 0600', async () => {
    const backup = await backupDatabase({ config: { databaseUrl: serverUrl, dataDir: tempDir() } });
    expect(backup.kind).toBe('postgres');
    expect(modeOf(backup.file)).toBe(0o600);
  });
});

/** Every folder and file under `dir` whose mode lets group or others in, with that mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return found;
}

describe('the data folder of the running server', () => {
  beforeAll(() => ensureServerBuild(), 180_000);

  it('holds the embedded database with nothing readable by others, and an existing folder is tightened with a log line', async () => {
    const workDir = tempDir();
    const dataDir = path.join(workDir, 'data');
    // A folder from before, or copied in: open to everyone.
    fs.mkdirSync(path.join(dataDir, 'old'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'old', 'notes.txt'), 'copied in', { mode: 0o644 });
    const server = spawnServer({
      logFile: path.join(workDir, 'server.log'),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
    });
    try {
      await waitUntilReady(server, `http://127.0.0.1:${await listeningPort(server)}/readyz`);
    } finally {
      await server.stop(10_000);
    }
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(server.log()).toContain('DATA_DIR was readable by other users');
  }, 120_000);
});
