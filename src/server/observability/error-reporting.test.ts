/**
 * Error reporting: with SENTRY_DSN a server error reaches Sentry (here a fake ingest endpoint on
 * loopback that takes the SDK's envelope POSTs) without the person's data; without it the SDK is
 * never loaded. A page's server-side failure is one pino line with the request id.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '#client/entry.server.tsx';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { pageErrorReporter, startErrorReporting } from '#server/observability/error-reporting.ts';

/** Sentry's ingest as the SDK speaks to it: POST /api/{project}/envelope/, newline-separated JSON. */
async function startFakeSentry() {
  const envelopes: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body;
      if (request.method === 'POST' && /^\/api\/42\/envelope\//.test(request.url ?? '')) {
        envelopes.push(text.toString('utf8'));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/42`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp | undefined;
let sentry: Awaited<ReturnType<typeof startFakeSentry>> | undefined;
afterEach(async () => {
  await t?.close();
  await sentry?.close();
  t = undefined;
  sentry = undefined;
});

describe('error reporting with SENTRY_DSN', () => {
  it('sends a server error to Sentry without the body, cookies, query string or email address', async () => {
    sentry = await startFakeSentry();
    t = await createTestApp({ env: { SENTRY_DSN: sentry.dsn } });
    // A fault of the server's own: the table the sign-up writes to is gone.
    await t.db.execute(sql`drop table email_subscribers cascade`);
    const response = await t.request({
      method: 'POST',
      url: '/api/newsletter/subscribe/?ref=ann.lee@example.org&id=5150',
      headers: { cookie: 'ministry_session=SESSION-SECRET-VALUE' },
      payload: { email: 'ann.lee@example.org' },
    });
    expect(response.statusCode).toBe(500);
    await expect.poll(() => sentry!.envelopes.length, { timeout: 5000 }).toBeGreaterThan(0);
    const envelope = sentry.envelopes.join('\n');
    expect(envelope).toContain('email_subscribers');
    expect(envelope).toContain('"request_id"');
    expect(envelope).not.toContain('ann.lee@example.org');
    expect(envelope).not.toContain('SESSION-SECRET-VALUE');
    expect(envelope).not.toContain('5150');
  });

  it('does not report a refusal (a 4xx is the site working)', async () => {
    sentry = await startFakeSentry();
    t = await createTestApp({ env: { SENTRY_DSN: sentry.dsn } });
    const response = await t.request({ method: 'POST', url: '/api/newsletter/subscribe/', payload: {} });
    expect(response.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentry.envelopes).toEqual([]);
  });

  it('lets the browser send to the Sentry ingest origin only when a DSN is set', async () => {
    sentry = await startFakeSentry();
    t = await createTestApp({ env: { SENTRY_DSN: sentry.dsn } });
    const withDsn = (await t.request({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(withDsn).toMatch(new RegExp(`connect-src [^;]*${sentry.origin.replaceAll('.', '\\.')}`));
    await t.close();
    t = await createTestApp();
    const without = (await t.request({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(without).toMatch(/connect-src 'self';/);
  });
});

describe('without SENTRY_DSN', () => {
  it('never loads the SDK', async () => {
    const loadSdk = vi.fn(() => import('@sentry/node'));
    expect(await startErrorReporting({ dsn: undefined, environment: 'test', loadSdk })).toBeNull();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('has no static import of a Sentry SDK anywhere: only the dynamic ones that the DSN gates', () => {
    const sources = ['src/server', 'src/client', 'src/shared'].flatMap((folder) =>
      fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
        .map((file) => path.join(folder, file)),
    );
    // `import type` is erased at build time; any other import of a Sentry package loads it.
    const importers = sources.filter((file) =>
      /^import (?!type )[^;]*from '@sentry\//m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([path.join('src/client/lib/error-reporting.ts')]);
    // That module itself is reached only through import(), from the one hook every error boundary and
    // the root layout call.
    const reachers = sources.filter((file) =>
      /(?:from\s*|import\s*\(\s*)'#client\/lib\/error-reporting\.ts'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(reachers).toEqual([path.join('src/client/lib/use-error-reporting.ts')]);
    const hook = fs.readFileSync('src/client/lib/use-error-reporting.ts', 'utf8');
    expect(hook).toContain("import('#client/lib/error-reporting.ts')");
    expect(hook).not.toMatch(/from\s*'#client\/lib\/error-reporting\.ts'/);
  });
});

describe('a page that fails on the server', () => {
  it('is one pino line with the request id, and never console.error', () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const captured: Array<{ requestId?: string }> = [];
    const report = pageErrorReporter(
      log.child({ reqId: 'req-7' }),
      { capture: (_error, context) => void captured.push(context), close: async () => {} },
      'req-7',
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      handleError(new Error('the loader broke'), {
        request: new Request('http://localhost/events'),
        params: {},
        context: { reportError: report } as never,
      });
      // A visitor who left mid-render is not an error.
      const abandoned = new AbortController();
      abandoned.abort();
      handleError(new Error('aborted'), {
        request: new Request('http://localhost/events', { signal: abandoned.signal }),
        params: {},
        context: { reportError: report } as never,
      });
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      reqId: 'req-7',
      msg: 'page failed on the server',
      err: { message: 'the loader broke' },
    });
    expect(captured).toEqual([{ requestId: 'req-7', route: 'page' }]);
  });
});
