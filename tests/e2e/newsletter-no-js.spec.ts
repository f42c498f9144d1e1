/**
 * The newsletter forms with JavaScript turned off (or before it runs, on a slow phone): plain form
 * posts to /newsletter, answered by a page rendered on the server, from the footer of any page and
 * from /newsletter itself. Sent at once, as autofill would: nobody waits out a fill time. A refused
 * post comes back with the field's error and the address as typed; and page posts are capped in size
 * like the API.
 */
import type { Page } from '@playwright/test';
import { NEWSLETTER_WORDS } from '#shared/newsletter/contract.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { newsletterForm } from '#tests/e2e/site.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { expectSubscribed, subscribersMatching } from '#tests/e2e/subscribers.ts';

// The English words, as a caller that sends no language gets them.
const EN_WORDS = NEWSLETTER_WORDS.in('en');

/** The form in the page's main content (on /newsletter), as opposed to the footer's. */
function pageForm(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    input: main.getByRole('textbox', { name: 'Email address' }),
    button: main.getByRole('button', { name: 'Subscribe' }),
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's footer form subscribes at once and says so", async ({ page, baseURL }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0); // no React here
    const address = `no-js-footer-${testInfo.project.name}-${Date.now()}@example.org`;
    const { input, button } = newsletterForm(page);
    await input.fill(address);
    await button.click();

    await expect(page).toHaveURL(/\/newsletter#form-answer$/);
    await expect(pageForm(page).main.getByText(EN_WORDS('form.subscribed'))).toBeVisible();
    const mail = await waitForMail(address);
    expect(mail.subject).toContain('Welcome');
    await expectSubscribed(baseURL!, address);
  });

  test('the /newsletter page subscribes at once and says so', async ({ page, baseURL }, testInfo) => {
    await page.goto('/newsletter');
    const address = `no-js-page-${testInfo.project.name}-${Date.now()}@example.org`;
    const { main, input, button } = pageForm(page);
    await input.fill(address);
    await button.click();

    await expect(page).toHaveURL(/\/newsletter#form-answer$/);
    await expect(main.getByText(EN_WORDS('form.subscribed'))).toBeVisible();
    await expect(input).toHaveValue('');
    const mail = await waitForMail(address);
    expect(mail.subject).toContain('Welcome');
    await expectSubscribed(baseURL!, address);
  });

  test('an address that is not one comes back with the field error and the address as typed', async ({
    page,
    baseURL,
  }, testInfo) => {
    const typed = `no-js-${testInfo.project.name}-${Date.now()}@example`;
    for (const from of ['/', '/newsletter']) {
      await page.goto(from);
      const form = from === '/' ? newsletterForm(page) : pageForm(page);
      await form.input.fill(typed);
      await form.button.click();

      // Answered on /newsletter: the error at its field, wired to it, and nothing lost.
      await expect(page).toHaveURL(/\/newsletter#form-answer$/);
      const { main, input } = pageForm(page);
      const error = main.getByText(EN_WORDS('form.invalidEmail'));
      await expect(error).toBeVisible();
      await expect(input).toHaveValue(typed);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
      await expect(main.getByText(EN_WORDS('form.subscribed'))).toHaveCount(0);
    }
    expect(await subscribersMatching(baseURL!, typed)).toEqual([]);
  });
});

test('a page post larger than the body limit is refused before it is read', async ({ request }) => {
  const response = await request.post('/newsletter', {
    form: { email: 'big@example.org', website: 'x'.repeat(100_000), form_started_at: '1' },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: 'That request is too large.' });
});
