/**
 * The e2e staff account at work: signing in through the real login page (landing on `next`), and
 * signing an API context in, for journeys that check what staff see through the admin API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '#tests/e2e/env.ts';
import { expect } from '#tests/e2e/fixtures.ts';

/** Fills and sends the sign-in form the page shows (after a redirect to /admin/login, for example). */
export async function submitSignInForm(page: Page) {
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await submitSignInForm(page);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

/** Signs `request` in as staff: its later calls carry the session cookie. */
export async function signInApi(request: APIRequestContext, origin: string) {
  const response = await request.post('/api/admin/login/', { data: E2E_ADMIN, headers: { origin } });
  expect(response.status(), `the staff sign-in: ${await response.text()}`).toBe(200);
}

/**
 * The admin navigation, ready to click: on a phone it folds behind Menu (docs/product.md#staff-screens),
 * which is opened first, as a person would.
 */
export async function adminNav(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeVisible();
  const menu = nav.locator('details');
  if ((await menu.isVisible()) && !(await menu.evaluate((details: HTMLDetailsElement) => details.open))) {
    await menu.locator('summary').click();
  }
  return nav;
}
