/**
 * Runs the real server (src/server/main.ts) as its own process, the way `npm run serve` does, for
 * the browser journeys and the shutdown test: Node 24 runs the TypeScript itself (decision 0015),
 * in this one process, so a signal sent to its pid reaches main.ts itself.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_BUILD_ENTRY = path.join(PROJECT_ROOT, 'build', 'server', 'index.js');

/** Builds the pages when this runs before `npm run build` (the server serves the build in production). */
export function ensureServerBuild() {
  if (fs.existsSync(SERVER_BUILD_ENTRY)) return;
  execFileSync(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: PROJECT_ROOT,
    stdio: 'pipe',
  });
}

/** `npm run serve` (package.json), word by word. */
const SERVE_COMMAND: string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  return pkg.scripts.serve.split(/\s+/);
})();

/**
 * The Node flags of `npm run serve` (package.json), so tests and the benchmark run the server as
 * production does. They keep it small: a 192 MB ceiling on the JavaScript heap (the live data is
 * 60–90 MB; without a ceiling V8 let promoted garbage grow past 200 MB under a burst before
 * collecting it), a 16 MB young generation per half (Node 24's V8 sizes it at 64 MB, 128 MB resident
 * once a burst has touched it; Node 20's was 16 MB: 248 → 150 MB resident with the app loaded) and
 * WebAssembly compiled per function on first call (most of the embedded PostgreSQL is never run).
 * Measured after the benchmark's load: 425–452 MB → 340–350 MB resident (Node 20, before the
 * young-generation flag).
 */
export const SERVE_NODE_FLAGS: string[] = SERVE_COMMAND.slice(
  SERVE_COMMAND.indexOf('node') + 1,
  SERVE_COMMAND.indexOf('src/server/main.ts'),
);

/**
 * The C library's allocator settings of `npm run serve` (its `NAME=value` words before `node`; the
 * caller's env decides NODE_ENV): memory freed after a burst goes back to the system
 * (docs/decisions/0017-memory-returned-to-the-system.md).
 */
export const SERVE_ALLOCATOR_ENV: Record<string, string> = Object.fromEntries(
  SERVE_COMMAND.slice(0, SERVE_COMMAND.indexOf('node'))
    .map((word) => word.split('=') as [string, string])
    .filter(([name]) => name.startsWith('MALLOC_')),
);

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  logFile: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Everything the server printed so far. */
  log(): string;
  /** Sends SIGTERM and waits for the exit; SIGKILL after timeoutMs. */
  stop(timeoutMs?: number): Promise<number | string>;
}

/**
 * Starts the server with exactly `env` (plus PATH and HOME): nothing leaks in from the caller's
 * environment, e.g. a DATABASE_URL meant for something else.
 */
export function spawnServer(options: {
  env: Record<string, string>;
  logFile: string;
  /** More Node flags, e.g. --cpu-prof (scripts/bench/profile-render.ts). */
  nodeFlags?: string[];
}): ServerProcess {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const out = fs.openSync(options.logFile, 'a');
  const child = spawn(
    process.execPath,
    [...SERVE_NODE_FLAGS, ...(options.nodeFlags ?? []), path.join('src', 'server', 'main.ts')],
    {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        ...SERVE_ALLOCATOR_ENV,
        ...options.env,
      },
      stdio: ['ignore', out, out],
    },
  );
  fs.closeSync(out);
  if (child.pid === undefined) throw new Error('The server process could not be started.');
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const log = () => (fs.existsSync(options.logFile) ? fs.readFileSync(options.logFile, 'utf8') : '');
  return {
    child,
    pid: child.pid,
    logFile: options.logFile,
    exited,
    log,
    async stop(timeoutMs = 30_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Polls `url` until it answers 200; fails early with the server's log if the process ends. */
export async function waitUntilReady(server: ServerProcess, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | undefined;
  void server.exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== undefined) {
      throw new Error(`The server exited (${ended}) before it was ready. Its log:\n${tail(server.log())}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server was not ready at ${url} within ${timeoutMs} ms. Its log:\n${tail(server.log())}`,
  );
}

/** The port a server started on PORT=0 printed, once it has printed it. */
export async function listeningPort(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const match = /Site running at http:\/\/localhost:(\d+)/.exec(server.log());
    if (match) return Number(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start. Its log:\n${tail(server.log())}`);
}

export function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
