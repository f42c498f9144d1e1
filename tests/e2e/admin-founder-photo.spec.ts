/**
 * Staff upload a founder's photo to the image library (docs/product.md#images), choose it for the founder in
 * /admin/content/founders, publish, and /about shows it from this site in the size its card needs
 * (the browser's `currentSrc` is the smallest stored width that fills the card at the screen's
 * density, WebP first; never the 1920 one on a phone). Axe-clean at 360 and 1280 px. It publishes,
 * so it runs on a server of its own.
 */
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import founders from '#content/founders.json' with { type: 'json' };
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const ALT = 'Joshua Adeyemi laughing with the house church after the evening prayer';
const STORED_WIDTHS = [320, 640, 1280, 1920];

/** The stored width the browser chose, the smallest stored width covering the drawn card, and more. */
async function chosenAndNeeded(picture: Locator) {
  await expect(picture).toHaveJSProperty('complete', true);
  return picture.evaluate((img: HTMLImageElement, stored) => {
    const chosen = Number(/-(\d+)\.(webp|jpg)$/.exec(img.currentSrc)?.[1]);
    const drawn = img.getBoundingClientRect().width * window.devicePixelRatio;
    const needed = stored.find((width) => width >= drawn) ?? stored[stored.length - 1];
    return {
      chosen,
      needed,
      format: img.currentSrc.split('.').pop(),
      naturalWidth: img.naturalWidth,
      clientWidth: img.clientWidth,
    };
  }, STORED_WIDTHS);
}

test('staff upload a founder photo, choose it for the founder, publish, and /about shows it at the right size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#6b4f3a' } })
    .jpeg()
    .toBuffer();

  await signIn(page, '/admin/images');
  await page
    .getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)')
    .setInputFiles({ name: 'joshua.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Alt text', { exact: true }).fill(ALT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText('The picture is in the library.');

  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Founders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Founders' })).toBeVisible();
  const firstPhoto = page.getByRole('group', { name: 'Photo', exact: true }).first();
  await firstPhoto.getByRole('button', { name: 'Choose from the library' }).click();
  await firstPhoto.getByRole('button', { name: `Use ${ALT}` }).click();
  await expect(firstPhoto.getByText(`From the library: ${ALT}`)).toBeVisible();
  await expectAccessible(page, 'the founders editor with a library photo chosen');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toHaveText('Draft saved. Visitors still see the published version.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Visitors see it now.');

  await page.goto('/about');
  const portrait = page.getByRole('main').getByRole('img', { name: ALT });
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toBeVisible();
  // The other founder keeps the seed's portrait.
  await expect(page.getByRole('main').getByRole('img', { name: founders[1]!.image.alt })).toBeVisible();
  const shown = await chosenAndNeeded(portrait);
  expect(shown.format).toBe('webp');
  expect(STORED_WIDTHS).toContain(shown.chosen);
  expect(shown.chosen).toBe(shown.needed);
  expect(shown.naturalWidth).toBeGreaterThanOrEqual(shown.clientWidth);
  if (page.viewportSize()!.width <= 360) expect(shown.chosen).toBeLessThan(1920);
  await expectAccessible(page, 'the About page with the founder’s library photo');
});
