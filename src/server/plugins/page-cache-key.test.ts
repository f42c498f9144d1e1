import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './cached-pages.ts';

describe('the key a page is cached under', () => {
  it('is the path plus the parameters the page reads, in a fixed order', () => {
    expect(pageCacheKey('/house-churches?city=Springfield&fbclid=1')).toBe(
      '/house-churches?city=Springfield',
    );
    expect(pageCacheKey('/house-churches?meeting_day=Sunday&x=2&city=Springfield')).toBe(
      '/house-churches?city=Springfield&meeting_day=Sunday',
    );
    expect(pageCacheKey('/house-churches?city=Shelbyville')).not.toBe(
      pageCacheKey('/house-churches?city=Springfield'),
    );
    expect(pageCacheKey('/messages?page_token=abc&utm_source=x')).toBe('/messages?page_token=abc');
    expect(pageCacheKey('/donation-success?donation_id=1')).toBe(
      pageCacheKey('/donation-success?donation_id=2'),
    );
  });

  it("keeps client navigation data's page parameters and the routes asked for", () => {
    expect(pageCacheKey('/events.data?filter=past&_routes=routes%2Fevents&fbclid=9')).toBe(
      '/events.data?filter=past&_routes=routes%2Fevents',
    );
    expect(pageCacheKey('/_root.data?utm_source=x')).toBe('/_root.data');
    expect(pageCacheKey('/about?_routes=x')).toBe('/about');
  });
});
