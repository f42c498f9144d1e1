/**
 * The session secret at start (sessionSecretFor): the embedded database, served by one process,
 * keeps a generated one in DATA_DIR; on PostgreSQL, where several processes must share it, it has
 * to be configured (the refusal of the real process: tests/server/startup.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_SESSION_SECRET_MESSAGE, sessionSecretFor } from '#server/db/prepare.ts';

describe('sessionSecretFor', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  function dataDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  }

  it('on the embedded database, generates a secret once and keeps it, readable by this user only', () => {
    const dir = dataDir();
    const first = sessionSecretFor({ sessionSecret: undefined, databaseUrl: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // The next start signs with the same secret, so sessions survive a restart.
    expect(sessionSecretFor({ sessionSecret: undefined, databaseUrl: undefined, dataDir: dir })).toBe(first);
  });

  it('uses SESSION_SECRET when it is set, on either database', () => {
    const secret = 'a-configured-session-secret-0123456789abcdef';
    const dir = dataDir();
    expect(sessionSecretFor({ sessionSecret: secret, databaseUrl: undefined, dataDir: dir })).toBe(secret);
    expect(
      sessionSecretFor({
        sessionSecret: secret,
        databaseUrl: 'postgres://db.example.org/ministry',
        dataDir: dir,
      }),
    ).toBe(secret);
    expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(false);
  });

  it('refuses on PostgreSQL without SESSION_SECRET, naming it, and generates nothing', () => {
    const dir = dataDir();
    expect(() =>
      sessionSecretFor({
        sessionSecret: undefined,
        databaseUrl: 'postgres://db.example.org/ministry',
        dataDir: dir,
      }),
    ).toThrow(MISSING_SESSION_SECRET_MESSAGE);
    expect(MISSING_SESSION_SECRET_MESSAGE).toMatch(/^SESSION_SECRET is not set/);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
