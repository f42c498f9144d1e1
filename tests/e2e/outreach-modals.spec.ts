/**
 * The lead modals of the devotional landings: keyboard behaviour of the dialog, the states and
 * messages of docs/product.md#devotional-pages-and-lead-dialogs, the PDF download, the auto-close after 2
 * seconds, the stored lead and its email at the real SMTP server. Each form is sent as soon as it is filled.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-fields.ts';
import { FIELD_WORDS, LEAD_WORDS, LEAD_MODAL_CLOSE_MS } from '#shared/outreach/words.ts';
import { expectNothingHeld, expectStored } from '#tests/e2e/outreach-records.ts';
import { looksGreen, looksRed, textColor, waitForHydration } from '#tests/e2e/site.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const DOWNLOAD = 'Download the Free Devotional';

/** The openers are links to the lead pages until React runs; then they open the dialogs. */
async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('the devotional dialog: focus in and trapped, Escape, close button and outside click close, focus returns', async ({
  page,
}) => {
  await hydrated(page, '/devotional-whom');
  const opener = page.getByRole('button', { name: DOWNLOAD }).first();
  const dialog = page.getByRole('dialog', { name: 'Get your free 30-day devotional' });

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectAccessible(page, 'with the devotional dialog open');

  // Tab past the last control wraps to the first; Shift+Tab from the first wraps to the last.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Download Free Devotional' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3); // the backdrop
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the 30-day devotional lead: required fields, Processing, success, PDF download, auto-close and reset, stored, email', async ({
  page,
  baseURL,
}, info) => {
  await hydrated(page, '/devotional-whom');
  const opener = page.getByRole('button', { name: DOWNLOAD }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Get your free 30-day devotional' });
  const submit = dialog.getByRole('button', { name: 'Download Free Devotional' });

  await submit.click();
  await expect(dialog.getByText(FIELD_WORDS.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(FIELD_WORDS.email, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectAccessible(page, 'with the dialog showing field messages');

  const address = `devotional-${info.project.name}-${Date.now()}@example.org`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lydia Journey');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await dialog.getByRole('checkbox', { name: 'Prophetic teaching' }).check();
  await page.route('**/api/devotional-lead/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const sent = page.waitForRequest('**/api/devotional-lead/');
  const download = page.waitForEvent('download');
  await submit.click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Lydia Journey',
    email: address,
    interests: ['prophecy'],
    source: 'whom_will_god_glorify_devotional',
    book_title: 'Whom Will God Glorify?',
  });

  const success = dialog.getByText(LEAD_WORDS.devotionalSuccess);
  await expect(success).toBeVisible();
  const successShownAt = Date.now();
  expect(looksGreen(await textColor(success))).toBe(true);
  const file = await download;
  expect(file.suggestedFilename()).toBe('whom-will-god-glorify-30-day-devotional.pdf');
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Closes by itself about 2 seconds later, focus back on the opener, and the form is empty again.
  await expect(dialog).toBeHidden({ timeout: 4000 });
  expect(Date.now() - successShownAt).toBeGreaterThanOrEqual(1500);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(dialog.getByText(LEAD_WORDS.devotionalSuccess)).toHaveCount(0);
  await expectStored(baseURL!, address, 'devotional_leads');

  const mail = await waitForMail(address, 'Your free devotional: Whom Will God Glorify? A 30-Day Devotional');
  expect(mail.text).toContain('/devotionals/whom-will-god-glorify-30-day-devotional.pdf');
});

test('the event lead needs a phone; a failure shows the failure message in red; success is stored', async ({
  page,
  baseURL,
}, info) => {
  // Stand-ins for the GA4 and Meta tags (loaded only when configured): record what the page reports.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      __analytics: calls,
      gtag: (...args: unknown[]) => calls.push(['gtag', ...args]),
      fbq: (...args: unknown[]) => calls.push(['fbq', ...args]),
    });
  });
  const analytics = () =>
    page.evaluate(() => (window as unknown as { __analytics: unknown[][] }).__analytics);
  await hydrated(page, '/devotional-whom');
  await page.getByRole('button', { name: 'Get Event Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get event details' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Silas Journey');
  const address = `event-${info.project.name}-${Date.now()}@example.org`;
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await dialog.getByRole('button', { name: 'Send Me Event Details' }).click();
  await expect(dialog.getByText(FIELD_WORDS.phone, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Phone', exact: true })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('512-555-0199');
  await page.route('**/api/event-lead/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
  );
  await dialog.getByRole('button', { name: 'Send Me Event Details' }).click();
  const failure = dialog.getByText(LEAD_WORDS.failure);
  await expect(failure).toBeVisible();
  expect(looksRed(await textColor(failure))).toBe(true);
  await expectAccessible(page, 'with the event dialog showing the failure');
  expect(await analytics(), 'no lead event for a failure').toEqual([]);

  await page.unroute('**/api/event-lead/');
  await dialog.getByRole('button', { name: 'Send Me Event Details' }).click();
  const success = dialog.getByText(LEAD_WORDS.eventSuccess);
  await expect(success).toBeVisible();
  expect(await analytics()).toEqual([
    ['gtag', 'event', 'generate_lead', { form_name: 'event-interest' }],
    ['fbq', 'track', 'Lead', { content_name: 'event-interest' }],
  ]);
  expect(looksGreen(await textColor(success))).toBe(true);
  await expect(dialog).toBeHidden({ timeout: 4000 });
  await expectStored(baseURL!, address, 'event_leads');
  await waitForMail(address, 'We will send you the event details');
});

test('an event lead the server refuses as automated is never thanked: the refusal shows and the dialog stays', async ({
  page,
  baseURL,
}, info) => {
  await hydrated(page, '/devotional-whom');
  await page.getByRole('button', { name: 'Get Event Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get event details' });
  const address = `refused-${info.project.name}-${Date.now()}@example.org`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Robot Journey');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('512-555-0100');
  // What only a robot fills: the field people never see. The server turns the post away.
  await dialog
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  const answered = page.waitForResponse('**/api/event-lead/');
  await dialog.getByRole('button', { name: 'Send Me Event Details' }).click();
  expect((await answered).status()).toBe(400);
  const refusal = dialog.getByText(SPAM_REJECTED_MESSAGE);
  await expect(refusal).toBeVisible();
  expect(looksRed(await textColor(refusal))).toBe(true);
  await expect(dialog.getByText(LEAD_WORDS.eventSuccess)).toHaveCount(0);
  await page.waitForTimeout(LEAD_MODAL_CLOSE_MS + 500); // past the pause before a thanked dialog closes
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(LEAD_WORDS.eventSuccess)).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Robot Journey');
  await expectNothingHeld(baseURL!, address);
});

test('the 7-day devotional page downloads its own PDF and stores the lead', async ({
  page,
  baseURL,
}, info) => {
  await hydrated(page, '/devotional');
  await expect(page.getByRole('heading', { name: 'Fulfill Your Days', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: DOWNLOAD }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get your free 7-day devotional' });
  const address = `seven-${info.project.name}-${Date.now()}@example.org`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Tabitha Journey');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Free Devotional' }).click();
  await expect(dialog.getByText(LEAD_WORDS.devotionalSuccess)).toBeVisible();
  expect((await download).suggestedFilename()).toBe('fulfill-your-days-7-day-devotional.pdf');
  await expectStored(baseURL!, address, 'devotional_leads');
  await waitForMail(address, 'Your free devotional: Fulfill Your Days: A 7-Day Devotional');
});

test('landing pages carry their SEO tags and structured data', async ({ page }) => {
  await page.goto('/devotional-whom');
  await expect(page).toHaveTitle(
    'Free 30-Day Devotional: Whom Will God Glorify? | Undivided Hearts Ministries',
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /30-day devotional/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /whom-will-god-glorify-cover\.png$/,
  );
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
  expect(types).toEqual(expect.arrayContaining(['ReligiousOrganization', 'Product', 'Event']));
});

test('a cover that fails to load is replaced by a placeholder', async ({ page }) => {
  await page.route('**/devotionals/*-cover.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/devotional-whom');
  const cover = page.getByRole('img', { name: 'Cover of the Whom Will God Glorify? 30-day devotional' });
  await expect(cover).toBeVisible();
  await expect(cover).toContainText('Whom Will God Glorify? A 30-Day Devotional');
});

test('the first book press kit opens the devotional and event-interest forms in dialogs', async ({
  page,
}) => {
  await hydrated(page, '/press/whom-will-god-glorify');
  const devotionalOpener = page.getByRole('button', { name: 'Get the free devotional' });
  await devotionalOpener.click();
  const devotionalDialog = page.getByRole('dialog', { name: 'Get your free 30-day devotional' });
  await expect(devotionalDialog).toBeVisible();
  await expectAccessible(page, 'with the press kit devotional dialog open');
  await page.keyboard.press('Escape');
  await expect(devotionalDialog).toBeHidden();
  await expect(devotionalOpener).toBeFocused();

  await page.getByRole('button', { name: 'Hear about events' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'Get event details' });
  await expect(eventDialog).toBeVisible();
  await expect(eventDialog.getByRole('textbox', { name: 'Phone', exact: true })).toBeVisible();
});
