/**
 * The scale-out rig, all real parts on loopback: a fresh database on the PostgreSQL server given by
 * TEST_DATABASE_URL, the SMTP server from tests/fakes, two app processes (the built site in
 * production mode, as `npm run serve` runs it) and Caddy running the repository's own Caddyfile in
 * front of them, and beside it nginx running the repository's nginx.conf (tests/scale-out/nginx.ts). The app processes get compose.yaml's app environment (so a variable the compose
 * file sets that the server refuses fails here), with this rig's addresses in place of Docker's.
 * `close()` stops everything it started, whatever state the test left it in.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parse as parseYaml } from 'yaml';
import { type FakeSmtp, startFakeSmtp } from '#tests/fakes/smtp-server.ts';
import { freePort } from '#tests/e2e/env.ts';
import { createEmptyPostgresDatabase } from '#tests/server/postgres-database.ts';
import { type Nginx, startNginx } from '#tests/scale-out/nginx.ts';
import {
  PROJECT_ROOT,
  SERVER_BUILD_ENTRY,
  type ServerProcess,
  spawnServer,
  tail,
  waitUntilReady,
} from '#tests/server/spawn-server.ts';

export const STAFF = { username: 'scaleout.staff', password: 'scale-out staff password 7d1c' };
export const STAFF_EMAIL = 'staff@scale-out.test';

/** compose.yaml's app environment, with ${VAR…} filled from `values` (compose's own rules, simplified). */
export function composeAppEnvironment(values: Record<string, string>): Record<string, string> {
  const compose = parseYaml(fs.readFileSync(path.join(PROJECT_ROOT, 'compose.yaml'), 'utf8'), {
    merge: true,
  }) as { services: Record<string, { environment?: Record<string, string> }> };
  const environment = compose.services.app1?.environment;
  if (!environment) throw new Error('compose.yaml has no app1 service with an environment map');
  const filled: Record<string, string> = {};
  for (const [name, raw] of Object.entries(environment)) {
    filled[name] = String(raw).replace(
      /\$\{(\w+)(?::?([-?])([^}]*))?\}/g,
      (_match, variable: string, kind?: string, rest = '') => {
        const value = values[variable];
        if (value !== undefined && value !== '') return value;
        if (kind === '?') throw new Error(`compose.yaml needs ${variable}: ${rest}`);
        return kind === '-' ? rest : '';
      },
    );
  }
  // An empty value means "unset" to the server (config.ts), as in the container.
  return Object.fromEntries(Object.entries(filled).filter(([, value]) => value !== ''));
}

export interface App {
  port: number;
  process: ServerProcess;
  url: string;
}

export interface Cluster {
  /** Caddy's address: every test request goes through it, unless it names nginx or a process. */
  url: string;
  /** nginx in front of the same processes (no health checks), for the rolling restart. */
  nginx: Nginx;
  apps: App[];
  smtp: FakeSmtp;
  db: pg.Pool;
  /** Caddy's own error lines ("no upstreams available", "EOF"…): what a failed request met at the proxy. */
  proxyErrors(): string[];
  /** Starts app i again (after a kill or SIGTERM) and waits until it is ready. */
  restartApp(index: number): Promise<void>;
  /** Stops the SMTP server (connections refused) / starts it again on the same port. */
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  close(): Promise<void>;
}

