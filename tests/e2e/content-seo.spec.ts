/**
 * Search engines, analytics and the press downloads (docs/product.md#press), against the built
 * server: the press files and the ZIP made at build time download, the sitemap lists every public
 * page and event, robots.txt keeps /admin out, and the analytics tags load only when configured,
 * each allowed by the page's CSP.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { spawnServer, waitUntilReady } from '#tests/server/spawn-server.ts';
import { CONTENT_PAGES } from '#tests/e2e/content-pages.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

test('the press page downloads the headshot, the cover, the info sheet and the whole kit as a ZIP', async ({
  page,
}) => {
  await page.goto('/press');
  const downloads = page.locator('main a[download]');
  const hrefs = await downloads.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs).toEqual([
    '/press/joshua-adeyemi-headshot.png',
    '/press/whom-will-god-glorify-cover.png',
    '/press/undivided-hearts-media-info.txt',
    '/press/undivided-hearts-press-kit.zip',
  ]);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  // A real download in the browser: the ZIP, with every file inside.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download press kit (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('undivided-hearts-press-kit.zip');
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files).sort()).toEqual([
    'avoiding-an-untimely-death-cover.png',
    'joshua-adeyemi-headshot.png',
    'undivided-hearts-logo.png',
    'undivided-hearts-media-info.txt',
    'whom-will-god-glorify-cover.png',
  ]);
  expect(strFromU8(files['undivided-hearts-media-info.txt']!)).toContain('Founded: 2020, Austin, TX, US');
  const sheet = await page.request.get('/press/undivided-hearts-media-info.txt');
  expect(sheet.headers()['content-type']).toMatch(/^text\/plain/);
});

test('sitemap.xml lists every content page and every event; robots.txt keeps /admin out', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const page of CONTENT_PAGES) expect(urls).toContain(`${baseURL}${page.path}`);
  const events = (await (await request.get('/api/events/')).json().catch(() => null)) as
    { id: number }[] | null;
  // The demo seed's events (ids 1..10) are all listed, whether or not the events API is merged yet.
  const ids = Array.isArray(events) ? events.map((event) => event.id) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (const id of ids) expect(urls).toContain(`${baseURL}/events/${id}`);
  expect(urls.some((url) => url?.includes('/admin'))).toBe(false);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('without analytics ids no tag script loads and the CSP allows none', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() || 'http://localhost').origin))
      external.push(request.url());
  });
  const response = await page.goto('/about');
  expect(response?.headers()['content-security-policy']).not.toMatch(/googletagmanager|facebook/);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
  expect(external.filter((url) => /googletagmanager|facebook/.test(url))).toEqual([]);
});

test.describe('with GA_MEASUREMENT_ID and META_PIXEL_ID configured', () => {
  // One worker runs both tests against the one server: run in parallel, each worker's beforeAll
  // would start its own server on this port and the second would fail to listen.
  test.describe.configure({ mode: 'serial' });
  const port = 3131;
  const origin = `http://localhost:${port}`;
  let server: ReturnType<typeof spawnServer> | undefined;
  let ready = false;

  test.beforeAll(async ({}, testInfo) => {
    // A second server starts here: on a busy machine it needs more than the default 30 s.
    testInfo.setTimeout(180_000);
    test.skip(
      testInfo.project.name === 'mobile',
      'one server with analytics is enough: checked at desktop width',
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-analytics-'));
    server = spawnServer({
      logFile: path.join(dir, 'server.log'),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: path.join(dir, 'data'),
        RATE_LIMITS: 'off',
        SEED_DEMO: 'false',
        ADMIN_USERNAME: 'analytics-admin',
        ADMIN_PASSWORD: 'analytics-admin-password-1234567890',
        GA_MEASUREMENT_ID: 'G-TEST12345',
        META_PIXEL_ID: '1234567890123',
      },
    });
    await waitUntilReady(server, `http://127.0.0.1:${port}/readyz`, 170_000);
    ready = true;
  });
  test.afterAll(async () => {
    const code = await server?.stop();
    // A server that started must also shut down cleanly.
    if (ready) expect(code).toBe(0);
  });

  test('GA4 and the Meta pixel load, each inline script allowed by the CSP by its hash', async ({ page }) => {
    // The tag providers are not reached from tests: their scripts are answered with an empty body.
    const loaded: string[] = [];
    await page.route(/googletagmanager\.com|connect\.facebook\.net|facebook\.com/, async (route) => {
      loaded.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    });
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI));
    });
    const response = await page.goto(`${origin}/about`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain('https://connect.facebook.net');

    // /about is shared from the page cache: each inline script the server wrote (the tag snippets
    // among them) is allowed by its SHA-256 in the policy, the tag libraries by their hosts.
    const html = (await response?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !match[1]!.includes('application/ld+json'),
    );
    expect(scripts.some((match) => match[1]!.includes('googletagmanager.com/gtag/js?id=G-TEST12345'))).toBe(
      true,
    );
    expect(html).toContain(`fbq('init',"1234567890123")`);
    for (const [, attributes, body] of scripts) {
      if (attributes!.includes('src=')) continue;
      const hash = crypto.createHash('sha256').update(body!).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }

    await expect.poll(() => loaded.some((url) => url.includes('gtag/js?id=G-TEST12345'))).toBe(true);
    await expect.poll(() => loaded.some((url) => url.includes('fbevents.js'))).toBe(true);
    expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
    expect(await page.evaluate(() => typeof window.fbq)).toBe('function');
    const configured = await page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? []).some(
        (entry) => entry[0] === 'config' && entry[1] === 'G-TEST12345',
      ),
    );
    expect(configured).toBe(true);
    // The pixel's own script (added by its snippet) is allowed by the CSP's host list: no violation.
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('a private link leaves the address bar at once, and no private page loads a tag', async ({ page }) => {
    const loaded: string[] = [];
    await page.route(/googletagmanager\.com|connect\.facebook\.net|facebook\.com/, async (route) => {
      loaded.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    });
    // docs/product.md#private-links: the token goes into a cookie of the page, the URL is clean.
    await page.goto(`${origin}/unsubscribe?token=a-token-from-an-email`);
    await expect(page).toHaveURL(`${origin}/unsubscribe`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    const cookies = await page.context().cookies(`${origin}/unsubscribe`);
    expect(cookies).toEqual([
      expect.objectContaining({
        name: 'private_link_unsubscribe',
        path: '/unsubscribe',
        httpOnly: true,
        sameSite: 'Lax',
      }),
    ]);
    for (const privatePage of ['/giving/manage', '/admin/login', '/donation-success']) {
      await page.goto(`${origin}${privatePage}`);
      await expect(page.locator('h1')).toBeVisible();
    }
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');
    expect(loaded).toEqual([]);
  });
});
