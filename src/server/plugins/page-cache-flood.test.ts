/**
 * One address cannot flush the page cache (decision 0011): junk filter values are the page without
 * a filter, other spellings of a path are never kept, and however many variations of one page
 * arrive, they push out only one another, never another page.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createCachedPages } from '#server/plugins/cached-pages.ts';
import { type CachedPage, PageCache } from '#server/plugins/page-cache.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The cache in front of a render that answers every path with a public page and counts itself. */
async function cachedSite(cache: PageCache) {
  const rendered: string[] = [];
  const pages = createCachedPages(
    {
      cache,
      sessionCookieNames: ['ministry_session'],
      hasStaffSession: async () => false,
      contentSecurityPolicy: () => "script-src 'self'",
    },
    async (request) => {
      const { pathname, search } = new URL(request.url);
      rendered.push(pathname + search);
      return new Response(`<!DOCTYPE html><title>${pathname}</title>`, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0' },
      });
    },
  );
  app = Fastify();
  app.get('/*', async (request, reply) => {
    if (await pages.serve(request, reply)) return reply;
    return reply.header('x-rendered-directly', '1').send('direct');
  });
  await app.ready();
  return { app, rendered };
}

const random = () => crypto.randomBytes(6).toString('hex');

describe('the page cache under a flood from one address', () => {
  it('answers 520 made-up filters from the one /events entry and keeps /about', async () => {
    const cache = new PageCache();
    const site = await cachedSite(cache);
    await site.app.inject({ url: '/about' });
    for (let i = 0; i < 520; i += 1) {
      const answer = await site.app.inject({ url: `/events?filter=${random()}` });
      expect(answer.headers['x-rendered-directly']).toBeUndefined();
    }
    expect(site.rendered).toEqual(['/about', '/events']);
    expect(cache.size).toBe(2);
    await site.app.inject({ url: '/about' });
    expect(site.rendered).toHaveLength(2);
  });

  it('keeps no copy of a page under another spelling of its path, or for free text', async () => {
    const cache = new PageCache();
    const site = await cachedSite(cache);
    for (const url of ['/about/', '//about', '/%61bout', '/events/04', `/house-churches?city=${random()}`]) {
      const answer = await site.app.inject({ url });
      expect(answer.headers['x-rendered-directly'], url).toBe('1');
    }
    expect(cache.size).toBe(0);
  });

  it('lets the variations of one page push out only one another', async () => {
    const cache = new PageCache({ maxEntries: 10 });
    const page = async (): Promise<Omit<CachedPage, 'storedAt'>> => ({
      status: 200,
      headers: {},
      etag: 'x',
      identity: Buffer.from('a'),
      br: Buffer.from('a'),
      gzip: Buffer.from('a'),
    });
    await cache.fill('/about', page);
    await cache.fill('/events', page);
    for (let i = 0; i < 200; i += 1) await cache.fill(`/messages?page_token=${random()}`, page);
    for (let i = 0; i < 200; i += 1)
      await cache.fill(`api /api/youtube-messages/?video_id=${random()}`, page);
    expect(cache.size).toBe(10);
    expect(cache.lookup('/about')?.state).toBe('fresh');
    expect(cache.lookup('/events')?.state).toBe('fresh');
  });
});