function runScript(script: string[], env: Record<string, string>, input?: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', ...script], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir(), ...env },
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

async function waitForCaddy(url: string, caddy: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited (${caddy.exitCode}):\n${tail(log())}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Caddy did not answer at ${url}:\n${tail(log())}`);
}

export async function startCluster(): Promise<Cluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('The scale-out test needs PostgreSQL: set TEST_DATABASE_URL=postgres://…/postgres');
  }
  if (!fs.existsSync(SERVER_BUILD_ENTRY)) throw new Error('No production build: run `npm run build` first.');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-scale-out-'));
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('scale-out cleanup:', error);
      }
    }
  };
  cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));
  // If the run itself is stopped before close() (Ctrl-C, a timeout), no process outlives it.
  const children = new Set<ChildProcess>();
  const killChildren = () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killChildren);
  cleanups.push(() => process.off('exit', killChildren));
  try {
    const database = await createEmptyPostgresDatabase(serverUrl);
    cleanups.push(() => database.drop());
    // Migrated once, before any app starts; the staff account made with the admin CLI.
    runScript(['scripts/db-migrate.ts'], { DATABASE_URL: database.url });
    runScript(
      ['scripts/admin.ts', 'create', STAFF.username, '--password-stdin'],
      { DATABASE_URL: database.url },
      STAFF.password,
    );
    const db = new pg.Pool({ connectionString: database.url, max: 4 });
    cleanups.push(() => db.end());

    let smtp = await startFakeSmtp();
    const smtpPort = smtp.port;
    cleanups.push(() => smtp.close());
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;
    const ports = [await freePort(), await freePort()];
    // One secret for every process, as compose.yaml gives it to both.
    const sessionSecret = crypto.randomBytes(32).toString('hex');
    const appEnv = (port: number) => ({
      ...composeAppEnvironment({
        SESSION_SECRET: sessionSecret,
        POSTGRES_PASSWORD: 'unused',
        SITE_DOMAIN: `127.0.0.1:${proxyPort}`,
      }),
      // The rig's own addresses in place of the containers'.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      PUBLIC_URL: url,
      DATA_DIR: path.join(workDir, `data-${port}`),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Undivided Hearts Ministries <hello@scale-out.test>',
      STAFF_EMAIL,
      // All the load comes from one address; the limits have tests of their own.
      RATE_LIMITS: 'off',
      // Every staff notice its own email, sent at once: a digest waits for its window to close (ten
      // minutes), and the suite checks every email is delivered once. The digest is proved across two
      // processes in src/server/email/staff-notices.test.ts.
      STAFF_EMAILS_PER_10_MINUTES: '10000',
      // The suite signs in as an administrator without two-factor (which has tests of its own).
      STAFF_TWO_FACTOR_REQUIRED: '',
    });
    const env = ports.map(appEnv);

    const apps: App[] = [];
    const startApp = async (index: number) => {
      const port = ports[index]!;
      const server = spawnServer({ env: env[index]!, logFile: path.join(workDir, `app-${index + 1}.log`) });
      apps[index] = { port, process: server, url: `http://127.0.0.1:${port}` };
      children.add(server.child);
      await waitUntilReady(server, `http://127.0.0.1:${port}/readyz`);
    };
    cleanups.push(() => Promise.all(apps.map((app) => app?.process.stop(10_000))));
    await Promise.all([startApp(0), startApp(1)]);

    const caddyLog = path.join(workDir, 'caddy.log');
    const caddyOut = fs.openSync(caddyLog, 'a');
    const caddy = spawn(
      'caddy',
      ['run', '--config', path.join(PROJECT_ROOT, 'Caddyfile'), '--adapter', 'caddyfile'],
      {
        cwd: workDir,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: workDir,
          XDG_CONFIG_HOME: path.join(workDir, 'caddy-config'),
          XDG_DATA_HOME: path.join(workDir, 'caddy-data'),
          SITE_DOMAIN: url,
          APP_UPSTREAM_1: `127.0.0.1:${ports[0]}`,
          APP_UPSTREAM_2: `127.0.0.1:${ports[1]}`,
          CADDY_ADMIN: 'off',
        },
        stdio: ['ignore', caddyOut, caddyOut],
      },
    );
    fs.closeSync(caddyOut);
    children.add(caddy);
    const caddyExited = new Promise((resolve) => caddy.once('exit', resolve));
    cleanups.push(async () => {
      if (caddy.exitCode === null) caddy.kill('SIGTERM');
      await caddyExited;
    });
    await waitForCaddy(url, caddy, () => fs.readFileSync(caddyLog, 'utf8'));

    const nginx = await startNginx({ workDir, port: await freePort(), appPorts: ports });
    children.add(nginx.child);
    cleanups.push(() => nginx.stop());

    return {
      url,
      nginx,
      apps,
      get smtp() {
        return smtp;
      },
      db,
      proxyErrors: () =>
        fs
          .readFileSync(caddyLog, 'utf8')
          .split('\n')
          .filter((line) => line.includes('"logger":"http.log.error"'))
          .map((line) => {
            const entry = JSON.parse(line) as { msg: string; request: { method: string; uri: string } };
            return `${entry.request.method} ${entry.request.uri}: ${entry.msg}`;
          }),
      restartApp: startApp,
      async stopSmtp() {
        await smtp.close();
      },
      async startSmtp() {
        const messages = smtp.messages;
        smtp = await startFakeSmtp({ port: smtpPort });
        // One list of everything received, across the outage.
        smtp.messages.unshift(...messages);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
