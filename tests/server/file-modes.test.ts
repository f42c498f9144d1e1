/**
 * Issue 23, point 7: what the server writes to disk that could expose people or staff (a backup
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
