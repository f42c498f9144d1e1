/**
 * The footer form before JavaScript runs (slow phone, scripts blocked): a plain form post to
 * /newsletter, answered by a server-rendered page; and page posts are capped in size like the API.
 */
import { NEWSLETTER_MESSAGES } from '#shared/newsletter.ts';
import { waitForEmailTo } from './mail.ts';
import { newsletterForm } from './site.ts';
import { expect, test } from './fixtures.ts';

test.describe("without the site's JavaScript", () => {
  test('the footer form still subscribes and says so', async ({ page }, testInfo) => {
    // The site's scripts never load (a slow phone before hydration, or blocked): the page stays as
    // the server rendered it. The accessibility check still runs, injected by the test.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0); // not hydrated
    const address = `no-js-${testInfo.project.name}-${Date.now()}@example.org`;
    const { input, button } = newsletterForm(page);
    await input.fill(address);
    await page.waitForTimeout(2000); // the form refuses posts faster than a person fills it
    await button.click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('main').getByText(NEWSLETTER_MESSAGES.subscribed)).toBeVisible();
    const mail = await waitForEmailTo(address);
    expect(mail.subject).toContain('Welcome');
  });
});

test('a page post larger than the body limit is refused before it is read', async ({ request }) => {
  const response = await request.post('/newsletter', {
    form: { email: 'big@example.org', website: 'x'.repeat(100_000), form_started_at: '1' },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: 'That request is too large.' });
});
