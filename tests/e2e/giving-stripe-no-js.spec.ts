/**
 * Giving through Stripe with JavaScript off (docs/product.md#giving): the form is posted to /giving
 * and the server answers with a redirect to Stripe's hosted Checkout, on another origin than the
 * site's. Chromium checks that redirect against the page's CSP form-action, so these journeys run on
 * a server of their own pointed at the fake Stripe (tests/fakes/stripe-server.ts), whose Checkout and
 * Billing Portal pages are on its own port, as Stripe's are on checkout.stripe.com and
 * billing.stripe.com. Paying there sends the signed webhooks and returns to the site.
 *
 * The pages are opened from the context, not with the `page` fixture: its accessibility check would
 * run on the fake's pages too.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DONOR_PAGE_WORDS } from '#shared/giving/manage-words.ts';
import { CHECKOUT_PAGE_HEADING, PORTAL_PAGE_HEADING } from '#tests/fakes/stripe/hosted-pages.ts';
import { type FakeStripe, startFakeStripe } from '#tests/fakes/stripe-server.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { ownServerTimeout, withOwnServer } from '#tests/e2e/own-server.ts';
import { expect, test as base } from '#tests/e2e/fixtures.ts';

const WEBHOOK_SECRET = 'whsec_e2e_no_js_giving_0123456789';

const test = base.extend<object, { fakeStripe: FakeStripe; ownServerUrl: string }>({
  fakeStripe: [
    async ({}, provide) => {
      const stripe = await startFakeStripe();
      try {
        await provide(stripe);
      } finally {
        await stripe.close();
      }
    },
    { scope: 'worker' },
  ],
  ownServerUrl: [
    async ({ fakeStripe }, provide) => {
      const env = {
        STRIPE_SECRET_KEY: fakeStripe.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fakeStripe.url,
      };
      await withOwnServer({ env }, async (url) => {
        const webhookUrl = new URL('/api/donations/webhook/', url);
        webhookUrl.hostname = '127.0.0.1'; // where the server listens, whatever localhost resolves to
        fakeStripe.sendWebhooksTo({ url: webhookUrl.href, secret: WEBHOOK_SECRET });
        await provide(url);
      });
    },
    { scope: 'worker', timeout: ownServerTimeout({}) },
  ],
  baseURL: async ({ ownServerUrl }, provide) => {
    await provide(ownServerUrl);
  },
});

test.use({ javaScriptEnabled: false });

/** What the browser said about its Content-Security-Policy on each page (a refused redirect). */
const refusals = new WeakMap<Page, string[]>();

async function pageWithoutJavaScript(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const said: string[] = [];
  refusals.set(page, said);
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) said.push(message.text());
  });
  await page.goto(path);
  expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
  return page;
}

async function fillGift(page: Page, gift: { amount: string; name: string; email: string }) {
  await page.getByLabel('Amount (USD)').fill(gift.amount);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(gift.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(gift.email);
  await page.getByLabel('Category').selectOption({ label: 'Outreach Programs' });
}

/** Stripe's hosted page `heading`, reached through the server's redirect of a posted form. */
async function expectStripePage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading }))
    .toBeVisible()
    .catch((error: unknown) => {
      const said = refusals.get(page)?.join('\n') || 'nothing';
      throw new Error(`Not on "${heading}"; the browser said: ${said}`, { cause: error });
    });
}

/** The fake's Checkout page, on its own origin: what the donor sees once the redirect was allowed. */
async function expectStripeCheckout(page: Page, fakeStripe: FakeStripe, pay: string) {
  await expectStripePage(page, CHECKOUT_PAGE_HEADING);
  expect(new URL(page.url()).origin).toBe(fakeStripe.url);
  expect(new URL(page.url()).pathname).toMatch(/^\/c\/pay\/cs_test_\w+$/);
  await expect(page.getByText(pay)).toBeVisible();
}

test('a one-time gift goes to Stripe Checkout, is paid there and comes back thanked and receipted', async ({
  context,
  fakeStripe,
}, testInfo) => {
  test.slow();
  const email = `stripe-no-js-once-${testInfo.project.name}-${Date.now()}@example.org`;
  const page = await pageWithoutJavaScript(context, '/giving');
  await fillGift(page, { amount: '12.34', name: 'Tabitha Dorcas', email });
  await page.getByRole('button', { name: /^Give/ }).click();

  await expectStripeCheckout(page, fakeStripe, `Pay $12.34 as ${email}`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Tabitha Dorcas!' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/donation-success');
  const receipt = await waitForMail(email, { containing: 'Amount: $12.34' });
  expect(receipt.subject).not.toMatch(/Demo/);
});

test('a monthly gift goes to Stripe Checkout, and its donor reaches the Billing Portal from "Change card"', async ({
  context,
  fakeStripe,
}, testInfo) => {
  test.slow();
  const email = `stripe-no-js-monthly-${testInfo.project.name}-${Date.now()}@example.org`;
  const page = await pageWithoutJavaScript(context, '/giving');
  await page.getByLabel('Every month').check();
  await fillGift(page, { amount: '25', name: 'Phoebe Cenchreae', email });
  await page.getByRole('button', { name: /^Give/ }).click();

  await expectStripeCheckout(page, fakeStripe, `Pay $25.00 every period as ${email}`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Phoebe Cenchreae!' })).toBeVisible();

  // The receipt's sign-in link opens the donor's own page, where the gift is a real one.
  const receipt = await waitForMail(email, { containing: '/giving/manage?token=' });
  const link = /https?:\/\/\S+(\/giving\/manage\?token=[\w-]{43})/.exec(receipt.text ?? '')![1]!;
  await page.goto(link);
  await page.getByRole('button', { name: DONOR_PAGE_WORDS.continueButton }).click();
  const gift = page.getByRole('listitem').filter({ hasText: 'every month to Outreach Programs' });
  await gift.getByRole('button', { name: 'Change card' }).click();

  await expectStripePage(page, PORTAL_PAGE_HEADING);
  expect(new URL(page.url()).origin).toBe(fakeStripe.url);
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DONOR_PAGE_WORDS.pageHeading })).toBeVisible();
});
