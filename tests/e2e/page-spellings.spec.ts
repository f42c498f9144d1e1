/**
 * A page has one address (decision 0011): paths match in their own letter case only, and an unknown
 * filter is the events page without a filter, so neither makes a copy of a page in the page cache.
 */
import { expect, test } from '#tests/e2e/fixtures.ts';

test('a path in other letters is not found, and an unknown filter is the upcoming list', async ({ page }) => {
  for (const path of ['/ABOUT', '/About', '/Events']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
  expect((await page.request.get('/about')).status()).toBe(200);

  await page.goto('/events?filter=x9f3kq');
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  const junk = await page.request.get('/events?filter=x9f3kq');
  const plain = await page.request.get('/events');
  expect(junk.headers().etag).toBe(plain.headers().etag);
});
