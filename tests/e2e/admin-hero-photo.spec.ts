/**
 * Staff put a photo behind the home page's headline (docs/product.md#home): upload it to the image
 * library, add "Photo behind the headline" in the Home page editor, choose it, move its focal point,
 * publish, and the home page draws it behind the headline at once (it is the first view's picture),
 * cropped around that point and darkened so the words keep their contrast. Axe-clean at 360 and
 * 1280 px. It publishes, so it runs on a server of its own.
 */
import sharp from 'sharp';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const ALT = 'The congregation worshipping at the autumn gathering';

test('staff choose a photo behind the headline with its focal point, and the home page shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A bright photo: the veil, not the picture, must carry the words' contrast.
  const photo = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#f3e3c0' } })
    .jpeg()
    .toBuffer();

  await signIn(page, '/admin/images');
  await page
    .getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)')
    .setInputFiles({ name: 'gathering.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Alt text', { exact: true }).fill(ALT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText('The picture is in the library.');

  await page.goto('/admin/content/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  await expect(page.getByLabel('Headline')).toHaveValue('Drawing hearts back to God');
  await page.getByRole('button', { name: 'Add photo behind the headline' }).click();
  const hero = page.getByRole('group', { name: 'Photo behind the headline' });
  await hero.getByRole('button', { name: 'Choose from the library' }).click();
  await hero.getByRole('button', { name: `Use ${ALT}` }).click();
  await hero.getByLabel(/Focal point across/).fill('70');
  await hero.getByLabel(/Focal point down/).fill('35');
  await expectAccessible(page, 'the Home page editor with a photo behind the headline');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Visitors see it now.');

  await page.goto('/');
  const picture = page.getByRole('img', { name: ALT });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expect(picture).toHaveClass(/focal-x-70/);
  await expect(picture).toHaveClass(/focal-y-35/);
  expect(await picture.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('70% 35%');
  const headline = page.getByRole('heading', { level: 1, name: 'Drawing hearts back to God' });
  const [photoBox, textBox] = [await picture.boundingBox(), await headline.boundingBox()];
  expect(photoBox!.y).toBeLessThanOrEqual(textBox!.y);
  expect(photoBox!.y + photoBox!.height).toBeGreaterThanOrEqual(textBox!.y + textBox!.height);
  await expectAccessible(page, 'the home page with a photo behind the headline');
});
