/**
 * Staff change the About page's mission in /admin/content (docs/product.md#site-content): the
 * editor previews the Markdown, the saved draft shows in the private preview but never to a
 * visitor, publishing shows it on /about at once, and restoring the previous version brings the
 * old words back. It publishes, so it runs on a server of its own.
 */
import type { Browser } from '@playwright/test';
import about from '#content/about.json' with { type: 'json' };
import { PREVIEW_BAR_TEXT } from '#shared/content/preview.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

/** /about's mission as a visitor sees it: a fresh browser context, no staff session. */
async function visitorMission(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/about');
  const text = await visitor.getByRole('main').innerText();
  await context.close();
  return text;
}

test('staff change the mission, preview it, publish it, and restore the previous version', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const words = `We draw hearts back to God *together* (${test.info().project.name} ${Date.now()}).`;
  const shown = words.replace('*together*', 'together');

  await signIn(page, '/admin/content');
  await page.getByRole('link', { name: 'About page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About page' })).toBeVisible();
  const mission = page.getByRole('group', { name: 'Mission', exact: true }).getByLabel(/^Text/);
  await mission.fill(words);
  // The live preview is the server's rendering: the emphasis is real.
  await expect(page.locator(`#${await mission.getAttribute('id')}-preview em`)).toHaveText('together');
  await expectAccessible(page, 'the About page editor');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toHaveText('Draft saved. Visitors still see the published version.');

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview draft (opens in a new tab)' }).click(),
  ]);
  await expect(preview.getByText(PREVIEW_BAR_TEXT)).toBeVisible();
  await expect(preview.getByRole('main')).toContainText(shown);
  await preview.close();
  expect(await visitorMission(browser, baseURL!)).not.toContain(shown);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Visitors see it now.');
  expect(await visitorMission(browser, baseURL!)).toContain(shown);

  // The history is newest first: the first version offered for restoring is the previous one.
  const history = page.getByRole('region', { name: 'History' });
  const restore = history.getByRole('button', { name: /^Restore version \d+$/ }).first();
  const label = (await restore.textContent())!;
  const version = label.replace('Restore version ', '');
  await restore.click();
  await history.getByRole('button', { name: `Yes, publish version ${version} again` }).click();
  await expect(page.getByRole('status')).toHaveText(`Version ${version} is published again.`);
  await expectAccessible(page, 'the history after a restore');
  const restored = await visitorMission(browser, baseURL!);
  expect(restored).not.toContain(shown);
  expect(restored).toContain(about.mission.text);
});
