/**
 * GET /sitemap.xml and GET /robots.txt through the real app and a real database: every public page,
 * every event, active house church and message is listed with absolute URLs; /admin is kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/app.ts';
import { buildEvent } from '#tests/helpers/generators/events.ts';
import { buildHouseChurch } from '#tests/helpers/generators/house-churches.ts';
import { eq } from 'drizzle-orm';
import { seedContentRecords } from '#server/db/seed-content-records.ts';
import { events, houseChurches, resources, videos } from '#server/db/schema/index.ts';

const PAGES = [
  '/',
  '/about',
  '/events',
  '/messages',
  '/house-churches',
  '/house-churches/why',
  '/house-churches/start',
  '/bible-study-signup',
  '/resources',
  '/devotional-whom',
  '/devotional',
  '/press',
  '/press/whom-will-god-glorify',
  '/giving',
  '/contact',
  '/prayer-request',
];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A new site's books: the first one presents the press kit page.
    await seedContentRecords(t.db, t.app.deps.clock);
    await t.db.insert(events).values([
      buildEvent({
        id: 41,
        title: 'Past gathering',
        date: new Date('2024-03-09T01:00:00Z'),
        updatedAt: new Date('2024-03-10T12:00:00Z'),
      }),
      buildEvent({ id: 42, title: 'Next gathering', date: new Date('2030-01-01') }),
    ]);
    await t.db
      .insert(houseChurches)
      .values([
        buildHouseChurch({ id: 7, name: 'Open house' }),
        buildHouseChurch({ id: 8, name: 'Archived house', isActive: false }),
      ]);
    await t.db
      .insert(videos)
      .values({ videoId: 'abc_DEF-123', title: 'A message', publishedAt: new Date('2025-02-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  it('lists every public page, every event, each active house church and each message, with absolute URLs', async () => {
    const response = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const urls = locs(xml);
    for (const page of PAGES) expect(urls).toContain(`${TEST_PUBLIC_URL}${page === '/' ? '/' : page}`);
    expect(urls).toContain(`${TEST_PUBLIC_URL}/events/41`);
    expect(urls).toContain(`${TEST_PUBLIC_URL}/events/42`);
    expect(urls).toContain(`${TEST_PUBLIC_URL}/house-churches/7/join`);
    expect(urls).not.toContain(`${TEST_PUBLIC_URL}/house-churches/8/join`);
    expect(urls).toContain(`${TEST_PUBLIC_URL}/messages/abc_DEF-123`);
    expect(urls.filter((url) => url?.includes('/admin'))).toEqual([]);
    expect(urls.filter((url) => url?.includes('/donation-success'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
    // An event's entry says when it last changed.
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>${TEST_PUBLIC_URL}/events/41</loc>(<xhtml:link [^>]+/>){3}<lastmod>2024-03-10T12:00:00.000Z</lastmod>`,
      ),
    );
    // Every page in both languages, each naming the other and the English as x-default.
    for (const page of PAGES)
      expect(urls).toContain(`${TEST_PUBLIC_URL}${page === '/' ? '/es' : `/es${page}`}`);
    expect(xml).toContain(
      `<url><loc>${TEST_PUBLIC_URL}/es/events/41</loc><xhtml:link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/events/41"/><xhtml:link rel="alternate" hreflang="es" href="${TEST_PUBLIC_URL}/es/events/41"/><xhtml:link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/events/41"/>`,
    );
  });

  it('lists the press kit only while a visible book presents it (the page answers 404 otherwise)', async () => {
    const pressKit = `${TEST_PUBLIC_URL}/press/whom-will-god-glorify`;
    const book = eq(resources.pressKitHref, '/press/whom-will-god-glorify');
    await t.db.update(resources).set({ visible: false }).where(book);
    try {
      expect(locs((await t.request({ method: 'GET', url: '/sitemap.xml' })).body)).not.toContain(pressKit);
    } finally {
      await t.db.update(resources).set({ visible: true }).where(book);
    }
    expect(locs((await t.request({ method: 'GET', url: '/sitemap.xml' })).body)).toContain(pressKit);
  });

  it('answers without the trailing slash and for HEAD too', async () => {
    expect((await t.request({ method: 'HEAD', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/robots.txt/' })).statusCode).toBe(200);
  });

  it('keeps /admin and the API out of search engines and points to the sitemap', async () => {
    const response = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(lines.filter((line) => line === 'Disallow: /')).toEqual([]);
  });
});
