/**
 * Both languages of every public page (docs/product.md#languages), against the built site: each page
 * exists in English and under /es, with <html lang>, hreflang alternates, x-default and a canonical
 * URL in its own language; no page shows a words key instead of words; the language switch in the
 * header leads to the same page in the other language and back, keeping the query the page reads; a
 * browser that prefers Spanish is offered the Spanish page, never sent to it. Axe checks every page
 * the fixture sees, Spanish ones included.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';

const LOCALES_DIR = path.resolve('locales/en');

/** Every key of every catalogue, as a page would show it by mistake: `events:rsvp.title`, `rsvp.title`. */
function catalogueKeys(): string[] {
  return fs.readdirSync(LOCALES_DIR).flatMap((file) => {
    const namespace = file.replace(/\.json$/, '');
    const keys = Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as object);
    return [...keys.map((key) => `${namespace}:${key}`), ...keys.filter((key) => key.includes('.'))];
  });
}
const KEYS = catalogueKeys();

/** The page's text and the words of its attributes (labels, placeholders, alt texts, titles). */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[alt],[title]')].flatMap(
      (node) => ['aria-label', 'placeholder', 'alt', 'title'].map((name) => node.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

function rawKeysIn(text: string): string[] {
  const words = new Set(text.split(/[\s"'“”(),;]+/));
  return KEYS.filter((key) => words.has(key) || words.has(`${key}.`));
}

/** Every page the sitemap lists, plus one of each page with an id. */
async function publicPaths(request: APIRequestContext, baseURL: string) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const english = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1]!.slice(baseURL.length) || '/')
    .filter((pathname) => pathname !== '/es' && !pathname.startsWith('/es/'));
  const church = (
    (await (await request.get('/api/house-church/house-churches/')).json()) as { id: number }[]
  )[0];
  const video = (
    (await (await request.get('/api/youtube-messages/all/')).json()) as {
      results?: { videoId?: string; id?: string }[];
    }
  ).results?.[0];
  const extra = [
    church ? `/house-churches/${church.id}/join` : null,
    video ? `/messages/${video.videoId ?? video.id}` : null,
  ];
  return [...new Set([...english, ...extra.filter((item): item is string => item !== null)])];
}

const spanish = (pathname: string) => (pathname === '/' ? '/es' : `/es${pathname}`);

test('every public page exists in both languages, says which, and shows words, never keys', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // One crawl is enough: the widths are checked by the journeys and the switch test below.
  test.skip(testInfo.project.name === 'mobile', 'the crawl runs once, at desktop width');
  test.setTimeout(400_000);
  const paths = await publicPaths(request, baseURL!);
  expect(paths.length).toBeGreaterThan(15);
  for (const english of paths) {
    // English: read over HTTP (the journeys open these pages in the browser already).
    const html = await (await request.get(english)).text();
    expect(html, english).toContain('<html lang="en"');
    expect(html, english).toContain(`<link rel="canonical" href="${baseURL}${english}"/>`);
    for (const [lang, href] of [
      ['en', english],
      ['es', spanish(english)],
      ['x-default', english],
    ] as const) {
      expect(html, english).toContain(`<link rel="alternate" hrefLang="${lang}" href="${baseURL}${href}"/>`);
    }
    // Spanish: in the browser, where the fixture's axe check sees each page too.
    const address = spanish(english);
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    await expect(page.locator('html'), address).toHaveAttribute('lang', 'es');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]'), address).toHaveAttribute(
      'href',
      `${baseURL}${address}`,
    );
    await expect(head.locator('link[hreflang="es"]'), address).toHaveAttribute(
      'href',
      `${baseURL}${address}`,
    );
    await expect(head.locator('link[hreflang="x-default"]'), address).toHaveAttribute(
      'href',
      `${baseURL}${english}`,
    );
    expect(rawKeysIn(await wordsOf(page)), `${address} shows words keys`).toEqual([]);
    // The header's switch leads to this very page in English.
    await expect(page.locator('header a[hreflang="en"]'), address).toHaveAttribute('href', english);
  }
});

test('the language switch leads to the same page, with its query, and back', async ({ page }) => {
  await page.goto('/events?filter=past&utm_source=newsletter');
  await page.locator('header').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/events\?filter=past$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('nav[aria-label="Principal"] a[href="/es/events"]').first()).toHaveText(
    'Eventos',
  );
  await page.locator('footer').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/events\?filter=past$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });

  test('is offered the Spanish page on an English one, never redirected, and may say no for good', async ({
    page,
  }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    const offer = page.getByRole('link', { name: 'Ver esta página en español' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/es/about');
    await page.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(offer).toBeHidden();
  });
});

test('a browser that prefers English is offered nothing', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Ver esta página en español' })).toBeHidden();
});
