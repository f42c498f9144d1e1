/**
 * The API test harness: the real app (buildApp) on a fresh database, driven through app.inject().
 * The one way an API test builds its app: with `smtp: true` it also gets a real SMTP server of its
 * own (`t.smtp`), and with `log` the app's own log lines; `t.close()` stops all of it.
 */
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Level, pino } from 'pino';
import { buildApp } from '#server/app.ts';
import type { Clock } from '#server/clock.ts';
import { type Env, loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createSmtpMailer, type Mailer } from '#server/integrations/mailer.ts';
import { loggerOptions } from '#server/logger.ts';
import { type FakeSmtp, startFakeSmtp } from '#tests/fakes/smtp-server.ts';
import { createTestDatabase } from '#tests/helpers/database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_ORIGIN = TEST_PUBLIC_URL;
/** The sender of every email in API tests. */
const TEST_MAIL_FROM = 'Ministry <hello@example.org>';

export function testConfig(env: Env = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    // The API tests of giving without Stripe keys finish their gifts on the demo checkout.
    DEMO_CHECKOUT: 'on',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/tmp/ministry-test-data',
    // The API tests sign in as administrators; only the two-factor tests turn the requirement on.
    STAFF_TWO_FACTOR_REQUIRED: '',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** Sends a JSON request; the Origin of this site is set unless the options say otherwise. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Closes the app, its database and, when it has one, its SMTP server. */
  close(): Promise<void>;
}

/** An app whose outbox delivers to a real SMTP server on loopback. */
export interface TestAppWithMail extends TestApp {
  smtp: FakeSmtp;
}

export interface TestAppOptions {
  env?: Env;
  /** Start a fake SMTP server for this app and send its email there (`t.smtp`). */
  smtp?: boolean;
  /** Another mailer (or none); the default is none, so email is kept as `held`. */
  mailer?: Mailer | null;
  clock?: Clock;
  database?: DatabaseHandle;
  /** Keep public API reads in memory, as production does (off by default in API tests). */
  responseCache?: boolean;
  /**
   * Serve the built pages as production does, page cache included (`npm run build` first, or
   * `ensureServerBuild()` from tests/server/spawn-server.ts).
   */
  pages?: boolean;
  /** Rate-limit counters in the database even on PGlite (as on PostgreSQL, where they always are). */
  sharedRateLimits?: boolean;
  /** Log with the app's own options (redaction included) at `level`, each line pushed to `lines`. */
  log?: { level: Level; lines: string[] };
}

export async function createTestApp(options: TestAppOptions & { smtp: true }): Promise<TestAppWithMail>;
export async function createTestApp(options?: TestAppOptions): Promise<TestApp>;
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp | TestAppWithMail> {
  const smtp = options.smtp ? await startFakeSmtp() : null;
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const mailer = smtp ? createSmtpMailer({ smtpUrl: smtp.url, from: TEST_MAIL_FROM }) : options.mailer;
  const app = await buildApp({
    config,
    database,
    mailer: mailer ?? null,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.responseCache ? { responseCache: true } : {}),
    ...(options.pages
      ? {
          pages: {
            mode: 'production' as const,
            buildDirectory: path.resolve(import.meta.dirname, '../../build'),
          },
        }
      : {}),
    ...(options.sharedRateLimits ? { sharedRateLimits: true } : {}),
    ...(options.log ? { logger: capturingLogger(config, options.log) } : {}),
  });
  await app.ready();
  const t: TestApp = {
    app,
    database,
    db: database.db,
    request: (injectOptions) =>
      app.inject({ ...injectOptions, headers: { origin: TEST_ORIGIN, ...injectOptions.headers } }),
    async close() {
      await app.close();
      await database.close();
      await smtp?.close();
    },
  };
  return smtp ? { ...t, smtp } : t;
}

function capturingLogger(config: ReturnType<typeof testConfig>, log: { level: Level; lines: string[] }) {
  const stream = { write: (line: string) => void log.lines.push(line) };
  return pino({ ...loggerOptions(config), level: log.level }, stream);
}
