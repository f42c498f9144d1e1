/**
 * A monthly gift covering the card fee (docs/product.md#recurring-gifts, #cover-the-fee), on the e2e
 * server's demo checkout, the whole way: the exact fee amount on /giving, the labelled recurring
 * demo checkout, the thank-you page, the receipt with both parts, then the receipt's sign-in link to
 * the donor's own page, where the donor changes the amount (the fee cover follows it) and cancels.
 */
import { DONOR_PAGE_PATH, DONOR_PAGE_WORDS, RECURRING_WORDS } from '#shared/giving/manage-words.ts';
import { THANK_YOU_WORDS } from '#shared/giving/thank-you-words.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

test('a visitor gives $50.00 every month covering the fee, then changes and cancels it from the receipt link', async ({
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

  // The gift's id leaves the address bar at once (docs/product.md#private-links).
  await expect(page).toHaveURL(/\/donation-success$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Phoebe Cenchreae!' })).toBeVisible();
  await expect(page.getByText(/Your monthly gift of/)).toBeVisible();
  // A recurring gift is changed or cancelled on the donor's own page.
  await expect(page.getByRole('link', { name: THANK_YOU_WORDS.changeOrCancelLink })).toHaveAttribute(
    'href',
    DONOR_PAGE_PATH,
  );
  await expectAccessible(page, 'the thank-you page for a monthly gift');

  const receipt = await waitForMail(email, { containing: 'monthly gift by card' });
  expect(receipt.text ?? '').toContain(
    'Amount: Gift $50.00, card fee covered $1.81, total $51.81 (USD, monthly gift by card)',
  );

  // The receipt's own sign-in link opens the donor's page.
  const link = /https?:\/\/\S+(\/giving\/manage\?token=[\w-]{43})/.exec(receipt.text ?? '')?.[1];
  expect(link, 'the receipt carries a sign-in link').toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: DONOR_PAGE_WORDS.continueButton }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const gift = page.getByRole('listitem').filter({ hasText: 'every month to Outreach Programs' });
  await expect(gift.getByRole('heading', { level: 3 })).toContainText('$50.00 + $1.81 fee cover');
  await expect(page.getByRole('row', { name: /Outreach Programs/ })).toContainText('$51.81');
  await expectAccessible(page, "the donor's page with the new monthly gift");

  await gift.getByLabel('New amount (USD)').fill('60');
  await gift.getByRole('button', { name: 'Change from the next charge' }).click();
  await expect(page.getByText(RECURRING_WORDS.changed)).toBeVisible();
  await page.reload();
  // Stored: $60.00 from the next charge, and the fee cover worked out again for it.
  await expect(
    page.getByRole('heading', { level: 3, name: /\$62\.11 \(\$60\.00 \+ \$2\.11 fee cover\) every month/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Cancel this recurring gift' }).click();
  await expect(page.getByText(RECURRING_WORDS.cancelled)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recurring gifts' })).toHaveCount(0);
  await expectAccessible(page, 'after cancelling the monthly gift');
});
