/**
 * Pages with nothing to hydrate ship no React (docs/decisions/0012-script-free-pages.md), on the
 * built pages as production serves them: no module scripts, no module preloads and no hydration
 * data, only the footer form's own small script (and the thank-you page's own while a gift is
 * processing). A page with a real interactive need keeps React.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { donations, videos } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { openPrivateLink } from '#tests/helpers/private-links.ts';
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true });
  // The home page is script-free while its latest message is on screen (no Try Again to run).
  await t.db
    .insert(videos)
    .values({ videoId: 'abc_DEF-123', title: 'A message', publishedAt: new Date('2025-02-01T00:00:00Z') });
}, 180_000);
afterAll(() => t?.close());

async function page(url: string): Promise<string> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** Module scripts as the server writes them: inert until the first paint (defer-scripts.server.ts). */
const moduleScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\stype="(?:module|x-deferred-module)"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
const modulePreloads = (html: string) =>
  html.match(/<link\b[^>]*\srel="(?:modulepreload|x-deferred-modulepreload)"/g) ?? [];
const FOOTER_SCRIPT = /^import\{enhanceFooterNewsletter\}from"(\/assets\/footer-enhance-[\w-]+\.js)";/;
const WATCH_SCRIPT =
  /^import\{watchDonation\}from"(\/assets\/donation-watch-[\w-]+\.js)";watchDonation\((\{.*\})\)$/;

describe('a page with nothing to hydrate', () => {
  it.each(['/', '/about', '/house-churches/why', '/press', '/resources'])(
    '%s ships no React: only the footer form script, no module preloads, no hydration data',
    async (url) => {
      const html = await page(url);
      expect(modulePreloads(html)).toEqual([]);
      expect(html).not.toContain('__reactRouterContext');
      const scripts = moduleScripts(html);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(FOOTER_SCRIPT);
      expect(scripts[0]).toMatch(/import\{enhanceMenu\}from"\/assets\/menu-enhance-[\w-]+\.js";/);
      // The page still works as a page: the footer form posts to the newsletter page.
      const footerForm = /<footer[\s\S]*(<form[^>]*>)/.exec(html)?.[1] ?? '';
      expect(footerForm).toContain('action="/newsletter#form-answer"');
      expect(footerForm).toContain('method="post"');
    },
  );

  it('loads a footer script of a few KB, cached for a year', async () => {
    const [, src] = FOOTER_SCRIPT.exec(moduleScripts(await page('/about'))[0]!)!;
    const response = await t.app.inject({ url: src!, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.rawPayload.length).toBeLessThan(2000);
  });
});

describe('a page with a real interactive need', () => {
  it.each(['/contact', '/giving', '/house-churches', '/devotional'])(
    '%s keeps React: its module preloads, hydration data and entry',
    async (url) => {
      const html = await page(url);
      expect(modulePreloads(html).length).toBeGreaterThan(0);
      expect(html).toContain('__reactRouterContext');
      expect(moduleScripts(html).some((script) => FOOTER_SCRIPT.test(script))).toBe(false);
    },
  );
});

describe('the thank-you page after a gift', () => {
  async function giftPage(paymentStatus: 'pending' | 'paid' | 'failed') {
    const gift = await t.request({
      method: 'POST',
      url: '/api/donations/',
      payload: { amount: 30, name: 'Lydia Purpura', email: 'lydia@example.org' },
    });
    const { id } = gift.json<{ id: string }>();
    await t.db
      .update(donations)
      .set({ paymentStatus, paidAt: paymentStatus === 'paid' ? new Date() : null })
      .where(eq(donations.id, id));
    // The link's first request moves the id into a cookie (docs/product.md#private-links).
    const { page: thanks } = await openPrivateLink(t.app, `/donation-success?donation_id=${id}`);
    expect(thanks.statusCode).toBe(200);
    return thanks.body;
  }

  it('ships no React while the gift waits for Stripe: its own small script asks again', async () => {
    const html = await giftPage('pending');
    expect(html).toContain('Processing your gift');
    expect(html).not.toContain('__reactRouterContext');
    expect(modulePreloads(html)).toEqual([]);
    const [watch, footer, ...others] = moduleScripts(html);
    expect(others).toEqual([]);
    expect(footer).toMatch(FOOTER_SCRIPT);
    const [, src, config] = WATCH_SCRIPT.exec(watch ?? '') ?? [];
    expect(JSON.parse(config!)).toEqual({
      api: expect.stringMatching(/^\/api\/donations\/[0-9a-f-]{36}\/$/),
      intervalMs: 2000,
      attempts: 15,
    });
    // The note for a long wait is in the page, hidden until the script's last try.
    expect(html).toMatch(/<p class="mt-3" hidden="" data-donation-slow="">It is taking longer/);

    const script = await t.app.inject({ url: src!, headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
    expect(script.rawPayload.length).toBeLessThan(1000);
  });

  it.each(['paid', 'failed'] as const)(
    'ships no React once the gift is %s: nothing is left to do',
    async (status) => {
      const html = await giftPage(status);
      expect(html).toMatch(
        status === 'paid' ? /Thank you, (<!-- -->)?Lydia Purpura!/ : /Your gift was not completed/,
      );
      expect(html).not.toContain('__reactRouterContext');
      expect(modulePreloads(html)).toEqual([]);
    },
  );
});
