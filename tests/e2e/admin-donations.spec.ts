/**
 * Staff check the donations (docs/product.md#donations): totals of paid gifts, the list filtered to paid
 * gifts, an anonymous donor shown as such (the email only in the gift's detail), and the CSV export
 * of what the filter shows, anonymous donors included as "Anonymous".
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEMO_GIFT_LABEL,
  DEMO_GIFTS_NOT_COUNTED,
  type DonationTotals,
  formatCents,
} from '#shared/giving/admin-format.ts';
import { give } from '#tests/e2e/admin-data.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn } from '#tests/e2e/staff.ts';

async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8') };
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('staff filter donations to paid, see the totals, open an anonymous gift and export CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const donor = `Tabitha ${tag}`;
  const hidden = `Joanna ${tag}`;
  const paidId = await give(
    page.request,
    origin,
    { amount: 42.5, name: donor, email: `tabitha.${tag}@example.org`, category: 'MISSIONS' },
    true,
  );
  const anonymousId = await give(
    page.request,
    origin,
    {
      amount: 75,
      name: hidden,
      email: `joanna.${tag}@example.org`,
      category: 'BUILDING',
      is_anonymous: true,
    },
    true,
  );
  await give(
    page.request,
    origin,
    { amount: 9, name: donor, email: `tabitha.${tag}@example.org`, category: 'GENERAL' },
    false,
  );

  const totalsAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/admin/donations/totals/') && response.ok(),
  );
  await signIn(page, '/admin/donations');
  await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();
  const totals = (await (await totalsAnswer).json()) as DonationTotals;

  // Totals: the screen shows the server's sums, which leave out demo gifts (every gift here is one).
  const missions = totals.by_category.find((row) => row.category === 'MISSIONS')!;
  const totalsRegion = page.getByRole('region', { name: /^Paid gifts, / });
  await expect(totalsRegion).toContainText(formatCents(totals.total_cents));
  await expect(totalsRegion).toContainText(DEMO_GIFTS_NOT_COUNTED);
  await expect(page.getByRole('region', { name: 'By category' })).toContainText(
    `Missions${formatCents(missions.total_cents)}`,
  );
  const thisMonth = totals.by_month.at(-1)!;
  await expect(
    page.getByRole('table', { name: 'Paid gifts by month' }).getByRole('row').nth(1),
  ).toContainText(formatCents(thisMonth.total_cents));

  // Filter to paid gifts and find this run's donor: the unpaid gift of the same donor is left out.
  const list = page.getByRole('region', { name: 'All donations' });
  await list.getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);
  await list.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.getByText('1 donation (paid) matching')).toBeVisible();
  const visible = (text: string) => list.getByText(text, { exact: true }).filter({ visible: true });
  await expect(visible(donor)).toBeVisible();
  await expect(visible('$42.50')).toBeVisible();
  await expect(visible(DEMO_GIFT_LABEL)).toBeVisible();
  await expect(visible('$9.00')).toHaveCount(0);
  // A search by name never finds an anonymous gift; its id does, and it reads Anonymous.
  await expect(visible(hidden)).toHaveCount(0);
  await list.getByRole('searchbox', { name: 'Search' }).fill(anonymousId);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.getByText('1 donation (paid) matching')).toBeVisible();
  await expect(visible('Anonymous')).toBeVisible();
  await expect(list).not.toContainText('Joanna');
  await expectAccessible(page, 'donations filtered to paid');

  // The detail shows staff the receipt's email, not the name.
  await list
    .getByRole('button', { name: /^View the gift of \$75\.00/ })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Donation' });
  await expect(dialog).toContainText(`joanna.${tag}@example.org`);
  await expect(dialog).toContainText('The donor asked to give anonymously.');
  await expect(dialog).not.toContainText(hidden);
  await expectAccessible(page, 'anonymous gift detail');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Export every paid gift: this run's two are in the file, the anonymous one as Anonymous.
  await list.getByRole('searchbox', { name: 'Search' }).fill('');
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/donations\?status=paid$/);
  const csv = await downloadText(page, () => list.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toBe(`donations-${today()}.csv`);
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const lines = csv.text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Date,Paid at,Donor,Email,Gift (USD),Fee cover (USD),Category,Status,Demo,Stripe amount mismatch (USD),Refunded (USD),Disputed at,Donation ID',
  );
  expect(lines.slice(1).every((line) => line.includes(',Paid,'))).toBe(true);
  expect(csv.text).toContain(
    `,${donor},tabitha.${tag}@example.org,42.50,0.00,Missions,Paid,${DEMO_GIFT_LABEL},,0.00,,${paidId}`,
  );
  expect(csv.text).toContain(
    `,Anonymous,,75.00,0.00,Building Fund,Paid,${DEMO_GIFT_LABEL},,0.00,,${anonymousId}`,
  );
  expect(csv.text).not.toContain(hidden);
  expect(csv.text).not.toContain(`joanna.${tag}`);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
