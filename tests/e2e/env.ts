/**
 * What the journeys share with the global setup: the server's port (chosen once in the runner and
 * inherited by the workers), the staff account the server is started with, and where mail lands.
 */
import net from 'node:net';

/** The staff account the e2e server creates at start (ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'e2e-journeys-admin-password-0f3c9a7d2b',
} as const;

/** Where the e2e server sends staff notifications (STAFF_EMAIL). */
export const E2E_STAFF_EMAIL = 'staff@e2e.test';

/**
 * The port the e2e server listens on: E2E_PORT when given, else a free loopback port. The runner
 * evaluates the config first and writes the choice back to E2E_PORT, so the global setup and every
 * worker (which inherit the runner's environment) agree on it.
 */
export async function e2ePort(): Promise<number> {
  const given = process.env.E2E_PORT;
  if (given) return Number(given);
  const port = await freePort();
  process.env.E2E_PORT = String(port);
  return port;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The public URL the server is started with (its canonical links and Origin checks use it). */
export function e2eBaseUrl(port: number): string {
  return `http://localhost:${port}`;
}

/** Set by the global setup; read in tests. */
export function e2eMailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through `npx playwright test`.');
  return dir;
}

/** How every e2e server is started: the built site as in production, mail to the SMTP fake. */
export function e2eServerEnv(options: {
  port: number;
  dataDir: string;
  smtpUrl: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: e2eBaseUrl(options.port),
    DATA_DIR: options.dataDir,
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: 'Undivided Hearts Ministries <hello@e2e.test>',
    STAFF_EMAIL: E2E_STAFF_EMAIL,
    // The journeys wait for the staff email of each of their posts, many in a few minutes: none is
    // gathered into a digest here (the API tests prove the digest, staff-notices.test.ts).
    STAFF_EMAILS_PER_10_MINUTES: '1000',
    RATE_LIMITS: 'off',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The journeys sign in as an administrator; the two-factor journey starts a server requiring it.
    STAFF_TWO_FACTOR_REQUIRED: '',
    SEED_DEMO: 'true',
    // The giving journeys finish on the demo checkout (the default here too, but said outright).
    DEMO_CHECKOUT: 'on',
    LOG_LEVEL: 'info',
  };
}
