/**
 * Security on the built pages, as production serves them: only a live staff session skips the page
 * cache, and a huge chunked post to a page form is refused cleanly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '#server/features/auth/auth.sessions.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true, clock });
}, 180_000);
afterAll(() => t?.close());

/** A page served from the cache carries the stored ETag; one rendered for this request has none. */
const fromCache = async (url: string, cookie?: string) => {
  const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.headers.etag !== undefined;
};

describe('the page cache and the session cookie', () => {
  it('serves a forged, random or ended session cookie the cached page; renders for a live session', async () => {
    expect(await fromCache('/events')).toBe(true);
    const name = t.app.services.auth.cookie.name;
    expect(await fromCache('/events', `${name}=forged.c2lnbmF0dXJl`)).toBe(true);
    expect(await fromCache('/events', `_ga=1; ${name}=${'x'.repeat(60)}`)).toBe(true);

    const live = await signInAsStaff(t);
    expect(await fromCache('/events', live)).toBe(false);
    clock.advance(SESSION_IDLE_MS + 60_000);
    expect(await fromCache('/events', live)).toBe(true);
  });
});

describe('a chunked post of a megabyte to a page form', () => {
  it('is answered 413 "That request is too large.", never a failure', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/contact',
          // No Content-Length: the size is only known once the body has been read.
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', reject);
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server may close the connection once it has answered, before the whole body was sent.
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      request.write('name=Ruth&message=');
      const chunk = 'a'.repeat(16 * 1024);
      for (let i = 0; i < 64; i += 1) request.write(chunk);
      request.end();
    });
    expect(status).toBe(413);
    expect(body).toContain('That request is too large.');
  });
});

describe('the build’s scripts and stylesheets', () => {
  it('are answered without the page policy, which governs only documents; pages keep it', async () => {
    const page = await t.app.inject({ url: '/events' });
    const assets = [...page.body.matchAll(/(?:href|src)="(\/assets\/[\w.-]+\.(?:js|css))#?"/g)].map(
      (match) => match[1]!,
    );
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const answer = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.headers['content-security-policy'], asset).toBeUndefined();
      expect(answer.headers['permissions-policy'], asset).toBeUndefined();
      // What does matter for a script is kept: no sniffing, same-origin only.
      expect(answer.headers['x-content-type-options'], asset).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy'], asset).toBe('same-origin');
    }
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['content-security-policy']).toBeDefined();
  });
});
