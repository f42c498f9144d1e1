/**
 * Issue 6: the contact, prayer request and Bible study forms in a real browser against the built
 * site, from bad input to the spec's success message and the emails at the real SMTP server.
 */
import type { Page, Route } from '@playwright/test';
import {
  BIBLE_STUDY_MESSAGES,
  CONTACT_MESSAGES,
  FIELD_MESSAGES,
  PRAYER_MESSAGES,
} from '#shared/outreach-messages.ts';
import { waitForEmailTo } from './mail.ts';
import { looksGreen, looksRed, textColor } from './site.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Lets the real request through a little later, so the 'submitting' state can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/** Open the page and wait until React runs (the submit button is enabled then); returns when. */
async function open(page: Page, path: string, button: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
  return Date.now();
}

/** The form refuses submissions faster than a person could type (MIN_FILL_MS). */
async function pauseLikeAPerson(page: Page, shownAt: number) {
  const wait = shownAt + 2000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

const unique = (label: string, project: string) => `${label}-${project}-${Date.now()}@example.org`;

test('contact: required fields, a bad address, sending, success with Send Another, emails', async ({
  page,
}, info) => {
  const shownAt = await open(page, '/contact', 'Send Message');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    FIELD_MESSAGES.name,
    FIELD_MESSAGES.email,
    FIELD_MESSAGES.subject,
    FIELD_MESSAGES.message,
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectAccessible(page, 'with every required-field message shown');

  const address = unique('contact', info.project.name);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ruth Journey');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ruth-at-example');
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Visiting a gathering');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Where do you meet on Saturday?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(FIELD_MESSAGES.invalidEmail)).toBeVisible();
  await expect(form.getByText(FIELD_MESSAGES.name)).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await pauseLikeAPerson(page, shownAt);
  await slowDown(page, '/api/contact/');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const success = page.getByText(CONTACT_MESSAGES.success);
  await expect(success).toBeVisible();
  expect(looksGreen(await textColor(success)), 'the success message is green').toBe(true);
  await expectAccessible(page, 'with the success message shown');

  await page.getByRole('button', { name: 'Send Another' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(page.getByText(CONTACT_MESSAGES.success)).toHaveCount(0);

  const mail = await waitForEmailTo(address);
  expect(mail.subject).toBe('We received your message');
  expect(mail.text).toContain('Dear Ruth Journey,');
});

test('contact: a server failure shows the spec message in red and keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
  );
  const shownAt = await open(page, '/contact', 'Send Message');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ruth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ruth@example.org');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Hello');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello there');
  await pauseLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const failure = page.getByText(CONTACT_MESSAGES.failure);
  await expect(failure).toBeVisible();
  expect(looksRed(await textColor(failure)), 'the error message is red').toBe(true);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Hello there');
  await expectAccessible(page, 'with the failure message shown');
});

test('prayer request: private by default, phone only if given, schedule shown, Submit Another', async ({
  page,
}, info) => {
  const shownAt = await open(page, '/prayer-request', 'Submit Prayer Request');
  await expect(page.getByText('6:30-7:00 PM before each bi-monthly gathering')).toBeVisible();
  await expect(page.getByText('Thursdays at 7:00 PM')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Keep my request private/ })).toBeChecked();

  await page.getByRole('button', { name: 'Submit Prayer Request' }).click();
  for (const message of [FIELD_MESSAGES.name, FIELD_MESSAGES.email, FIELD_MESSAGES.request]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'with the required-field messages shown');

  const address = unique('prayer', info.project.name);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hannah Journey');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await page.getByRole('textbox', { name: 'Prayer request', exact: true }).fill('Please pray for my mother.');
  await pauseLikeAPerson(page, shownAt);
  await slowDown(page, '/api/prayer-request/');
  const sent = page.waitForRequest('**/api/prayer-request/');
  await page.getByRole('button', { name: 'Submit Prayer Request' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ is_private: true, request: 'Please pray for my mother.' });
  expect(body).not.toHaveProperty('phone');
  const success = page.getByText(PRAYER_MESSAGES.success);
  await expect(success).toBeVisible();
  expect(looksGreen(await textColor(success))).toBe(true);
  await page.getByRole('button', { name: 'Submit Another' }).click();
  await expect(page.getByRole('textbox', { name: 'Prayer request', exact: true })).toHaveValue('');

  const mail = await waitForEmailTo(address);
  expect(mail.text).toContain('Thursdays at 7:00 PM');
});

test('Bible study: checks in the spec order, server message, devotional descriptions, success resets', async ({
  page,
}, info) => {
  const shownAt = await open(page, '/bible-study-signup', 'Sign Up');
  await expect(page.getByText('Date: TBD')).toBeVisible();
  const message = page.getByRole('alert');
  const signUp = page.getByRole('button', { name: 'Sign Up' });

  await signUp.click();
  await expect(message).toHaveText(BIBLE_STUDY_MESSAGES.emptyName);
  expect(looksRed(await textColor(message))).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toBeFocused();
  await expectAccessible(page, 'with the name message shown');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Priscilla Journey');
  await signUp.click();
  await expect(message).toHaveText(BIBLE_STUDY_MESSAGES.emptyEmail);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('priscilla@example');
  await signUp.click();
  await expect(message).toHaveText(BIBLE_STUDY_MESSAGES.ageNotConfirmed);
  await expect(page.getByRole('checkbox', { name: /18 years of age or older/ })).toBeFocused();

  // Past the browser's checks: the server refuses the address, with the spec's wording.
  await page.getByRole('checkbox', { name: /18 years of age or older/ }).check();
  await pauseLikeAPerson(page, shownAt);
  await signUp.click();
  await expect(message).toHaveText(BIBLE_STUDY_MESSAGES.invalidEmail);

  const choice = page.getByLabel('Free devotional to go with the study');
  await expect(page.getByText(/Just the study/)).toBeVisible();
  await choice.selectOption('whom_will_god_glorify');
  await expect(page.getByText(/Thirty days on the kind of heart God delights to honour/)).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: /Email me when the study date is confirmed/ }),
  ).toBeChecked();

  const address = unique('study', info.project.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await slowDown(page, '/api/bible-study-signup/');
  const sent = page.waitForRequest('**/api/bible-study-signup/');
  await signUp.click();
  await expect(page.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Priscilla Journey',
    age_confirmed: true,
    notifications_enabled: true,
    devotional_choice: 'whom_will_god_glorify',
  });
  const success = page.getByRole('status').filter({ hasText: BIBLE_STUDY_MESSAGES.success });
  await expect(success).toBeVisible();
  expect(looksGreen(await textColor(success))).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /18 years of age or older/ })).not.toBeChecked();
  await expectAccessible(page, 'with the success message shown');

  const mail = await waitForEmailTo(address);
  expect(mail.text).toContain('/unsubscribe?token=');
});
