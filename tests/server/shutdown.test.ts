/**
 * Graceful shutdown (issue 2, item 2): "killing the server with SIGTERM during a request loses
 * nothing". The real server process (src/server/main.ts, production mode) gets a burst of newsletter
 * subscriptions and SIGTERM as soon as the first answer arrives. Every request must get a definite
 * answer (201, or 503 "restarting"), every acknowledged one must be in the database afterwards with its
 * welcome email in the outbox, nothing from a refused one, and the process must exit 0.
 * Runs on PGlite (DATA_DIR) or, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailSubscribers } from '../../src/server/db/schema/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { SHUTTING_DOWN_MESSAGE } from '../../src/server/plugins/health.ts';
import { createEmptyPostgresDatabase } from './postgres-database.ts';
import { ensureServerBuild, listeningPort, spawnServer, tail, waitUntilReady } from './spawn-server.ts';

const BURST = 30;
const LATE = 10;

type Outcome = { email: string; status: number | 'no answer'; body: string };

async function subscribe(base: string, email: string): Promise<Outcome> {
  try {
    const response = await fetch(`${base}/api/newsletter/subscribe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(25_000),
    });
    return { email, status: response.status, body: await response.text() };
  } catch (error) {
    // Refused or reset: the server had stopped accepting connections.
    return { email, status: 'no answer', body: String((error as Error).cause ?? error) };
  }
}

/** "200 x3, 503 x12, no answer x1" */
function summarise(statuses: Array<number | string>): string {
  const runs: Array<[number | string, number]> = [];
  for (const status of statuses) {
    const last = runs.at(-1);
    if (last && last[0] === status) last[1] += 1;
    else runs.push([status, 1]);
  }
  return runs.map(([status, n]) => `${status} x${n}`).join(', ');
}

describe('graceful shutdown of the server process', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  beforeAll(() => {
    // main.ts serves the built pages in production; build them if this runs before `npm run build`.
    ensureServerBuild();
  }, 180_000);

  it('finishes acknowledged requests, refuses new ones, keeps every row and exits 0 on SIGTERM', async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-shutdown-'));
    cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));
    const postgres = process.env.TEST_DATABASE_URL
      ? await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    if (postgres) cleanups.push(() => postgres.drop());
    const dataDir = path.join(workDir, 'data');

    const server = spawnServer({
      logFile: path.join(workDir, 'server.log'),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: process.env.SHUTDOWN_TEST_PORT ?? '0',
        DATA_DIR: dataDir,
        ...(postgres
          ? { DATABASE_URL: postgres.url, SESSION_SECRET: 'shutdown-test-session-secret-0123456789abc' }
          : {}),
        SEED_DEMO: 'false',
        RATE_LIMITS: 'off',
        ADMIN_USERNAME: 'shutdown-admin',
        ADMIN_PASSWORD: 'shutdown-test-password-4b1e',
        LOG_LEVEL: 'info',
      },
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null) await server.stop(5000);
    });
    const base = `http://127.0.0.1:${await listeningPort(server)}`;
    await waitUntilReady(server, `${base}/readyz`);

    // Readiness from the signal on, until the server is gone: it must go down and stay down.
    const readiness: Array<number | 'no answer'> = [];
    const probeUntilGone = async () => {
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
          (response) => response.status,
          () => 'no answer' as const,
        );
        readiness.push(status);
        if (status === 'no answer') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // The burst; SIGTERM as soon as the first answer arrives, while the rest are in flight.
    let probing: Promise<void> | undefined;
    const late: Array<Promise<Outcome>> = [];
    const observe = (outcome: Outcome) => {
      if (!probing) {
        process.kill(server.pid, 'SIGTERM');
        probing = probeUntilGone();
        // Requests sent after the signal: answered 503 or, if they slip in first, done; never half-done.
        for (let n = 0; n < LATE; n++) late.push(subscribe(base, `late-${n}@example.org`).then(observe));
      }
      return outcome;
    };
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        subscribe(base, `burst-${index}@example.org`).then(observe),
      ),
    );
    const outcomes = [...burst, ...(await Promise.all(late))];
    await probing;

    const exitCode = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000)),
    ]);
    const log = server.log();
    expect(exitCode, `exit code; the log ends:\n${tail(log)}`).toBe(0);
    expect(log).toContain('shutdown complete');

    // Every request got a definite answer: done (201) or refused before anything happened (503).
    // None was reset unanswered, which would leave the sender not knowing whether it counted.
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(
      outcomes.filter((o) => o.status !== 201 && o.status !== 503),
      'answers other than 201 or 503',
    ).toEqual([]);
    for (const refused of outcomes.filter((o) => o.status === 503)) {
      expect(JSON.parse(refused.body)).toEqual({ error: SHUTTING_DOWN_MESSAGE });
    }
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.email);
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);
    // Readiness went down while the server drained (503, not just a refused connection) and never
    // came back up.
    const down = readiness.findIndex((status) => status !== 200);
    expect(down, `readiness after SIGTERM: ${readiness.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(readiness.slice(down).every((status) => status === 503 || status === 'no answer')).toBe(true);
    expect(readiness).toContain(503);

    // Reopen the database the process left behind: exactly the acknowledged subscribers, each
    // with its welcome email kept in the outbox; nothing from a refused request.
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    try {
      const sent = outcomes.map((o) => o.email);
      const stored = await database.db
        .select({ email: emailSubscribers.email })
        .from(emailSubscribers)
        .where(inArray(emailSubscribers.email, sent));
      expect(stored.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
      const emails = await database.db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(inArray(emailOutbox.toAddress, sent));
      expect(emails.map((row) => row.to).sort()).toEqual([...acknowledged].sort());
    } finally {
      await database.close();
    }
    console.log(
      `shutdown: ${acknowledged.length} acknowledged and stored, ` +
        `${statuses.filter((s) => s === 503).length} refused with 503; readyz after SIGTERM: ${summarise(readiness)}`,
    );
  }, 90_000);
});
