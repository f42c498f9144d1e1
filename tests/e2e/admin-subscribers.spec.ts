/**
 * Staff look at subscribers and leads (docs/product.md#subscribers-and-leads): tabs, the source
 * filter, search, the statistics with their chart, CSV exports whose content opens safely in a
 * spreadsheet, and a session that ends mid-visit sending the screen back to sign in.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn, submitSignInForm } from '#tests/e2e/staff.ts';

async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8') };
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('staff filter, search and export subscribers; the CSV opens safely in a spreadsheet', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // a long journey on a machine shared by many
  // Addresses of this run only (both projects share one server); one starts like a formula.
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const formula = `-2+3${tag}@example.org`;
  const plain = `ruth.${tag}@example.org`;
  for (const email of [formula, plain]) {
    const response = await page.request.post('/api/newsletter/subscribe/', { data: { email } });
    expect(response.status()).toBe(201);
  }

  await signIn(page, '/admin/subscribers');
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Email Subscribers' })).toHaveAttribute('aria-selected', 'true');

  // Search narrows to this run's rows.
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('2 records matching')).toBeVisible();
  const table = page.getByRole('table', { name: 'Email Subscribers' });
  await expect(table.getByRole('cell', { name: plain })).toBeVisible();
  await expect(table.getByRole('cell', { name: formula })).toBeVisible();

  // Source filter: both came from the newsletter form, none from a devotional.
  await page.getByLabel('Source').selectOption('devotional');
  await expect(table.getByText('No email subscribers match.')).toBeVisible();
  await expect(page).toHaveURL(/source=devotional/);
  await page.getByLabel('Source').selectOption('newsletter');
  await expect(table.getByRole('cell', { name: plain })).toBeVisible();
  await expectAccessible(page, 'email subscribers, filtered');

  const csv = await downloadText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.name).toBe(`email-subscribers-${today()}.csv`);
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const lines = csv.text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Name,Email,Phone,Source,Language,Interests,Subscribed,Verified,Subscribed at,Emails sent,Emails opened',
  );
  expect(lines.filter(Boolean)).toHaveLength(3); // header + this run's two (the filter applies)
  expect(csv.text).toContain(`,'${formula},`); // neutralised: the cell starts with an apostrophe
  expect(csv.text).toContain(`,${plain},,newsletter,English,,Yes,No,`);
  for (const line of lines) for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

  // Leads tabs: their own tables and files.
  await page.getByRole('tab', { name: 'Devotional Leads' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Devotional Leads' })).toBeVisible();
  const devotional = await downloadText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(devotional.name).toBe(`devotional-leads-${today()}.csv`);
  expect(devotional.text.split('\r\n')[0]).toBe(
    '\uFEFFName,Email,Phone,Interests,Source,Book title,Downloaded at,Email verified,Subscribed to newsletter,IP address',
  );
  // The tabs follow the arrow keys (WAI-ARIA tabs).
  await page.getByRole('tab', { name: 'Devotional Leads' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Event Leads' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Event Leads' })).toHaveAttribute('aria-selected', 'true');
  const eventLeads = await downloadText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(eventLeads.name).toBe(`event-leads-${today()}.csv`);

  await page.getByRole('tab', { name: 'Statistics' }).click();
  const stats = page.getByRole('tabpanel', { name: 'Statistics' });
  await expect(stats.getByText('Total subscribers')).toBeVisible();
  await expect(stats.getByText('Open rate', { exact: true })).toBeVisible();
  await expect(stats.getByRole('img', { name: /Sign-ups per month from/ })).toBeVisible();
  await expectAccessible(page, 'statistics tab');
  const statsCsv = await downloadText(page, () => stats.getByRole('button', { name: 'Export CSV' }).click());
  expect(statsCsv.name).toBe(`statistics-${today()}.csv`);
  expect(statsCsv.text).toMatch(/\r\nTotal subscribers,\d+\r\n/);
  expect(statsCsv.text).toMatch(/\r\nOpen rate,\d+%\r\n/);
});

test('a session that ends mid-visit sends the screen back to sign in, and back again after', async ({
  page,
}) => {
  await signIn(page, '/admin/subscribers');
  await page.getByRole('tab', { name: 'Event Leads' }).click();
  await expect(page).toHaveURL(/tab=event/);
  await expect(page.getByRole('table', { name: 'Event Leads' })).toBeVisible();
  // Signed out elsewhere (another tab, or the session expired): the next data call gets 401.
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/admin/logout/', { headers: { origin } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsubscribers%3Ftab%3Devent$/);
  await submitSignInForm(page);
  await expect(page).toHaveURL(/\/admin\/subscribers\?tab=event$/);
  await expect(page.getByRole('tab', { name: 'Event Leads' })).toHaveAttribute('aria-selected', 'true');
});
