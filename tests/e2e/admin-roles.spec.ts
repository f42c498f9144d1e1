/**
 * Staff roles in the browser (docs/product.md#staff-roles): a Care volunteer, made with
 * `npm run admin -- create --roles care` before the site starts, signs in, sees only the Care rooms in
 * the navigation and on the dashboard, and opening Donations shows "You don't have access to this
 * page" with status 403, not an empty table.
 */
import { execFileSync } from 'node:child_process';
import { PROJECT_ROOT } from '#tests/server/spawn-server.ts';
import { expect } from '#tests/e2e/fixtures.ts';
import { ownServerTest } from '#tests/e2e/own-server.ts';
import { adminNav } from '#tests/e2e/staff.ts';

const CARE_VOLUNTEER = { username: 'care.volunteer', password: 'prayer-team-password-7c1e4b' };

const test = ownServerTest(async (dataDir) => {
  execFileSync(
    'npx',
    ['tsx', 'scripts/admin.ts', 'create', CARE_VOLUNTEER.username, '--roles', 'care', '--password-stdin'],
    {
      cwd: PROJECT_ROOT,
      input: CARE_VOLUNTEER.password,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
});

test('a Care volunteer sees only the Care rooms, and Donations answers 403', async ({ page }) => {
  test.slow(); // its own server, on a machine shared by many
  await page.goto('/admin/login?next=%2Fadmin');
  await page.getByLabel('Username').fill(CARE_VOLUNTEER.username);
  await page.getByLabel('Password').fill(CARE_VOLUNTEER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');

  const nav = await adminNav(page);
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Messages',
    'Prayer Requests',
    'Bible Study',
    'House Churches',
    'Images',
    'My account',
  ]);
  // The dashboard holds the Care cards, and no gifts.
  await expect(page.getByRole('region', { name: 'Prayer requests', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Donations', exact: true })).toHaveCount(0);

  const response = await page.goto('/admin/donations');
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page.", level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect((await adminNav(page)).getByRole('link', { name: 'Donations' })).toHaveCount(0);

  // A screen of its own rooms opens as usual.
  await nav.getByRole('link', { name: 'Prayer Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Prayer Requests', level: 1 })).toBeVisible();
});
