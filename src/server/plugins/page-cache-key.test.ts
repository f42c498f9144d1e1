import { describe, expect, it } from 'vitest';
import { isCanonicalPagePath, pageCacheKey } from '#server/plugins/cached-pages.ts';

describe('the key a page is cached under', () => {
  it('is the path plus the parameters the page reads, in a fixed order', () => {
    expect(pageCacheKey('/house-churches?meeting_day=Sunday&fbclid=1')).toBe(
      '/house-churches?meeting_day=Sunday',
    );
    expect(pageCacheKey('/house-churches?has_spots=true&x=2&meeting_day=Sunday')).toBe(
      '/house-churches?meeting_day=Sunday&has_spots=true',
    );
    expect(pageCacheKey('/house-churches?meeting_day=Monday')).not.toBe(
      pageCacheKey('/house-churches?meeting_day=Sunday'),
    );
    expect(pageCacheKey('/messages?page_token=abc&utm_source=x')).toBe('/messages?page_token=abc');
    expect(pageCacheKey('/donation-success?donation_id=1')).toBe(
      pageCacheKey('/donation-success?donation_id=2'),
    );
  });

  it('keeps only the values a page knows, in their one spelling: anything else is the page without it', () => {
    for (const filter of ['upcoming', 'Past', 'x9f3k', '', 'past%00']) {
      expect(pageCacheKey(`/events?filter=${filter}`), filter).toBe('/events');
    }
    expect(pageCacheKey('/events?filter=past&filter=all')).toBe('/events?filter=past');
    expect(pageCacheKey('/house-churches?meeting_day=sunday&has_spots=yes&accepts_children=1')).toBe(
      '/house-churches?meeting_day=Sunday',
    );
    expect(pageCacheKey('/house-churches?meeting_day=someday&city=%20')).toBe('/house-churches');
  });

  it('is none for a page carrying free text or a path written another way: it is rendered, never kept', () => {
    expect(pageCacheKey('/house-churches?city=Springfield')).toBeNull();
    for (const path of [
      '/about/',
      '//about',
      '/%61bout',
      '/events/%34',
      '/events/04',
      '/events/./4',
      '/house-churches/0B7E8A52-3F7E-4C1A-9A53-5D0F6E7D8C9B/join',
    ]) {
      expect(pageCacheKey(path), path).toBeNull();
    }
    for (const path of [
      '/',
      '/about',
      '/events/4',
      '/events.data',
      '/_root.data',
      '/messages/demo-msg-01',
      '/messages/dQw4w9WgXcQ',
      '/house-churches/0b7e8a52-3f7e-4c1a-9a53-5d0f6e7d8c9b/join',
      '/press/whom-will-god-glorify',
      '/caf%C3%A9',
    ]) {
      expect(isCanonicalPagePath(path), path).toBe(true);
    }
  });

  it("keeps client navigation data's page parameters and the routes asked for", () => {
    expect(pageCacheKey('/events.data?filter=past&_routes=routes%2Fevents&fbclid=9')).toBe(
      '/events.data?filter=past&_routes=routes%2Fevents',
    );
    expect(pageCacheKey('/_root.data?utm_source=x')).toBe('/_root.data');
    expect(pageCacheKey('/about?_routes=x')).toBe('/about');
  });
});
