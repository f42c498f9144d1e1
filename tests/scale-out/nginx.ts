/**
 * nginx running the repository's nginx.conf in front of the scale-out rig's two app processes, on
 * loopback, beside Caddy: the same processes behind a proxy without health checks. The file is used
 * as shipped, with the rig's ports in place of 80, 3001 and 3002, inside a minimal main config of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, tail } from '#tests/server/spawn-server.ts';

export interface Nginx {
  url: string;
  child: ChildProcess;
  /** nginx's error lines about the upstream ("connect() failed", "upstream prematurely closed"…). */
  upstreamErrors(): string[];
  stop(): Promise<void>;
}

export async function startNginx(options: {
  workDir: string;
  port: number;
  appPorts: number[];
}): Promise<Nginx> {
  const dir = path.join(options.workDir, 'nginx');
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const site = fs
    .readFileSync(path.join(PROJECT_ROOT, 'nginx.conf'), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${options.port};`)
    .replace(/127\.0\.0\.1:3001/, `127.0.0.1:${options.appPorts[0]}`)
    .replace(/127\.0\.0\.1:3002/, `127.0.0.1:${options.appPorts[1]}`);
  if (site.includes(':3001') || site.includes(':3002') || !site.includes(`:${options.port};`)) {
    throw new Error('nginx.conf no longer has "listen 80;" and the upstreams 127.0.0.1:3001 and :3002');
  }
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root (CI), workers would switch to "nobody"; the test's files are root's.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const errorLog = path.join(dir, 'error.log');
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
    cwd: dir,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const log = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const url = `http://127.0.0.1:${options.port}`;
  for (const deadline = Date.now() + 20_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${tail(log())}`);
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url}:\n${tail(log())}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    upstreamErrors: () =>
      log()
        .split('\n')
        .filter((line) => line.includes('upstream')),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
