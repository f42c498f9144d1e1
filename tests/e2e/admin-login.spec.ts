/**
 * Staff sign-in in a real browser (docs/product.md#signing-in): the server-side guard
 * sends a signed-out visitor to the login page and back to where they were going afterwards.
 */
import { E2E_ADMIN } from '#tests/e2e/env.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { adminNav } from '#tests/e2e/staff.ts';

test('a signed-out visitor is sent to sign in, comes back to the page asked for, and can sign out', async ({
  page,
}) => {
  await page.goto('/admin/events');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fevents$/);
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();

  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect((await adminNav(page)).getByRole('link', { name: 'Events' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.username}`)).toBeVisible();

  // Already signed in: the login page goes straight to the subscribers screen.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/subscribers$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The session ended on the server: the admin area is closed again, also for the API.
  await page.goto('/admin/subscribers');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  const check = await page.request.get('/api/admin/check-auth/');
  expect(await check.json()).toEqual({ authenticated: false });
});

test('sign-in works by keyboard alone', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(E2E_ADMIN.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
});
