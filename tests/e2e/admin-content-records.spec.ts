/**
 * Staff manage the testimonies and resources the public pages show
 * (docs/product.md#testimonies-and-resources): a testimony edited in /admin/testimonies shows its
 * new words on /devotional-whom, a book hidden in /admin/resources leaves /resources at once, and
 * downloads reordered from the keyboard show in the new order on /press. These journeys change the
 * seeded records themselves, so they run against a server of their own (fresh database, seeded from
 * content/), never the one other journeys read.
 */
import type { Page } from '@playwright/test';
import devotionalWhom from '#content/devotional-whom.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

test('staff edit a testimony and the devotional page shows the new words', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/devotional-whom');
  const testimony = page.getByRole('main').getByRole('figure');
  await expect(testimony.getByRole('blockquote')).toHaveText(`“${devotionalWhom.testimonial.quote}”`);

  await signIn(page, '/admin/testimonies');
  const list = page.getByRole('list', { name: 'Testimonies on /devotional-whom' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: `Edit ${devotionalWhom.testimonial.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit testimony by ${devotionalWhom.testimonial.name}` });

  // Blank words are refused under the field, and the field gets the focus.
  const words = dialog.getByLabel('Testimony');
  await words.fill('   ');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(words).toBeFocused();
  await expect(words).toHaveAccessibleDescription('Please enter the words of the testimony.');
  await expectAccessible(page, 'testimony form with an error');

  const newWords = 'Thirty mornings with this devotional taught me to wait on God instead of rushing ahead.';
  await words.fill(newWords);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    `Saved the testimony by ${devotionalWhom.testimonial.name}.`,
  );
  await expect(list.getByText(newWords)).toBeVisible();

  await page.goto('/devotional-whom');
  await expect(testimony.getByRole('blockquote')).toHaveText(`“${newWords}”`);
  // Its caption names the figure.
  await expect(testimony).toHaveAccessibleName(devotionalWhom.testimonial.name);
});

test('staff hide a book and /resources no longer lists it; showing it brings it back', async ({ page }) => {
  test.setTimeout(90_000);
  const title = 'Avoiding an Untimely Death';
  const book = (p: Page) => p.locator('main').getByRole('article', { name: title });
  await page.goto('/resources');
  await expect(book(page)).toBeVisible();

  await signIn(page, '/admin/resources');
  const books = page.getByRole('list', { name: 'Books' });
  await books.getByRole('button', { name: `Hide ${title}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Hidden “${title}”: it no longer shows on the site.`);
  await expect(books.getByRole('listitem').filter({ hasText: title }).getByText('Hidden')).toBeVisible();
  await expectAccessible(page, 'a hidden book');

  await page.goto('/resources');
  await expect(page.locator('main').getByRole('heading', { name: 'Books' })).toBeVisible();
  await expect(book(page)).toHaveCount(0);
  await expect(page.locator('main').getByRole('article', { name: 'Whom Will God Glorify?' })).toBeVisible();

  await page.goto('/admin/resources');
  await books.getByRole('button', { name: `Show ${title}` }).click();
  await expect(page.getByRole('status')).toHaveText(`“${title}” shows on the site again.`);
  await page.goto('/resources');
  await expect(book(page)).toBeVisible();
});

test('staff reorder downloads from the keyboard and /press shows the new order', async ({ page }) => {
  test.setTimeout(90_000);
  const pressHrefs = async () => {
    await page.goto('/press');
    return page
      .locator('main a[download]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  };
  const seeded = press.downloads.map((download) => download.href);
  expect(await pressHrefs()).toEqual(seeded);

  await signIn(page, '/admin/resources');
  const downloads = page.getByRole('list', { name: 'Downloads' });
  const kit = press.downloads[3]!.title; // "Complete press kit", fourth of six downloads
  const moveUp = downloads.getByRole('button', { name: `Move up ${kit}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Moved “${kit}” up: now 3 of 6.`);
  // The keyboard stays on the item that moved: Enter again moves it again.
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Moved “${kit}” up: now 2 of 6.`);
  await expect(downloads.getByRole('heading', { level: 3 })).toHaveText([
    press.downloads[0]!.title,
    kit,
    press.downloads[1]!.title,
    press.downloads[2]!.title,
    'Whom Will God Glorify?',
    'Fulfill Your Days',
  ]);
  await expectAccessible(page, 'after reordering');

  // Kept on the server: a reload shows the same order, and so does /press.
  await page.reload();
  await expect(downloads.getByRole('heading', { level: 3 }).nth(1)).toHaveText(kit);
  expect(await pressHrefs()).toEqual([seeded[0], seeded[3], seeded[1], seeded[2]]);
});

test('staff add a download, are told what a bad link needs, and delete it after confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/admin/resources');
  await page.getByRole('button', { name: 'New download' }).click();
  const dialog = page.getByRole('dialog', { name: 'New download' });
  await dialog.getByLabel(/^Title/).fill('Sermon notes');
  await dialog.getByLabel(/^Text/).fill('Notes from the last gathering.');
  await dialog.getByLabel(/^Link \(file or page\)/).fill('javascript:alert(1)');
  await dialog.getByLabel(/^Button label/).fill('Download notes');
  await dialog.getByRole('button', { name: 'Add download' }).click();
  const link = dialog.getByLabel(/^Link \(file or page\)/);
  await expect(link).toBeFocused();
  await expect(link).toHaveAccessibleDescription(
    /Use a web address starting with https:\/\/ or a site path starting with \//,
  );
  await link.fill('/press/undivided-hearts-media-info.txt');
  await dialog.getByRole('button', { name: 'Add download' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Added “Sermon notes”.');

  const downloads = page.getByRole('list', { name: 'Downloads' });
  await downloads.getByRole('button', { name: 'Delete Sermon notes' }).click();
  await expect(downloads.getByText('Delete “Sermon notes”? This cannot be undone.')).toBeVisible();
  await expect(downloads.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await downloads.getByRole('button', { name: 'Confirm delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted “Sermon notes”.');
  await expect(downloads.getByText('Sermon notes')).toHaveCount(0);
});
