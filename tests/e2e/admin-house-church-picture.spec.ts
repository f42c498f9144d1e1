/**
 * A house church's picture (docs/product.md#staff-house-churches, #house-church-directory): staff
 * choose one from the image library in the church form, and the public directory's card shows it
 * by srcset with the library's alt text; a church without one shows the standard picture.
 */
import { HC_ADMIN_WORDS } from '#shared/house-churches/admin-words.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
// It changes a demo church other journeys see: a server of its own.
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const CHURCH = 'East Austin Sunday Supper';
const PICTURE = 'An open Bible in soft light';

test('staff choose a library picture for a church and the directory card shows it', async ({ page }) => {
  test.slow(); // two pages and the library, checked by axe, on a shared machine
  await page.goto('/house-churches');
  const card = page.getByRole('article', { name: CHURCH });
  // Before: the standard picture, which says nothing to a screen reader.
  await expect(card.getByRole('img')).toHaveCount(0);
  await expect(card.locator('img[src="/images/house-churches/fallback.svg"]')).toHaveCount(1);

  await signIn(page, '/admin/house-churches');
  await page.getByRole('button', { name: `Edit ${CHURCH}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit “${CHURCH}”` });
  const picture = dialog.getByRole('group', { name: HC_ADMIN_WORDS.pictureLegend });
  await expect(picture).toContainText(HC_ADMIN_WORDS.pictureNone);
  await picture.getByRole('button', { name: 'Choose or upload a picture' }).click();
  await picture.getByRole('radio', { name: PICTURE }).check();
  await expect(picture).toContainText(`Chosen: ${PICTURE}`);
  await expectAccessible(page, 'the church form with the library open');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/house-churches');
  const shown = card.getByRole('img', { name: PICTURE });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('srcset', /-320\.jpg 320w, .*-1280\.jpg 1280w/);
  await expect(shown).toHaveAttribute('loading', 'lazy');
  // Seeded churches with a picture of their own show theirs too.
  await expect(
    page
      .getByRole('article', { name: 'Mueller Flagship House Church' })
      .getByRole('img', { name: /Friends around a table/ }),
  ).toBeVisible();
  await expectAccessible(page, 'the directory with pictures');

  // Cleared again: the card goes back to the standard picture.
  await page.goto('/admin/house-churches');
  await page.getByRole('button', { name: `Edit ${CHURCH}` }).click();
  await dialog.getByRole('button', { name: 'Remove picture' }).click();
  await expect(dialog.getByRole('group', { name: HC_ADMIN_WORDS.pictureLegend })).toContainText(
    HC_ADMIN_WORDS.pictureNone,
  );
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/house-churches');
  await expect(card.getByRole('img')).toHaveCount(0);
});
