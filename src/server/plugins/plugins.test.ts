import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { GENERIC_ERROR_MESSAGE } from '#shared/site/api-error.ts';

describe('server plumbing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sets security headers with a fresh CSP nonce per request', async () => {
    const first = await t.request({ method: 'GET', url: '/api/hello/' });
    const second = await t.request({ method: 'GET', url: '/api/hello/' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toBe(second.headers['content-security-policy']);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers GET /api/hello/ with the message', async () => {
    const response = await t.request({ method: 'GET', url: '/api/hello/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^Hello from /);
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    for (const url of ['/api/nothing-here/', '/api/nothing-here', '/api/events/1/bogus/']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('reports health and readiness', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/newsletter/subscribe/');
    expect(
      doc.paths['/api/newsletter/subscribe/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('compresses larger responses', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message and no stack trace', async () => {
    const t = await createTestApp();
    try {
      await t.database.close(); // the database is gone: the next write fails inside the service
      const response = await t.request({
        method: 'POST',
        url: '/api/newsletter/subscribe/',
        payload: { email: 'a@example.org' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: GENERIC_ERROR_MESSAGE });
      expect(response.body).not.toMatch(/at |Error:|\.ts/);
      const ready = await t.request({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await t.app.close();
    }
  });
});

describe('rate limits', () => {
  it('limit public forms per IP with 429 and Retry-After, and RATE_LIMITS=off disables them', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 12; i += 1) {
        last = await limited.request({
          method: 'POST',
          url: '/api/newsletter/subscribe/',
          payload: { email: `p${i}@example.org` },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(last!.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
    const open = await createTestApp({ env: { RATE_LIMITS: 'off' } });
    try {
      for (let i = 0; i < 12; i += 1) {
        const response = await open.request({
          method: 'POST',
          url: '/api/newsletter/subscribe/',
          payload: { email: `q${i}@example.org` },
        });
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await open.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  // The site decides it is served over https by its PUBLIC_URL (README: "An https:// URL … turns on
  // HSTS"), behind a TLS-terminating proxy too: the header is then on every answer, pages and API.
  it('is sent on every answer when the site is public over https, for a year with subdomains', async () => {
    const secure = await createTestApp({
      env: { PUBLIC_URL: 'https://ministry.example', TRUST_PROXY: '1' },
    });
    try {
      for (const url of ['/api/hello/', '/api/nothing-here/', '/healthz']) {
        const response = await secure.request({
          method: 'GET',
          url,
          headers: { origin: 'https://ministry.example', 'x-forwarded-proto': 'https' },
        });
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('is never sent when the site is public over plain http (a browser could not reach it again)', async () => {
    const plain = await createTestApp({ env: { PUBLIC_URL: 'http://ministry.example' } });
    try {
      const response = await plain.request({ method: 'GET', url: '/api/hello/' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
