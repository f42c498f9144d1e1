/**
 * The journey infrastructure itself: the built server answers, the home page renders in a real
 * Chromium with no accessibility violations, and the health endpoints say the server is ready.
 */
import { expect, test } from './fixtures.ts';

test('the home page loads from the built server and passes the accessibility check', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  // Rendered text has a width: the browser found fonts (the packaged Chromium needs FONTCONFIG_PATH).
  const textWidth = await page
    .locator('h1')
    .first()
    .evaluate((heading) => {
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
