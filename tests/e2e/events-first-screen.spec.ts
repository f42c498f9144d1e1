/**
 * What a visitor first sees of the events (docs/product.md#every-page, #events), at a phone's 360 px and a
 * desktop's 1280 px: the events banner takes one line and names the next event once; the first event card
 * is on the first screen of /events; the Bible study is listed once, with the events whose dates are still
 * to be announced, after the dated ones; the calendar subscription is one button whose panel copies the link.
 */
import type { Locator, Page } from '@playwright/test';
import { SUBSCRIBE_WORDS, TO_BE_ANNOUNCED_HEADING } from '#shared/events/words.ts';
import { waitForHydration } from '#tests/e2e/site.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

/** How many lines of text a block holds: its height inside the padding over its line height. */
const lineCount = (block: Locator) =>
  block.evaluate((element) => {
    const style = getComputedStyle(element);
    const inner =
      element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return inner / parseFloat(style.lineHeight);
  });

const pageIsNoWiderThanTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the events banner is one line and names the next gathering once', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('banner').locator('p', { hasText: 'Next:' });
  await expect(strip).toBeVisible();
  expect(await lineCount(strip)).toBeLessThan(1.5);
  // What the eye reads (innerText leaves out what this width hides): the gathering's name once.
  const seen = await strip.innerText();
  expect(seen.match(/Undivided Hearts Gathering/g)).toHaveLength(1);
  await strip
    .getByRole('link', { name: /Undivided Hearts Gathering/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Undivided Hearts Gathering' })).toBeVisible();
  expect(await pageIsNoWiderThanTheScreen(page)).toBe(true);
});

test('/events shows a dated event on the first screen, and the Bible study once, with the dates to come', async ({
  page,
}, testInfo) => {
  await page.goto('/events');
  const dated = page.getByRole('region', { name: 'Upcoming events' });
  // Nothing scrolled: the first card is on the first screen (on a phone, its title too).
  const first = dated.getByRole('article').first();
  await expect(first).toBeInViewport({ ratio: 0.25 });
  if (testInfo.project.name === 'mobile') await expect(first.getByRole('heading')).toBeInViewport();
  await expect(dated.getByText('TBD', { exact: true })).toHaveCount(0);

  const later = page.getByRole('region', { name: TO_BE_ANNOUNCED_HEADING });
  await expect(later.getByRole('heading', { name: 'Adult Bible Study (18+)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adult Bible Study (18+)' })).toHaveCount(1);
  await expect(later.getByRole('heading', { name: 'Prophetic Restoration Service' })).toBeVisible();
  const datedBox = (await dated.boundingBox())!;
  const laterBox = (await later.boundingBox())!;
  expect(laterBox.y).toBeGreaterThan(datedBox.y + datedBox.height - 1);
  expect(await pageIsNoWiderThanTheScreen(page)).toBe(true);
  await expectAccessible(page, 'the events page');
});

test('the calendar subscription is one button; its panel opens the calendar app or copies the link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/events');
  await waitForHydration(page);
  await page.getByText('Subscribe in your calendar').click();
  await expect(page.getByRole('link', { name: SUBSCRIBE_WORDS.openApp })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/calendar\.ics$/,
  );
  const address = page.getByRole('textbox', { name: /add this address/ });
  await expect(address).toHaveValue(/^https?:\/\/[^/]+\/calendar\.ics$/);
  await page.getByRole('button', { name: SUBSCRIBE_WORDS.copy }).click();
  await expect(page.getByText(SUBSCRIBE_WORDS.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
  expect(new URL(await address.inputValue()).host).toBe(new URL(baseURL!).host);
  expect(await pageIsNoWiderThanTheScreen(page)).toBe(true);
  await expectAccessible(page, 'the subscription panel open');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the subscription panel still opens, with the address to copy by hand', async ({ page }) => {
    await page.goto('/events');
    await page.getByText('Subscribe in your calendar').click();
    await expect(page.getByRole('link', { name: SUBSCRIBE_WORDS.openApp })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /add this address/ })).toBeVisible();
    await expect(page.getByRole('button', { name: SUBSCRIBE_WORDS.copy })).toHaveCount(0);
  });
});
