/**
 * The API test harness: the real app (buildApp) on a fresh database, driven through app.inject().
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import type { Clock } from '../../src/server/clock.ts';
import { type Env, loadConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import type { Mailer } from '../../src/server/integrations/mailer.ts';
import { createTestDatabase } from './database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_ORIGIN = TEST_PUBLIC_URL;

export function testConfig(env: Env = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/tmp/ministry-test-data',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** Sends a JSON request; the Origin of this site is set unless the options say otherwise. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Env;
    mailer?: Mailer | null;
    clock?: Clock;
    database?: DatabaseHandle;
    /** Keep public API reads in memory, as production does (off by default in API tests). */
    responseCache?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    mailer: options.mailer ?? null,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.responseCache ? { responseCache: true } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    request: (injectOptions) =>
      app.inject({ ...injectOptions, headers: { origin: TEST_ORIGIN, ...injectOptions.headers } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
