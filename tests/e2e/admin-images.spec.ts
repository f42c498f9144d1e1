/**
 * The image library (docs/product.md#images): staff upload a photo to the image library with its alt text,
 * choose it for an event in the event form, and the public event page and list show it from this site in
 * the size the layout needs (the browser's `currentSrc` is the smallest stored width that fills the picture
 * at the screen's density), WebP first. Axe-clean at 360 and 1280 px. Changes an event: own server.
 */
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const ALT = 'Candles lit on a table before the evening prayer';

/** The stored width the browser chose, and the smallest stored width that covers the drawn picture. */
async function chosenAndNeeded(picture: Locator, widths: number[]) {
  await expect(picture).toHaveJSProperty('complete', true);
  return picture.evaluate((img: HTMLImageElement, stored) => {
    const chosen = Number(/-(\d+)\.(webp|jpg)$/.exec(img.currentSrc)?.[1]);
    const drawn = img.getBoundingClientRect().width * window.devicePixelRatio;
    const needed = stored.find((width) => width >= drawn) ?? stored[stored.length - 1];
    return { chosen, needed, format: img.currentSrc.split('.').pop() };
  }, widths);
}

test('staff upload a picture with alt text, choose it for an event, and the event page shows it at the right size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const upcoming = (await (await page.request.get('/api/events/?filter=upcoming')).json()) as Array<{
    id: number;
    title: string;
    series_id: number | null;
  }>;
  // A one-off event: a series' dates share their title in the staff table.
  const event = upcoming.find((candidate) => candidate.series_id === null)!;

  await signIn(page, '/admin/images');
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the empty image library');

  // Without alt text or "decorative", the upload is refused with the reason under the field.
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7a4b2a' } })
    .jpeg()
    .toBuffer();
  const file = { name: 'candles.jpg', mimeType: 'image/jpeg', buffer: photo };
  await page.getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please describe the picture for people who cannot see it, or mark it as decorative.',
  );
  await expectAccessible(page, 'an upload without alt text');

  await page.getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)').setInputFiles(file);
  await page.getByLabel('Alt text', { exact: true }).fill(ALT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText('The picture is in the library.');
  await expect(page.getByLabel('Alt text of picture 1')).toHaveValue(ALT);
  await expect(page.getByText('2400 × 1600 px · Not used yet')).toBeVisible();
  await expectAccessible(page, 'the library with one picture');

  // The event form: open the library, choose the picture by keyboard, save.
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Upcoming' }).click();
  await page.getByRole('button', { name: `Edit ${event.title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${event.title}”` });
  await edit.getByRole('button', { name: 'Choose or upload a picture' }).click();
  const choice = edit.getByRole('radio', { name: ALT });
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await expect(edit.getByText(`Chosen: ${ALT}`)).toBeVisible();
  await expectAccessible(page, 'the event form with the library open');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  const widths = [320, 640, 1280, 1920];
  // The list first: a browser may reuse a larger size it already holds (the page's) for a card.
  await page.goto('/events');
  const card = page.getByRole('main').getByRole('img', { name: ALT }).first();
  await card.scrollIntoViewIfNeeded();
  const inList = await chosenAndNeeded(card, widths);
  expect(inList.chosen).toBe(inList.needed);
  await page.goto(`/events/${event.id}`);
  const hero = page.getByRole('main').getByRole('img', { name: ALT });
  await expect(hero).toBeVisible();
  const onPage = await chosenAndNeeded(hero, widths);
  expect(onPage.format).toBe('webp');
  expect(onPage.chosen).toBe(onPage.needed);
  await expectAccessible(page, 'the event page with its picture');
});
