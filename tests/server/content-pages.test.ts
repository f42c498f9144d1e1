/**
 * Public pages read their words from the database (docs/product.md#site-content), on the built
 * pages as production serves them, page cache included: a published change shows at once, a draft
 * never reaches a visitor, and staff with the content room see it in the private preview, which no
 * cache keeps and no search engine lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDocuments, resources } from '#server/db/schema/index.ts';
import { seedContentRecords } from '#server/db/seed-content-records.ts';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import { seedDocument } from '#server/features/content/content.seed-files.ts';
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';
import { PREVIEW_BAR_TEXT, previewUrl } from '#shared/content/preview.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { signInAsStaff, signInWithRoles } from '#tests/helpers/staff.ts';
import about from '#content/about.json' with { type: 'json' };
import siteSeed from '#content/site.json' with { type: 'json' };
import { ensureServerBuild, PROJECT_ROOT } from '#tests/server/spawn-server.ts';

let t: TestApp;
let communications: string;
let events: string;
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true });
  await seedContentDocuments(t.db, t.app.deps.clock);
  // The press kit presents a book record; a new site has the books of content/.
  await seedContentRecords(t.db, t.app.deps.clock);
  communications = await signInWithRoles(t, ['communications']);
  events = await signInWithRoles(t, ['events']);
}, 180_000);
afterAll(() => t?.close());

const withMission = (text: string) => ({ ...about, mission: { ...about.mission, text } });

async function get(url: string, cookie?: string) {
  const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response;
}

/** What a publish does to the row, then the store told (the write side's service does both). */
async function publish(mission: string) {
  await t.db
    .update(contentDocuments)
    .set({ published: withMission(mission), draft: null })
    .where(eq(contentDocuments.key, 'about'));
  await t.app.services.contentStore.contentChanged('about');
}

async function saveDraft(mission: string) {
  await t.db
    .update(contentDocuments)
    .set({ draft: withMission(mission) })
    .where(eq(contentDocuments.key, 'about'));
}

describe('the About page from the database', () => {
  it('shows the published mission, Markdown rendered; a published change shows at once, through the page cache', async () => {
    const first = await get('/about');
    expect(first.body).toContain(about.mission.text);
    // Kept by the page cache: a second visit gets the very same page (a render has a new nonce).
    expect((await get('/about')).body).toBe(first.body);

    await publish('We *draw* hearts back to God, [together](/events).');
    const after = await get('/about');
    expect(after.body).toContain('We <em>draw</em> hearts back to God, <a href="/events">together</a>.');
    expect(after.body).not.toContain(about.mission.text);
  });

  it('never shows a visitor the draft, not even at the preview address', async () => {
    await publish('The published mission.');
    await saveDraft('A draft nobody published.');
    for (const url of ['/about', previewUrl('about', '/about')]) {
      const response = await get(url);
      expect(response.body, url).toContain('The published mission.');
      expect(response.body, url).not.toContain('A draft nobody published.');
      expect(response.body, url).not.toContain(PREVIEW_BAR_TEXT);
    }
    // Staff without the content room get the published page too.
    const otherRoom = await get(previewUrl('about', '/about'), events);
    expect(otherRoom.body).not.toContain('A draft nobody published.');
  });

  it('shows staff with the content room the draft, private, uncached and unlisted', async () => {
    await publish('The published mission.');
    await saveDraft('A draft nobody published.');
    const preview = await get(previewUrl('about', '/about'), communications);
    expect(preview.body).toContain('A draft nobody published.');
    expect(preview.body).toContain(PREVIEW_BAR_TEXT);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.body).toMatch(/<meta name="robots" content="noindex/);
    // The administrator may too; and visitors still get the published page afterwards.
    const admin = await signInAsStaff(t);
    expect((await get(previewUrl('about', '/about'), admin)).body).toContain('A draft nobody published.');
    expect((await get('/about')).body).not.toContain('A draft nobody published.');
    // Signed in, the page without the preview parameter is the published one.
    expect((await get('/about', communications)).body).toContain('The published mission.');
  });

  it('lets no script through a draft or a published text', async () => {
    await publish('<script>alert(1)</script><img src=x onerror=alert(2)>Safe words.');
    await saveDraft('[click](javascript:alert(3)) <a href="#" onclick="alert(4)">x</a>');
    const pages = [await get('/about'), await get(previewUrl('about', '/about'), communications)];
    for (const page of pages) {
      expect(page.body).not.toMatch(/alert\(\d\)/);
      expect(page.body).not.toContain('onerror');
    }
    expect(pages[0]!.body).toContain('Safe words.');
  });
});

