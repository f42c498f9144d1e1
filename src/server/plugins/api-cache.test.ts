import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCachePlugin, PUBLIC_API_CACHE_CONTROL } from '#server/plugins/api-cache.ts';
import { PageCache } from '#server/plugins/page-cache.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function harness() {
  const cache = new PageCache();
  const state = { reads: 0, title: 'Gathering', onRead: () => {} };
  app = Fastify();
  await app.register(compress, { threshold: 0 });
  await app.register(apiCachePlugin, { cache });
  app.get('/api/events/', { config: { publicCache: true } }, async () => {
    state.reads += 1;
    state.onRead();
    return [{ id: 1, title: state.title }];
  });
  app.get('/api/private/', async () => ({ reads: ++state.reads }));
  await app.ready();
  return { app, cache, state };
}

describe('the public API read cache', () => {
  it('runs the handler once, then answers everyone from memory with an ETag and brotli', async () => {
    const { app, state } = await harness();
    const first = await app.inject({ url: '/api/events/' });
    expect(first.json()).toEqual([{ id: 1, title: 'Gathering' }]);
    expect(first.headers['cache-control']).toBe(PUBLIC_API_CACHE_CONTROL);
    const second = await app.inject({ url: '/api/events/', headers: { 'accept-encoding': 'br' } });
    expect(state.reads).toBe(1);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(second.rawPayload).toString())).toEqual([
      { id: 1, title: 'Gathering' },
    ]);
    const revalidated = await app.inject({
      url: '/api/events/',
      headers: { 'if-none-match': String(second.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('reads again after a write, and never keeps an answer read while a write landed', async () => {
    const { app, cache, state } = await harness();
    await app.inject({ url: '/api/events/' });
    state.title = 'Gathering (moved)';
    cache.invalidate();
    expect((await app.inject({ url: '/api/events/' })).json()[0].title).toBe('Gathering (moved)');

    cache.invalidate();
    state.onRead = () => cache.invalidate(); // a write lands while this read is under way
    await app.inject({ url: '/api/events/' });
    state.onRead = () => {};
    const reads = state.reads;
    await app.inject({ url: '/api/events/' });
    expect(state.reads).toBe(reads + 1);
  });

  it('leaves routes without publicCache alone', async () => {
    const { app } = await harness();
    await app.inject({ url: '/api/private/' });
    expect((await app.inject({ url: '/api/private/' })).json()).toEqual({ reads: 2 });
  });
});
