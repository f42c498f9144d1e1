import crypto from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createCachedPages } from '#server/plugins/cached-pages.ts';
import { chooseEncoding, PageCache, withoutNonce } from '#server/plugins/page-cache.ts';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A page as React Router renders it: the nonce on its inline scripts and in its loader data. */
function renderPage(title: string, nonce: string) {
  return (
    `<!DOCTYPE html><html><head><title>${title}</title>` +
    `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/></head><body><h1>${title}</h1>` +
    `<script nonce="${nonce}">window.__ctx = {"nonce":"${nonce}"};</script>` +
    `<script type="module" nonce="${nonce}">import "/assets/entry.js";</script></body></html>`
  );
}

interface Harness {
  app: FastifyInstance;
  cache: PageCache;
  renders: () => number;
  /** The path and query of every render, as the page saw it. */
  renderedUrls: () => string[];
  sessionChecks: () => number;
  setTitle(title: string): void;
  setStatus(status: number, cacheControl?: string): void;
  failNextRender(): void;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function harness(options: { now?: () => number } = {}): Promise<Harness> {
  const cache = new PageCache({ now: options.now });
  let title = 'Events';
  let status = 200;
  let cacheControl = PUBLIC;
  let renders = 0;
  const renderedUrls: string[] = [];
  let degradeNext = false;
  let sessionChecks = 0;
  const pages = createCachedPages(
    {
      cache,
      sessionCookieNames: ['ministry_session'],
      // The app asks the auth service; here one cookie value stands for a live session.
      hasStaffSession: async (cookies) => {
        sessionChecks += 1;
        return cookies.includes('ministry_session=live');
      },
      contentSecurityPolicy: (inline) =>
        'nonce' in inline ? 'per-request' : `script-src 'self' ${inline.scriptHashes.join(' ')}`,
    },
    async (request, context) => {
      renders += 1;
      const { pathname, search } = new URL(request.url);
      renderedUrls.push(pathname + search);
      const titleRead = title; // the data is read first, then the render takes a while
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (degradeNext) {
        degradeNext = false;
        context.doNotCache?.();
      }
      return new Response(renderPage(titleRead, context.nonce!), {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
      });
    },
  );
  app = Fastify();
  app.get('/*', async (request, reply) => {
    if (await pages.serve(request, reply)) return reply;
    return reply.header('x-rendered-directly', '1').send('direct');
  });
  await app.ready();
  return {
    app,
    cache,
    renders: () => renders,
    renderedUrls: () => renderedUrls,
    sessionChecks: () => sessionChecks,
    setTitle: (next) => (title = next),
    setStatus: (next, control = PUBLIC) => {
      status = next;
      cacheControl = control;
    },
    failNextRender: () => (degradeNext = true),
  };
}

describe('the page cache', () => {
  it('keys a page on its path and the parameters it reads: share links and made-up ones make no new entry', async () => {
    const h = await harness();
    const shared = [
      '/events?fbclid=IwAR0a1',
      '/events?fbclid=IwAR9z9&utm_source=facebook',
      `/events?utm_campaign=advent-${crypto.randomUUID()}`,
      `/events?${crypto.randomUUID()}=1`,
      `/events?nocache=${crypto.randomUUID()}`,
    ];
    for (const url of shared) expect((await h.app.inject({ url })).statusCode).toBe(200);
    expect(h.renders()).toBe(1);
    expect(h.renderedUrls()).toEqual(['/events']);
    // A parameter the page reads still makes its own page; everything else is still dropped.
    await h.app.inject({ url: '/events?filter=past&utm_campaign=advent' });
    await h.app.inject({ url: '/events?mc_cid=42&filter=past&random=1' });
    await h.app.inject({ url: '/house-churches?meeting_day=Sunday&has_spots=true&x=2' });
    // A parameter one page reads is unknown to another.
    await h.app.inject({ url: '/about?filter=past&city=Springfield' });
    expect(h.renderedUrls()).toEqual([
      '/events',
      '/events?filter=past',
      '/house-churches?meeting_day=Sunday&has_spots=true',
      '/about',
    ]);
  });

  it('renders a public page once for a crowd and sends everyone the same stored bytes', async () => {
    const h = await harness();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.app.inject({ url: '/events', headers: { 'accept-encoding': 'br' } }),
      ),
    );
    expect(h.renders()).toBe(1);
    const bodies = new Set(answers.map((a) => zlib.brotliDecompressSync(a.rawPayload).toString()));
    expect(bodies.size).toBe(1);
    expect(answers[0]!.headers['content-encoding']).toBe('br');
    expect(answers[0]!.headers.vary).toBe('Accept-Encoding');
    expect(answers[0]!.headers['cache-control']).toBe(PUBLIC);
  });

