/**
 * An unknown address answers 404 with a friendly page inside the usual layout and a way home
 * (docs/product.md#not-found-and-errors).
 */
import { footer, TITLE_SUFFIX } from '#tests/e2e/site.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

test('an unknown path answers 404 with a friendly page and a link home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(new RegExp(`\\${TITLE_SUFFIX}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    /not found|can.t find|cannot find|doesn.t exist|does not exist/i,
  );
  const home = main.getByRole('link', { name: 'Back to the home page' });
  await expect(home).toBeVisible();
  // The page keeps the site's layout, so a visitor is not stranded.
  await expect(footer(page)).toBeVisible();

  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main')).toBeVisible();
});

test('an unknown path under /api answers JSON, not a page', async ({ request }) => {
  const response = await request.get('/api/this-does-not-exist/');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({ error: 'Not found.' });
});
