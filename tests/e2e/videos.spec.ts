/**
 * Video messages (docs/product.md#video-messages) on the shared journey server, which has no
 * YouTube key: the 15 seeded demo videos are served. Skeleton cards while a page loads, scroll to
 * the top on Next, the detail page's sharing metadata, 'Message not found' with status 404, and the
 * keyboard path from the list to a message.
 */
import { expect, test } from '#tests/e2e/fixtures.ts';

test('without a key the demo videos are listed, and Next shows skeletons, scrolls to the top and pages on', async ({
  page,
}) => {
  await page.goto('/messages');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText('Friendship with God: The Undivided Heart (James 4:4)');
  await expect(cards.first()).toContainText('48:12');
  await expect(cards.nth(2)).toContainText('1:05:03');

  // Hold the next page's data so the loading state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/messages.data*', async (route) => {
    await held;
    await route.continue();
  });
  const next = page.getByRole('link', { name: /Next/ });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await next.click();
  await expect(page.getByTestId('video-skeleton')).toHaveCount(6);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  release();

  await expect(cards).toHaveCount(3);
  await expect(page).toHaveURL(/\/messages\?page_token=/);
  await expect(page.getByRole('link', { name: /Next/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Previous/ })).toBeVisible();
});

test('a message page has the player poster, counts, channel, paragraphs and sharing metadata', async ({
  page,
}) => {
  const response = await page.goto('/messages/demo-msg-01');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(
    'Friendship with God: The Undivided Heart (James 4:4) | Undivided Hearts Ministries',
  );
  await expect(page.getByText('1,843 views')).toBeVisible();
  await expect(page.getByText('156 likes')).toBeVisible();
  await expect(page.locator('main article p').filter({ hasText: 'James does not soften it' })).toHaveCount(1);
  expect(await page.locator('main article .space-y-4 > p').count()).toBe(3);

  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Friendship with God/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const video = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'VideoObject');
  expect(video).toMatchObject({
    name: 'Friendship with God: The Undivided Heart (James 4:4)',
    duration: 'PT48M12S',
    thumbnailUrl: [expect.stringMatching(/\/images\/demo\/video-1\.svg$/)],
  });

  // The poster image is a real file.
  const poster = await page.request.get('/images/demo/video-1.svg');
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toContain('image/svg+xml');

  // A demo video explains itself instead of embedding a player YouTube would refuse.
  await page.getByRole('button', { name: /Play video/ }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('demo message');
  await expect(page.locator('iframe')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Related Messages' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
});

test('a like count of zero is not shown', async ({ page }) => {
  await page.goto('/messages/demo-msg-09');
  await expect(page.getByText('1,276 views')).toBeVisible();
  await expect(page.getByText(/likes/)).toHaveCount(0);
});

test("an unknown message answers 404 with 'Message not found' and 'Back to Messages'", async ({ page }) => {
  const response = await page.goto('/messages/no-such-video');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Messages' })).toBeVisible();
});

test('a forged page token shows the list error', async ({ page }) => {
  const response = await page.goto("/messages?page_token=1'%20or%201=1");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('Could not load messages: Invalid page token.');
});

test('the home page shows the latest message with its excerpt and links to it', async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Latest Message' });
  await expect(block.getByRole('heading', { name: /Friendship with God/ })).toBeVisible();
  await expect(block).toContainText(
    'James does not soften it: friendship with the world is enmity with God. In this message we ask what it looks like to give God the whole heart, not the...',
  );
  await block.getByRole('link', { name: 'Watch Message' }).click();
  await expect(page).toHaveURL(/\/messages\/demo-msg-01$/);
});

test('keyboard: Tab reaches a message card and Enter opens it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'keyboard journeys on the desktop layout');
  await page.goto('/messages');
  const firstCard = page.getByRole('main').getByRole('article').first().getByRole('link');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await firstCard.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(firstCard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/messages\/demo-msg-01$/);
  await expect(page.getByRole('button', { name: /Play video/ })).toBeVisible();
});

test('the messages pages hydrate under the CSP with no console errors or violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  for (const path of ['/messages', '/messages/demo-msg-02', '/']) {
    await page.goto(path);
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
          .__reactRouterDataRouter?.state.initialized === true ||
        // The home page ships no React (docs/decisions/0012); its own scripts mark the footer form.
        document.querySelector('footer form[data-enhanced]') !== null,
    );
  }
  // From the home block to the list: an ordinary link, the home page ships no React.
  await page
    .getByRole('region', { name: 'Latest Message' })
    .getByRole('link', { name: 'View All Messages' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Messages' })).toBeVisible();
  expect(problems).toEqual([]);
});
