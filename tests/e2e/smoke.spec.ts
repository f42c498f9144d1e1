/**
 * The journey infrastructure itself: the built server answers, the home page renders in a real
 * Chromium with no accessibility violations, and the health endpoints say the server is ready.
 */
import { expect, test } from '#tests/e2e/fixtures.ts';

test('the home page loads from the built server and passes the accessibility check', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Shared from the page cache: inline scripts are allowed by hash, never by 'unsafe-inline'.
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await expect(page.getByRole('main')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  // Rendered text has a width: the browser found fonts (the packaged Chromium needs FONTCONFIG_PATH).
  const textWidth = await heading.evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().width;
  });
  expect(textWidth).toBeGreaterThan(10);
});

test('the health endpoints report a live, ready server', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});

test('pages and assets leave compressed, and hashed assets are cached for a year', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toMatch(/br|gzip/);
  const html = await page.text();
  const assets = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of new Set(assets)) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  const script = assets.find((asset) => asset.endsWith('.js'))!;
  const largest = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(largest.headers()['etag']).toBeTruthy();
  const styles = assets.find((asset) => asset.endsWith('.css'))!;
  const css = await request.get(styles, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(css.headers()['content-encoding']).toMatch(/br|gzip/);
  // Files outside /assets may change under the same name: short caching only.
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['cache-control']).not.toContain('immutable');
});
