/**
 * For journeys that change what other journeys count (a new active house church shows in the public
 * directory; a newsletter goes to every subscriber): a server of their own, one per worker, started
 * like the shared one (same build, staff account and SMTP fake, fresh demo database). Relative URLs
 * and `page.request` go to it; mail still lands where tests/e2e/mail.ts reads it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, waitUntilReady } from '#tests/server/spawn-server.ts';
import { e2eBaseUrl, e2eServerEnv, freePort } from '#tests/e2e/env.ts';
import { test } from '#tests/e2e/fixtures.ts';

export interface OwnServerOptions {
  /** Settings on top of the shared server's (e.g. STAFF_TWO_FACTOR_REQUIRED). */
  env?: Record<string, string>;
  /** Runs on the new, empty DATA_DIR before the server starts (e.g. to add a staff account). */
  prepare?: (dataDir: string) => Promise<void>;
}

/**
 * Starts a server like the shared one plus `options`, hands its URL to `run`, then stops it and
 * fails unless it shut down cleanly. For fixtures that need more than `testOnServerWith` (a fake the
 * server talks to).
 */
export async function withOwnServer(
  options: OwnServerOptions,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const smtpUrl = process.env.E2E_SMTP_URL;
  if (!smtpUrl) throw new Error('E2E_SMTP_URL is set by the global setup; run through Playwright.');
  const port = await freePort();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-e2e-own-'));
  const dataDir = path.join(workDir, 'data');
  await options.prepare?.(dataDir);
  const server = spawnServer({
    logFile: path.join(workDir, 'server.log'),
    env: { ...e2eServerEnv({ port, dataDir, smtpUrl }), ...options.env },
  });
  let ready = false;
  try {
    await waitUntilReady(server, `http://127.0.0.1:${port}/readyz`, 170_000);
    ready = true;
    await run(e2eBaseUrl(port));
  } finally {
    const code = await server.stop();
    // Like the shared server: a journey's server must also shut down cleanly.
    if (ready && code !== 0) throw new Error(`own e2e server exited with ${code}; log: ${server.logFile}`);
  }
}

/** How long a worker may take to start its own server (migrations, demo seed, on busy cores). */
export const ownServerTimeout = (options: OwnServerOptions) => (options.prepare ? 300_000 : 180_000);

/** `test` with a server of its own per worker, started like the shared one plus `options`. */
export const testOnServerWith = (options: OwnServerOptions) =>
  test.extend<object, { ownServerUrl: string }>({
    ownServerUrl: [
      async ({}, provide) => withOwnServer(options, provide),
      { scope: 'worker', timeout: ownServerTimeout(options) },
    ],
    baseURL: async ({ ownServerUrl }, provide) => {
      await provide(ownServerUrl);
    },
  });

export const testOnOwnServer = testOnServerWith({});

/**
 * A server of its own with `prepare(dataDir)` run before it starts: for staff accounts made the way an
 * operator makes them (`npm run admin` before the site runs).
 */
export const ownServerTest = (prepare?: (dataDir: string) => Promise<void>) => testOnServerWith({ prepare });
