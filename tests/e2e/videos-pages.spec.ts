/**
 * Paging through /messages returns to the top of the list (docs/product.md#video-messages): after
 * Next or Previous the visitor sees the first cards of the new page, not the place where the
 * buttons were, with JavaScript and without it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';

/**
 * Scrolls down as a visitor does who reaches the end of the list: to the bottom, or as far as keeps
 * the pager link on the screen (a phone's footer is long); clicks it there and waits for the other
 * page's cards.
 */
async function pageThrough(page: Page, name: RegExp, count: number) {
  const link = page.getByRole('link', { name });
  await link.evaluate((element) => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    if (element.getBoundingClientRect().top < 0)
      element.scrollIntoView({ block: 'end', behavior: 'instant' });
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(count);
}

async function expectAtTheTop(page: Page) {
  // Settled: no scroll is still to come (a restoration, a late focus).
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(page.getByRole('heading', { level: 1, name: 'All Messages' })).toBeInViewport();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('Next and Previous show the new page from the top of the list', async ({ page }) => {
      await page.goto('/messages');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);

      await pageThrough(page, /Next/, 3);
      await expect(page).toHaveURL(/\/messages\?page_token=/);
      await expectAtTheTop(page);

      await pageThrough(page, /Previous/, 12);
      await expectAtTheTop(page);
    });
  });
}
