/**
 * A page rendered for one visitor (not kept by the page cache), as production serves it: sent whole,
 * compressed in one piece in the encoding the browser asked for, and nothing of its render left
 * behind once it is sent (such pages were once 74 a second, each render held for six seconds).
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { openPrivateLink } from '#tests/helpers/private-links.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
let thankYouUrl: string;
/** The gift's id travels in a cookie once the link is opened (docs/product.md#private-links). */
let giftCookie: string;
/** The page's own words for the gift, near its end: a page cut short would not hold them. */
const THANKS = /We are waiting for the payment processor to confirm your gift of \$40\.00/;
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true });
  const gift = await t.request({
    method: 'POST',
    url: '/api/donations/',
    payload: { amount: 40, name: 'Priscilla Aquila', email: 'priscilla@example.org' },
  });
  expect(gift.statusCode).toBe(201);
  const opened = await openPrivateLink(
    t.app,
    `/donation-success?donation_id=${gift.json<{ id: string }>().id}`,
  );
  thankYouUrl = opened.location;
  giftCookie = opened.cookie;
}, 180_000);
afterAll(() => t?.close());

const thankYou = (acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url: thankYouUrl,
    headers: { cookie: giftCookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('a page rendered per request', () => {
  it('is not kept by any cache', async () => {
    const response = await thankYou('br');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('comes in brotli to a browser that accepts it, whole, with its exact length', async () => {
    const plain = await thankYou();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(THANKS);
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);

    const br = await thankYou('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    // Brotli's fastest level still takes the page to well under a third.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const page = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    // The whole page (each render has its own nonce and form start time, so not byte for byte).
    expect(page).toMatch(THANKS);
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page.endsWith('</html>')).toBe(true);
    expect(Math.abs(page.length - plain.body.length)).toBeLessThan(100);
  });

  it("keeps every page's scripts inert until it has loaded, collected whole from React", async () => {
    // The start script names both inert forms in its own text: count the tags themselves.
    const inertScripts = /<script\b[^>]*\stype="x-deferred-module"/g;
    const inertPreloads = /<link\b[^>]*\srel="x-deferred-modulepreload"/g;
    // The thank-you page (rendered per request) and /giving, a page with React (rendered for the
    // page cache): the same entry, the same deferral.
    const thanks = (await thankYou()).body;
    const giving = (await t.app.inject({ url: '/giving' })).body;
    expect(thanks.match(inertScripts)?.length).toBeGreaterThanOrEqual(1);
    expect(giving.match(inertScripts)?.length).toBeGreaterThanOrEqual(1);
    expect(giving.match(inertPreloads)?.length).toBeGreaterThan(1);
    for (const page of [thanks, giving]) {
      expect(page).not.toMatch(/<script\b[^>]*\stype="module"/);
      expect(page).not.toMatch(/<link\b[^>]*\srel="modulepreload"/);
      expect(page.endsWith('</html>')).toBe(true);
    }
  });

  it("comes in a brotli window near the page's size, not brotli's 4 MB default", async () => {
    const br = await thankYou('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toMatch(THANKS);
    // RFC 7932 §9.1: a first bit of 0 means a 16-bit window, else the next three bits n mean 17 + n
    // (brotli's fastest level asks for at least 18). A browser's decoder may reserve the whole window.
    const first = br.rawPayload[0]!;
    const windowBits = (first & 1) === 0 ? 16 : 17 + ((first >> 1) & 7);
    expect(windowBits).toBeLessThanOrEqual(18);
  });

  it('comes in gzip to a client that only takes gzip', async () => {
    const plain = await thankYou();
    const response = await thankYou('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.gunzipSync(response.rawPayload).toString('utf8')).toMatch(THANKS);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await thankYou('br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.rawPayload.length).toBe(0);
  });

  it('leaves no timer behind once sent, so nothing of the render is held', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    for (let n = 0; n < 20; n += 1) expect((await thankYou('br')).statusCode).toBe(200);
    // Each render used to leave its six-second abort timer, holding the whole render until it fired.
    expect(timers() - before).toBeLessThan(5);
  });
});
