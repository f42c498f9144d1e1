/**
 * The admin's phone menu without JavaScript (docs/product.md#staff-screens): a <details> the browser
 * opens and closes by itself, by click and by keyboard.
 */
import { expect, test } from '#tests/e2e/fixtures.ts';
import { signInApi } from '#tests/e2e/staff.ts';

test.use({ javaScriptEnabled: false });

test('the admin menu opens without JavaScript', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu is a phone’s; a desktop shows the bar');
  await signInApi(page.request, new URL(baseURL!).origin);
  await page.goto('/admin/house-churches');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const people = nav.getByRole('list', { name: 'People' });
  await expect(people).toBeHidden();
  await nav.locator('summary').click();
  await expect(people).toBeVisible();
  await expect(people.getByRole('link', { name: 'House Churches' })).toHaveAttribute('aria-current', 'page');
  await nav.locator('summary').click();
  await expect(people).toBeHidden();
  await nav.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(people).toBeVisible();
  await people.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});
