/**
 * A monthly gift covering the card fee (issue 18), on the e2e server's demo checkout: the exact fee
 * amount on /giving, the labelled recurring demo checkout, the thank-you page, and the receipt
 * with both parts.
 */
import { waitForMail } from './mail.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test('a visitor gives $50.00 every month, covers the fee, and gets a receipt showing both parts', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/giving');
  await page.getByLabel('Every month').check();
  await page.getByLabel('Amount (USD)').fill('50');
  const cover = page.getByLabel('Add $1.81 so the ministry receives $50.00.');
  await expect(cover).toBeVisible();
  await cover.check();
  const email = `monthly-${testInfo.project.name}-${Date.now()}@example.org`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Phoebe Cenchreae');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Category').selectOption({ label: 'Outreach Programs' });
  await expectAccessible(page, 'a monthly gift with the fee covered');
  await page.getByRole('button', { name: 'Give $51.81 monthly' }).click();

  await expect(page).toHaveURL(/\/giving\/demo-checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Demo — no money moves; this would repeat every month.')).toBeVisible();
  await expect(page.getByText('Gift $50.00, card fee covered $1.81, total $51.81')).toBeVisible();
  await expectAccessible(page, 'the recurring demo checkout');
  await page.getByRole('button', { name: 'Complete demo gift of $51.81 every month' }).click();

  await expect(page).toHaveURL(/\/donation-success\?donation_id=/);
  await expect(page.getByRole('heading', { name: 'Thank you, Phoebe!' })).toBeVisible();
  await expect(page.getByText(/Your monthly gift of/)).toBeVisible();
  await expectAccessible(page, 'the thank-you page for a monthly gift');

  const receipt = await waitForMail(email, { containing: 'monthly gift by card' });
  expect(receipt.text ?? '').toContain(
    'Amount: Gift $50.00, card fee covered $1.81, total $51.81 (USD, monthly gift by card)',
  );
});