describe('the site settings from the database', () => {
  afterAll(async () => {
    await t.db.update(contentDocuments).set({ published: siteSeed }).where(eq(contentDocuments.key, 'site'));
    await t.app.services.contentStore.contentChanged('site');
  });

  it('page titles, the structured data, the footer and the analytics ID follow the published settings', async () => {
    const renamed = {
      ...siteSeed,
      name: 'Wholehearted Fellowship',
      footer: { ...siteSeed.footer, blurb: 'A renamed ministry in Austin.' },
      analytics: { gaMeasurementId: 'G-SETTINGS123' },
    };
    await t.db.update(contentDocuments).set({ published: renamed }).where(eq(contentDocuments.key, 'site'));
    // Before the publish is announced, pages keep the settings in use.
    expect((await get('/about')).body).toContain(`<title>About Us | ${siteSeed.name}</title>`);
    await t.app.services.contentStore.contentChanged('site');

    for (const url of ['/about', '/contact']) {
      const page = await get(url);
      expect(page.body, url).toMatch(/<title>[^<]* \| Wholehearted Fellowship<\/title>/);
      expect(page.body, url).toContain('"name":"Wholehearted Fellowship"');
      expect(page.body, url).toContain('A renamed ministry in Austin.');
      expect(page.body, url).not.toContain(siteSeed.footer.blurb);
      // The settings' analytics ID is loaded, and the CSP allows its script.
      expect(page.body, url).toContain('G-SETTINGS123');
      expect(page.headers['content-security-policy'], url).toContain('https://www.googletagmanager.com');
    }
    // A page with React carries the settings for the browser to hydrate with, and its scripts
    // carry no copy of their own (src/shared/site/seed.browser.ts).
    expect((await get('/contact')).body).toContain('<script type="application/json" id="site-settings">');
    const assets = path.join(PROJECT_ROOT, 'build', 'client', 'assets');
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      expect(fs.readFileSync(path.join(assets, name), 'utf8'), name).not.toContain(siteSeed.footer.blurb);
    }
  });
});

/**
 * Each converted page, by the document it reads and a plain-text field a visitor sees on it: what
 * is published shows at once through the page cache, a draft never reaches a visitor.
 */
