/**
 * Staff look at the recurring gifts (docs/product.md#recurring-gifts-admin): from Donations to the
 * Recurring gifts screen, the monthly total with how it is counted, this run's demo monthly gift
 * found by status and name, and its history (the first charge, the start). Axe at each state.
 */
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn } from '#tests/e2e/staff.ts';

test('staff open the recurring gifts, filter to active, and read a gift’s charges and history', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const donor = `Lois ${tag}`;

  // A monthly gift with the fee covered, finished on the demo checkout as a donor would.
  const created = await page.request.post('/api/donations/', {
    data: {
      amount: 30,
      name: donor,
      email: `lois.${tag}@example.org`,
      category: 'OUTREACH',
      is_anonymous: false,
      donation_type: 'RECURRING',
      frequency: 'month',
      cover_fee: true,
    },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(
    (
      await page.request.post('/api/donations/create_checkout_session/', {
        data: { donation_id: id },
        headers: { origin },
      })
    ).status(),
  ).toBe(200);
  const paid = await page.request.post(`/giving/demo-checkout/${id}`, {
    form: { complete: '1' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);

  await signIn(page, '/admin/donations');
  await page.getByRole('link', { name: 'Recurring gifts and their monthly total' }).click();
  await expect(page).toHaveURL(/\/admin\/donations\/recurring$/);
  await expect(page.getByRole('heading', { name: 'Recurring gifts', level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Monthly recurring total' });
  await expect(totals).toContainText('A weekly gift counts as 52 ÷ 12 of its amount a month.');
  await expect(totals.getByRole('table', { name: 'Monthly recurring total by category' })).toContainText(
    'Outreach',
  );

  const list = page.getByRole('region', { name: 'All recurring gifts' });
  await list.getByLabel('Status').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await list.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.getByText('1 recurring gift (active) matching')).toBeVisible();
  const visible = (text: string | RegExp) => list.getByText(text).filter({ visible: true });
  await expect(visible(donor)).toBeVisible();
  await expect(visible(/\$30\.00 \+ \$1\.\d\d fee cover/)).toBeVisible();
  await expect(visible('Demo: no money given')).toBeVisible();
  await expectAccessible(page, 'recurring gifts filtered to active');

  // Keyboard: the history opens from the focused button.
  const history = list
    .getByRole('button', { name: /^History of the monthly gift of \$30\.00/ })
    .filter({ visible: true });
  await history.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Recurring gift' });
  await expect(dialog.getByRole('region', { name: 'Charges' })).toContainText('Paid');
  await expect(dialog).toContainText('Active, $30.00 +');
  await expect(dialog).toContainText('(by the demo checkout)');
  await expectAccessible(page, 'recurring gift history');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