  it('answers the first visitor with quickly compressed bytes and keeps the page recompressed smaller', async () => {
    const h = await harness();
    const words = ['grace', 'peace', 'gathering', 'Sunday', 'prayer', 'supper', 'hymn', 'house', 'church'];
    let seed = 7;
    const text = Array.from({ length: 12_000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return words[seed % words.length];
    }).join(' ');
    h.setTitle(text);
    const ask = () => h.app.inject({ url: '/events', headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    const body = zlib.brotliDecompressSync(first.rawPayload).toString();
    expect(body).toContain(text);
    await expect
      .poll(async () => (await ask()).rawPayload.length, { timeout: 5_000 })
      .toBeLessThan(first.rawPayload.length);
    const later = await ask();
    expect(zlib.brotliDecompressSync(later.rawPayload).toString()).toBe(body);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(h.renders()).toBe(1);
  });

  it('keeps no nonce in a stored page and allows exactly its inline scripts by hash', async () => {
    const h = await harness();
    const answer = await h.app.inject({ url: '/events' });
    expect(answer.body).not.toMatch(/nonce=/);
    expect(answer.body).toContain('window.__ctx = {"nonce":""};');
    const policy = String(answer.headers['content-security-policy']);
    for (const [, script] of answer.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
      const hash = crypto.createHash('sha256').update(script!).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    expect(policy.match(/sha256-/g)).toHaveLength(2);
  });

  it('answers 304 to a matching ETag and sends gzip or plain bytes to clients without brotli', async () => {
    const h = await harness();
    const first = await h.app.inject({ url: '/events', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.rawPayload).toString()).toContain('<h1>Events</h1>');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await h.app.inject({ url: '/events', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await h.app.inject({ url: '/events' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Events</h1>');
  });

  it('shows a change at once: an invalidation drops every page, and a render begun before it is not kept', async () => {
    const h = await harness();
    await h.app.inject({ url: '/events' });
    h.setTitle('Events, edited');
    expect((await h.app.inject({ url: '/events' })).body).toContain('<h1>Events</h1>');
    h.cache.invalidate();
    expect((await h.app.inject({ url: '/events' })).body).toContain('<h1>Events, edited</h1>');

    // A render that read the old data while a write landed must not be stored afterwards.
    h.cache.invalidate();
    h.setTitle('Old read');
    const inFlight = h.app.inject({ url: '/events' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    h.cache.invalidate();
    h.setTitle('After the write');
    expect((await inFlight).body).toContain('Old read');
    expect((await h.app.inject({ url: '/events' })).body).toContain('After the write');
  });

  it('serves a stale page while one background render replaces it', async () => {
    let now = 1_000_000;
    const h = await harness({ now: () => now });
    await h.app.inject({ url: '/events' });
    h.setTitle('Renamed');
    now += 61_000;
    expect((await h.app.inject({ url: '/events' })).body).toContain('<h1>Events</h1>');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await h.app.inject({ url: '/events' })).body).toContain('<h1>Renamed</h1>');
    expect(h.renders()).toBe(2);
  });

  it('never stores a page that is not public, not a 200, or degraded by a failed read', async () => {
    const h = await harness();
    h.setStatus(404);
    expect((await h.app.inject({ url: '/events/999' })).headers['x-rendered-directly']).toBe('1');
    h.setStatus(200, 'private, no-store');
    expect((await h.app.inject({ url: '/donation-success' })).headers['x-rendered-directly']).toBe('1');
    // Remembered for a while: the next request goes straight to a normal render.
    const before = h.renders();
    await h.app.inject({ url: '/donation-success' });
    expect(h.renders()).toBe(before);

    h.setStatus(200);
    h.failNextRender();
    expect((await h.app.inject({ url: '/house-churches' })).headers['x-rendered-directly']).toBe('1');
    expect(h.cache.size).toBe(0);
    expect((await h.app.inject({ url: '/house-churches' })).headers['x-rendered-directly']).toBeUndefined();
    expect(h.cache.size).toBe(1);
  });

  it('is bypassed by signed-in staff, admin screens and writes', async () => {
    const h = await harness();
    const direct = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
      h.app.inject({ url, headers, method }).then((a) => a.headers['x-rendered-directly'] === '1');
    expect(await direct('/events', { cookie: 'ministry_session=live; _ga=1' })).toBe(true);
    expect(await direct('/events', { cookie: '_ga=1' })).toBe(false);
    expect(h.sessionChecks()).toBe(1);
    expect(await direct('/admin')).toBe(true);
    expect(await direct('/admin/events')).toBe(true);
    expect(await direct('/admin.data')).toBe(true);
    expect(h.renders()).toBe(1);
  });

  it('serves a forged or ended session cookie the cached page, as to any visitor', async () => {
    const h = await harness();
    const direct = (cookie: string) =>
      h.app
        .inject({ url: '/events', headers: { cookie } })
        .then((a) => a.headers['x-rendered-directly'] === '1');
    expect(await direct('ministry_session=forged.signature')).toBe(false);
    expect(await direct('_ga=1; ministry_session=ended')).toBe(false);
    expect(h.renders()).toBe(1);
    expect(h.sessionChecks()).toBe(2);
  });

  it('forgets the least recently used page beyond its size', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    const page = async () => ({
      status: 200,
      headers: {},
      etag: 'x',
      identity: Buffer.from('a'),
      br: Buffer.from('a'),
      gzip: Buffer.from('a'),
    });
    await cache.fill('/a', page);
    await cache.fill('/b', page);
    cache.lookup('/a');
    await cache.fill('/c', page);
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')?.state).toBe('fresh');
    expect(cache.lookup('/c')?.state).toBe('fresh');
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, honours q=0 and falls back to plain bytes', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('hashes inline styles too, and leaves a page without a nonce as it was', () => {
    const page = '<style>body{color:red}</style><script src="/a.js"></script>';
    const { body, scriptHashes, styleHashes } = withoutNonce(page, '');
    expect(body).toBe(page);
    expect(scriptHashes).toEqual([]);
    expect(styleHashes).toHaveLength(1);
  });
});