const CONVERTED_PAGES: { key: ContentKey; path: string; withText(document: never, text: string): unknown }[] =
  [
    {
      key: 'why-house-churches',
      path: '/house-churches/why',
      withText: (d: ContentDocuments['why-house-churches'], text) => ({
        ...d,
        closing: { ...d.closing, text },
      }),
    },
    {
      key: 'giving',
      path: '/giving',
      // The categories' descriptions are this document's too.
      withText: (d: ContentDocuments['giving'], text) => ({
        ...d,
        categories: { ...d.categories, MISSIONS: text },
      }),
    },
    {
      key: 'contact',
      path: '/contact',
      withText: (d: ContentDocuments['contact'], text) => ({ ...d, prayerText: text }),
    },
    {
      key: 'prayer-request',
      path: '/prayer-request',
      withText: (d: ContentDocuments['prayer-request'], text) => ({ ...d, scheduleIntro: text }),
    },
    {
      key: 'bible-study',
      path: '/bible-study-signup',
      withText: (d: ContentDocuments['bible-study'], text) => ({ ...d, formIntro: text }),
    },
    {
      key: 'devotional',
      path: '/devotional',
      withText: (d: ContentDocuments['devotional'], text) => ({ ...d, eventText: text }),
    },
    {
      key: 'devotional-whom',
      path: '/devotional-whom',
      withText: (d: ContentDocuments['devotional-whom'], text) => ({ ...d, bookText: text }),
    },
    {
      key: 'press',
      path: '/press',
      withText: (d: ContentDocuments['press'], text) => ({ ...d, downloadsIntro: text }),
    },
    {
      key: 'press-kit-whom',
      path: '/press/whom-will-god-glorify',
      withText: (d: ContentDocuments['press-kit-whom'], text) => ({ ...d, contactText: text }),
    },
    {
      key: 'events',
      path: '/events',
      withText: (d: ContentDocuments['events'], text) => ({ ...d, page: { ...d.page, intro: text } }),
    },
    {
      // The home page's Upcoming Events cards are the events document's too.
      key: 'events',
      path: '/',
      withText: (d: ContentDocuments['events'], text) => ({ ...d, home: { ...d.home, intro: text } }),
    },
    {
      // The free devotional's own lead page (its dialog's page without JavaScript) names it.
      key: 'devotionals',
      path: '/devotional-whom/get-devotional',
      withText: (d: ContentDocuments['devotionals'], text) => ({ ...d, whom: { ...d.whom, title: text } }),
    },
    {
      key: 'resources',
      path: '/resources',
      withText: (d: ContentDocuments['resources'], text) => ({ ...d, booksIntro: text }),
    },
  ];

describe.each(CONVERTED_PAGES)('the page $path from the document $key', ({ key, path, withText }) => {
  const seed = seedDocument(key) as never;
  afterAll(async () => {
    await t.db
      .update(contentDocuments)
      .set({ published: seed, draft: null })
      .where(eq(contentDocuments.key, key));
    await t.app.services.contentStore.contentChanged(key);
  });

  it('shows a published change at once, through the page cache, and never a draft to a visitor', async () => {
    const first = await get(path);
    expect((await get(path)).body).toBe(first.body);

    const published = `Published words for ${key}.`;
    await t.db
      .update(contentDocuments)
      .set({ published: withText(seed, published), draft: withText(seed, `Draft words for ${key}.`) })
      .where(eq(contentDocuments.key, key));
    await t.app.services.contentStore.contentChanged(key);

    for (const url of [path, previewUrl(key, path)]) {
      const page = await get(url);
      expect(page.body, url).toContain(published);
      expect(page.body, url).not.toContain(`Draft words for ${key}.`);
    }
    const preview = await get(previewUrl(key, path), communications);
    expect(preview.body).toContain(`Draft words for ${key}.`);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect((await get(path)).body).not.toContain(`Draft words for ${key}.`);
  });
});

describe("the press kit's book, from the record staff edit in Resources", () => {
  const kit = '/press/whom-will-god-glorify';
  let admin: string;
  let bookId: string;
  const change = (patch: object) =>
    t.request({
      method: 'PATCH',
      url: `/api/admin/resources/${bookId}/`,
      headers: { cookie: admin },
      payload: patch,
    });
  beforeAll(async () => {
    admin = await signInAsStaff(t);
    const [row] = await t.db.select().from(resources).where(eq(resources.pressKitHref, kit));
    bookId = row!.id;
  });

  it("shows the book's title as staff changed it, and answers 404 once they hide the book", async () => {
    expect((await get(kit)).body).toMatch(/<h1[^>]*>Whom Will God Glorify\?<\/h1>/);
    expect((await change({ title: 'Whom Will God Honour?' })).statusCode).toBe(200);
    const page = await get(kit);
    expect(page.body).toMatch(/<h1[^>]*>Whom Will God Honour\?<\/h1>/);
    expect(page.body).toContain('"@type":"Book","name":"Whom Will God Honour?"');

    expect((await change({ visible: false })).statusCode).toBe(200);
    expect((await t.app.inject({ url: kit })).statusCode).toBe(404);
    await change({ visible: true, title: 'Whom Will God Glorify?' });
    expect((await get(kit)).body).toMatch(/<h1[^>]*>Whom Will God Glorify\?<\/h1>/);
  });
});
