/**
 * The audit log (docs/product.md#audit-log): an administrator marks a private prayer request
 * handled, opens /admin/audit, filters by person and area, and finds the change as a sentence
 * ("Marked a prayer request as handled"), with the request's id only in the CSV, never who asked or
 * the prayer's words, on the screen or in the CSV.
 */
import fs from 'node:fs';
import { E2E_ADMIN } from '#tests/e2e/env.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { adminNav, signIn } from '#tests/e2e/staff.ts';

/** A run-unique tag: both projects share one server and one database. */
const tagFor = (project: string) => `${project}${Date.now().toString(36)}`;

test('an administrator finds their change in the audit log, without the prayer', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = tagFor(testInfo.project.name);
  const name = `Miriam ${tag}`;
  const words = `Please pray for my sister's surgery ${tag}`;
  const sent = await page.request.post('/api/prayer-request/', {
    data: { name, email: `miriam.${tag}@example.org`, request: words },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, '/admin/prayer-requests');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('article', { name: `Prayer request from ${name}` })
    .getByRole('button', { name: 'Read' })
    .click();
  const reader = page.getByRole('dialog', { name: `Prayer request from ${name}` });
  await expect(reader).toContainText(words);
  await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await reader.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(reader.getByText('Marked as handled.')).toBeVisible();
  await reader.getByRole('button', { name: 'Close' }).click();

  await (await adminNav(page)).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: E2E_ADMIN.username });
  await expect(page).toHaveURL(/[?&]person=[0-9a-f-]{36}/);
  await page.getByLabel('Area').selectOption({ label: 'Prayer requests' });
  await expect(page).toHaveURL(/[?&]area=prayer-requests/);

  const entries = page.getByRole('table', { name: 'Audit log entries' });
  // Both viewports share the server: the newest such entry is this run's.
  const row = entries.getByRole('row').filter({ hasText: 'Marked a prayer request as handled' }).first();
  await expect(row).toContainText(E2E_ADMIN.username);
  await expect(row).toContainText('Changed: handled');
  await expect(entries).not.toContainText(id);
  await expect(page.getByText(words)).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
  await expectAccessible(page, 'audit log filtered by person and area');

  // The filters survive a reload: they live in the URL.
  await page.reload();
  await expect(page.getByLabel('Area')).toHaveValue('prayer-requests');
  await expect(
    entries.getByRole('row').filter({ hasText: 'Marked a prayer request as handled' }).first(),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(`,${E2E_ADMIN.username},`);
  expect(csv).toContain(
    `,Prayer requests,Changed,Marked a prayer request as handled,Changed: handled,prayer request,${id},`,
  );
  expect(csv).not.toContain('Sign-in'); // the area filter applies to the file too
  expect(csv).not.toContain(tag);
});
