import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache } from '#server/plugins/page-cache.ts';
import { keyShowsAny, pagesChangedByPageAction } from '#server/plugins/page-groups.ts';

const stored = {
  status: 200,
  headers: {},
  etag: 'W/"x"',
  identity: Buffer.from('x'),
  br: Buffer.from('x'),
  gzip: Buffer.from('x'),
};

describe('the pages a write changes', () => {
  it('clears the pages showing seats and leaves every other page cached', () => {
    const cache = new PageCache();
    const keys = [
      '/',
      '/events',
      '/events?filter=past',
      '/events/5',
      '/events.data?_routes=routes%2Fevents',
      'api /api/events/',
      'api /api/events/5/',
      '/about',
      '/messages',
      '/house-churches',
      'api /api/youtube-messages/all/',
      'api /api/house-church/house-churches/',
      '/eventsfoo',
    ];
    for (const key of keys) cache.storeIfCurrent(key, stored, cache.generation);
    cache.invalidate((key) => keyShowsAny(key, ['seats']));
    expect(keys.filter((key) => cache.lookup(key))).toEqual([
      '/about',
      '/messages',
      '/house-churches',
      'api /api/youtube-messages/all/',
      'api /api/house-church/house-churches/',
      '/eventsfoo',
    ]);
    cache.invalidate((key) => keyShowsAny(key, ['videos']));
    expect(keys.filter((key) => cache.lookup(key))).toEqual([
      '/about',
      '/house-churches',
      'api /api/house-church/house-churches/',
      '/eventsfoo',
    ]);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it("knows what each page's form post changes", () => {
    const post = (url: string) => pagesChangedByPageAction({ url } as FastifyRequest);
    expect(post('/newsletter')).toBe('nothing');
    expect(post('/newsletter.data')).toBe('nothing');
    expect(post('/contact')).toBe('nothing');
    expect(post('/prayer-request?index')).toBe('nothing');
    expect(post('/devotional-whom/get-devotional')).toBe('nothing');
    expect(post('/house-churches/4/join')).toBe('nothing');
    expect(post('/events/4')).toEqual(['seats']);
    expect(post('/events/rsvp?token=abc')).toEqual(['seats']);
    expect(post('/giving')).toBe('everything');
    expect(post('/admin/invitation')).toBe('everything');
  });
});
