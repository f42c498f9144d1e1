/**
 * The admin's frame on a phone and a desktop (docs/product.md#staff-screens, #staff-events): the
 * navigation in its groups, folded behind a Menu on a phone that opens by keyboard, and the events
 * table showing every action without scrolling sideways (a card per event on a phone).
 */
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn } from '#tests/e2e/staff.ts';

test('the admin navigation: groups in a bar on a desktop, a Menu a keyboard opens on a phone', async ({
  page,
}, testInfo) => {
  await signIn(page, '/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const menu = nav.locator('summary');
  if (testInfo.project.name === 'mobile') {
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('list', { name: 'Giving' })).toBeVisible();
    await expectAccessible(page, 'the admin menu open');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(nav.getByRole('list', { name: 'Giving' })).toBeHidden();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('list', { name: 'Giving' })).toBeVisible();
  } else {
    await expect(menu).toBeHidden();
  }
  await expect(nav.getByRole('list', { name: 'People' }).getByRole('link')).toHaveText([
    'Messages',
    'Prayer Requests',
    'Bible Study',
    'House Churches',
  ]);
  await nav.getByRole('list', { name: 'Giving' }).getByRole('link', { name: 'Recurring gifts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Recurring');
  // The new screen starts with the menu folded again.
  if (testInfo.project.name === 'mobile')
    await expect(nav.getByRole('list', { name: 'Giving' })).toBeHidden();
  // Nothing of the frame is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('the events table shows every action without scrolling sideways', async ({ page }, testInfo) => {
  await signIn(page, '/admin/events');
  // The table's scrolling box (the screen's section is also named Events).
  const region = page.locator('div[role="region"][aria-label="Events"]');
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const fits = await region.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(fits.scroll, `scrollWidth ${fits.scroll} > clientWidth ${fits.client}`).toBeLessThanOrEqual(
    fits.client,
  );
  // Every row's last action (Delete) lies within the screen.
  const rightEdges = await table.evaluate((element) =>
    [...element.querySelectorAll('button')]
      .filter((button) => button.textContent?.startsWith('Delete'))
      .map((button) => button.getBoundingClientRect().right),
  );
  expect(rightEdges.length).toBeGreaterThan(2);
  expect(Math.max(...rightEdges)).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (testInfo.project.name === 'mobile') {
    // A card per event: no header row, each line led by its column's name.
    await expect(table.locator('thead')).toBeHidden();
    await expect(table.getByRole('cell', { name: /^Date:/ }).first()).toBeVisible();
    const display = await table
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display);
    expect(display).toBe('block');
  }
  await expectAccessible(page, 'the events table');
});
