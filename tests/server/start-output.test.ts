/**
 * What a newcomer reads in the terminal when the site starts (README.md, the quick start): the first
 * start on a new embedded database prints the address, the first admin's password once in a box and
 * where email goes (held in the outbox without SMTP_URL); the password is in no log line. A later
 * start prints no password, and with SMTP_URL names the SMTP server, never its password.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureServerBuild,
  listeningPort,
  type ServerProcess,
  spawnServer,
} from '#tests/server/spawn-server.ts';

describe('the start-up output', () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  beforeAll(() => ensureServerBuild(), 180_000);

  async function start(dir: string, name: string, env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = spawnServer({
      logFile: path.join(dir, `${name}.log`),
      env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(dir, 'data'), ...env },
    });
    cleanups.push(() => server.stop(10_000));
    await listeningPort(server, 120_000);
    return server;
  }

  it('says where the site is, the first password once, and where email goes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-start-output-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));

    const first = await start(dir, 'first');
    const printed = first.log();
    const port = /Site running at http:\/\/localhost:(\d+)/.exec(printed)![1];
    const password = /\|\s+password: (\S+)/.exec(printed)?.[1];
    expect(password, printed).toMatch(/^\S{12,}$/);
    expect(printed).toContain(
      `  ➜  Staff sign in at http://localhost:${port}/admin/login as admin, with the password in the box above (shown this once)`,
    );
    expect(printed).toContain(
      '  ➜  Email is not set up yet: emails wait in the outbox at /admin/newsletter/outbox',
    );
    const logLines = printed.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.filter((line) => line.includes(password!))).toEqual([]);
    await first.stop(10_000);

    const second = await start(dir, 'second', { SMTP_URL: 'smtp://mailer:s3cret-pass@127.0.0.1:9/' });
    const again = second.log();
    expect(again).not.toContain('password:');
    expect(again).toMatch(/ {2}➜ {2}Staff sign in at http:\/\/localhost:\d+\/admin\/login\n/);
    expect(again).toContain('  ➜  Email goes out through 127.0.0.1:9');
    expect(again).not.toContain('s3cret-pass');
  }, 300_000);
});
