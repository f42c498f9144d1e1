/**
 * The site content in two languages over the real API and database (docs/product.md#site-content):
 * each document's Spanish has its own draft, preview and publish; a Spanish page reads the Spanish
 * words over the English ones, a missing word shows the English (listed as a fallback, for
 * lang="en"); Markdown links lead to Spanish pages; the settings' words have a Spanish; and staff
 * see what still needs translation, on the content screen and the dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';
import contact from '#content/contact.json' with { type: 'json' };
import spanishContact from '#content/es/contact.json' with { type: 'json' };
import siteSeed from '#content/site.json' with { type: 'json' };
import whyHouseChurches from '#content/why-house-churches.json' with { type: 'json' };
import { previewUrl } from '#shared/content/preview.ts';
import type { ContentKey } from '#shared/content/document-types.ts';
import { testimonies } from '#server/db/schema/index.ts';
import { renderMarkdown } from '#server/features/content/content.markdown.ts';
import { seedContentDocuments } from '#server/features/content/content.store.ts';

const SPANISH_INTRO = 'Escríbanos y alguien de nuestro equipo le responderá.';

describe('the site content in Spanish', () => {
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
  const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** What a page at `path` reads of document `key` (with the staff cookie when `asStaff`). */
  const page = async <K extends ContentKey>(path: string, key: K, asStaff = false) => {
    const request = new Request(`${TEST_PUBLIC_URL}${path}`, asStaff ? { headers: { cookie } } : {});
    const loaded = await t.app.services.pageContent.load(request, [key]);
    return { document: loaded.content[key], fallbacks: loaded.contentFallbacks[key] ?? [] };
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedContentDocuments(t.db, clock);
    cookie = await signInWithRoles(t, ['communications']);
  });
  afterAll(() => t.close());

  it('seeds the Spanish from content/es/ and shows it on the Spanish page only', async () => {
    expect((await page('/es/contact', 'contact')).document.heading).toBe(spanishContact.heading);
    expect((await page('/contact', 'contact')).document.heading).toBe(contact.heading);
  });

  it('keeps a Spanish draft from visitors, previews it under /es, and publishes it apart from the English', async () => {
    const saved = await api('PUT', '/api/admin/content/contact/es/draft/', {
      content: { heading: 'Escríbanos', intro: SPANISH_INTRO },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ draft: { heading: 'Escríbanos', intro: SPANISH_INTRO } });
    // The English has no draft, and visitors of the Spanish page still see the published Spanish.
    expect((await api('GET', '/api/admin/content/contact/')).json()).toMatchObject({
      draft: null,
      published_version: 1,
    });
    expect((await page('/es/contact', 'contact')).document.heading).toBe(spanishContact.heading);
    // The preview opens the Spanish page with the Spanish draft; the English page's preview has none of it.
    const preview = await page(previewUrl('contact', '/es/contact'), 'contact', true);
    expect(preview.document.heading).toBe('Escríbanos');
    expect((await page(previewUrl('contact', '/contact'), 'contact', true)).document.heading).toBe(
      contact.heading,
    );

    const published = await api('POST', '/api/admin/content/contact/es/publish/');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published_version: 2, draft: null });
    expect((await page('/es/contact', 'contact')).document.intro).toContain(SPANISH_INTRO);
    const english = (await page('/contact', 'contact')).document;
    expect(english.heading).toBe(contact.heading);
    expect(english.intro).toContain(contact.intro);
    expect((await api('GET', '/api/admin/content/contact/')).json().published_version).toBe(1);
  });

  it('shows the English of a word the Spanish lacks, and names it as a fallback', async () => {
    await api('POST', '/api/admin/content/contact/es/publish/', {
      content: { heading: 'Escríbanos', intro: '  ' },
    });
    const shown = await page('/es/contact', 'contact');
    expect(shown.document.heading).toBe('Escríbanos');
    expect(shown.document.intro).toContain(contact.intro);
    expect(shown.fallbacks).toContain('intro');
    expect(shown.fallbacks).not.toContain('heading');
    // The English page has no fallback at all.
    expect((await page('/contact', 'contact')).fallbacks).toEqual([]);
  });

  it('refuses a Spanish word over its field’s limit, and never stores a setting in the Spanish', async () => {
    const tooLong = await api('PUT', '/api/admin/content/contact/es/draft/', {
      content: { heading: 'x'.repeat(5000) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['heading']);
    await api('POST', '/api/admin/content/site/es/publish/', {
      content: { tagline: 'Acercando corazones a Dios', timeZone: 'Europe/Madrid' },
    });
    const spanish = await t.app.services.pageContent.settings('es');
    expect(spanish.tagline).toBe('Acercando corazones a Dios');
    expect(spanish.timeZone).toBe(siteSeed.timeZone);
    expect(spanish.name).toBe(siteSeed.name);
    expect((await t.app.services.pageContent.settings('en')).tagline).toBe(siteSeed.tagline);
  });

  it('leads Markdown links to the Spanish pages on a Spanish page, files and other sites as they are', async () => {
    const markdown =
      'Vea [los eventos](/events), [la guía](/downloads/guia.pdf) y [otro](https://example.org/x).';
    const html = renderMarkdown(markdown, 'es');
    expect(html).toContain('href="/es/events"');
    expect(html).toContain('href="/downloads/guia.pdf"');
    expect(html).toContain('href="https://example.org/x"');
    expect(renderMarkdown(markdown)).toContain('href="/events"');

    const answer = 'Escríbanos en [contacto](/contact).';
    const faq = whyHouseChurches.faq.map((item, index) => (index === 0 ? { answer } : null));
    await api('POST', '/api/admin/content/why-house-churches/es/publish/', { content: { faq } });
    const spanish = await page('/es/house-churches/why', 'why-house-churches');
    expect(spanish.document.faq[0]!.answer).toContain('href="/es/contact"');
    const english = await page('/house-churches/why', 'why-house-churches');
    expect(english.document.faq[0]!.answer).not.toContain('/es/');
  });

  it('lists what needs translation and counts it on the dashboard', async () => {
    await t.db.insert(testimonies).values([
      { quote: 'It changed my prayer life.', name: 'Ana', page: '/devotional' },
      { quote: 'I found a family.', quoteEs: 'Encontré una familia.', name: 'Luis', page: '/devotional' },
    ]);
    const response = await api('GET', '/api/admin/content/needs-translation/');
    expect(response.statusCode).toBe(200);
    const found = response.json();
    const contactEntry = found.documents.find((entry: { key: string }) => entry.key === 'contact');
    expect(contactEntry).toMatchObject({ title: expect.any(String), missing: expect.any(Number) });
    expect(contactEntry.missing).toBeGreaterThan(0);
    expect(found.records.testimonies).toBe(1);
    expect(found.total).toBe(
      found.documents.length + Object.values<number>(found.records).reduce((sum, n) => sum + n, 0),
    );
    const dashboard = (await api('GET', '/api/admin/dashboard/')).json();
    expect(dashboard.needs_translation).toEqual({ count: found.total });
  });
});
