/**
 * Giving journeys (docs/product.md#giving) on the e2e server, which runs without Stripe keys: the demo
 * checkout stands in for Stripe's and completes through the same service code as a verified webhook.
 */
import type { Page } from '@playwright/test';
import { DONATION_WORDS } from '#shared/giving/words.ts';
import { THANK_YOU_WORDS } from '#shared/giving/thank-you-words.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

function countDonationCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/donations')) calls += 1;
  });
  return () => calls;
}

test('a visitor gives $25.50 to Missions through the demo checkout and lands on the thank-you page', async ({
  page,
}, testInfo) => {
  test.slow();
  const donationCalls = countDonationCalls(page);
  await page.goto('/giving');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Demo mode/)).toBeVisible();

  // Empty form: the three messages, each tied to its field, and nothing sent.
  await page.getByRole('button', { name: 'Give now' }).click();
  await expect(page.getByText(DONATION_WORDS.invalidAmount, { exact: true })).toBeVisible();
  await expect(page.getByText(DONATION_WORDS.nameRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(DONATION_WORDS.emailRequired, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Amount (USD)')).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    `For your receipt. ${DONATION_WORDS.emailRequired}`,
  );
  await expectAccessible(page, 'with the validation messages shown');
  expect(donationCalls()).toBe(0);

  const amount = page.getByLabel('Amount (USD)');
  await expect(amount).toHaveAttribute('min', '1');
  await expect(amount).toHaveAttribute('step', '0.01');
  await amount.fill('0');
  await page.getByRole('button', { name: 'Give now' }).click();
  await expect(page.getByText(DONATION_WORDS.invalidAmount, { exact: true })).toBeVisible();

  // A preset fills the amount; the visitor then types their own.
  await page.getByRole('button', { name: '$50', exact: true }).click();
  await expect(amount).toHaveValue('50');
  await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await amount.fill('25.50');
  const email = `giver-${testInfo.project.name}-${Date.now()}@example.org`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lydia Purpura');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Category').selectOption({ label: 'Missions' });
  await page.getByLabel(/Message/).fill('For the mission field');

  // Hold the answer briefly so the processing state can be seen, as on a slow network.
  await page.route('**/api/donations/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const give = page.getByRole('button', { name: 'Give $25.50' });
  await give.click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();

  // The demo checkout, clearly labelled, with the stored amount and category.
  await expect(page).toHaveURL(/\/giving\/demo-checkout\/[0-9a-f-]{36}$/);
  const donationId = page.url().split('/').pop()!;
  await expect(page.getByText('Demo checkout · no card is charged')).toBeVisible();
  await expect(page.getByText('$25.50').first()).toBeVisible();
  await expect(page.getByText('Missions')).toBeVisible();
  await page.getByRole('button', { name: 'Complete demo gift of $25.50' }).click();

  // The gift's id and the checkout session leave the address bar at once (docs/product.md#private-links).
  await expect(page).toHaveURL(/\/donation-success$/);
  // One thank-you, by the name as given; the gift's id is not shown.
  await expect(page.getByRole('heading', { name: 'Thank you, Lydia Purpura!' })).toBeVisible();
  await expect(page.getByText(/thank you/i)).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(donationId);
  const details = page.locator('dl').filter({ hasText: 'Category' });
  await expect(details).toContainText('$25.50');
  await expect(details).toContainText('Missions');
  const next = page.getByRole('navigation', { name: 'Where to next' });
  await expect(next.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(next.getByRole('link', { name: 'See upcoming events' })).toHaveAttribute('href', '/events');
  await expect(next.getByRole('link', { name: 'Give again' })).toHaveAttribute('href', '/giving');
  // One newsletter invitation: the page's own (the footer leaves its form out here).
  await expect(page.getByRole('link', { name: THANK_YOU_WORDS.newsletterLink })).toHaveAttribute(
    'href',
    '/newsletter',
  );
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);

  // The API tells the same story, and the receipt reaches the donor's inbox.
  const api = await page.request.get(`/api/donations/${donationId}/`);
  expect(await api.json()).toEqual({
    name: 'Lydia',
    amount: 25.5,
    fee_cover: 0,
    interval: null,
    category: 'MISSIONS',
    payment_status: 'paid',
  });
  const receipt = await waitForMail(email);
  expect(receipt.text ?? '').toContain('Amount: $25.50');
  expect(receipt.text ?? '').toContain('Designated to: Missions');
});

test('the success page says processing until the payment is confirmed, then thanks the donor', async ({
  page,
}) => {
  test.slow(); // it waits for the page's own polling, on a machine shared with other work
  const created = await page.request.post('/api/donations/', {
    data: { amount: 40, name: 'Anna Phanuel', email: `anna-${Date.now()}@example.org`, category: 'OUTREACH' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.request.post('/api/donations/create_checkout_session/', { data: { donation_id: id } });

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/donation-success?donation_id=${id}`);
  await expect(page.getByRole('heading', { name: 'Processing your gift…' })).toBeVisible();
  // No React for this: the page's own small script asks again (features/giving/donation-watch.ts).
  await expect.poll(() => scripts.some((path) => path.includes('/donation-watch-'))).toBe(true);
  expect(scripts.filter((path) => path.includes('/entry.client-'))).toEqual([]);
  await expect(page.getByText(THANK_YOU_WORDS.receiptOnItsWay)).toHaveCount(0);

  // The confirmation arrives while the page is open (here from the demo checkout's completion).
  const completed = await page.request.post(`/giving/demo-checkout/${id}`, { form: {}, maxRedirects: 0 });
  expect(completed.status()).toBe(302);
  await expect(page.getByRole('heading', { name: 'Thank you, Anna Phanuel!' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('Outreach Programs').first()).toBeVisible();
  await expectAccessible(page, 'after the confirmation arrived');
});

test('an unknown donation thanks without a name or made-up details, and reveals nothing', async ({
  page,
}) => {
  await page.goto('/donation-success?donation_id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Thank you!', exact: true })).toBeVisible();
  await expect(page.getByText(THANK_YOU_WORDS.notLoaded)).toBeVisible();
  await expect(page.locator('main dl')).toHaveCount(0);

  const missing = await page.goto('/giving/demo-checkout/not-a-donation');
  expect(missing?.status()).toBe(404);
});

test('a quick donor (autofill, a fast hand) is held, never refused, and reaches the checkout', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = `quick-${testInfo.project.name}-${Date.now()}@example.org`;
  const answers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/donations/') answers.push(response.status());
  });
  await page.goto('/giving');
  // Filled and sent at once: the form holds the gift until the minimum fill time, then sends it.
  await page.getByRole('button', { name: '$25', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Joanna Chuza');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Give $25.00' }).click();
  await expect(page).toHaveURL(/\/giving\/demo-checkout\/[0-9a-f-]{36}$/);
  // One post, accepted: never "We could not accept this submission".
  expect(answers).toEqual([201]);
  // Stored: the checkout shows the gift as the server keeps it.
  const donationId = page.url().split('/').pop()!;
  expect(await (await page.request.get(`/api/donations/${donationId}/`)).json()).toEqual({
    name: 'Joanna',
    amount: 25,
    fee_cover: 0,
    interval: null,
    category: 'GENERAL',
    payment_status: 'pending',
  });
  await page.getByRole('button', { name: 'Complete demo gift of $25.00' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Joanna Chuza!' })).toBeVisible();
  const receipt = await waitForMail(email);
  expect(receipt.text ?? '').toContain('Amount: $25.00');
});
