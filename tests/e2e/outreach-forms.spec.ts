/**
 * The contact, prayer request and Bible study forms (docs/product.md#contact, #prayer-request,
 * #bible-study-signup) in a real browser against the built site, from bad input to the success message,
 * the stored record and the email at the real SMTP server. Each form is filled and sent at once, as
 * autofill would: the page holds an early submit until a person could have filled it, and never turns
 * the person away.
 */
import type { Page, Route } from '@playwright/test';
import { BIBLE_STUDY_WORDS, CONTACT_WORDS, FIELD_WORDS, PRAYER_WORDS } from '#shared/outreach/words.ts';
import { expectStored } from '#tests/e2e/outreach-records.ts';
import { looksGreen, looksRed, textColor, waitForHydration } from '#tests/e2e/site.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

/** Lets the real request through a little later, so the 'submitting' state can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/** Opens the page and waits until React runs: these journeys are about the page with JavaScript. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const unique = (label: string, project: string) => `${label}-${project}-${Date.now()}@example.org`;

test('contact: required fields, a bad address, sending, success with Send Another, stored, emails', async ({
  page,
  baseURL,
}, info) => {
  await open(page, '/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [FIELD_WORDS.name, FIELD_WORDS.email, FIELD_WORDS.subject, FIELD_WORDS.message]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(FIELD_WORDS.name);
  await expectAccessible(page, 'with every required-field message shown');

  const address = unique('contact', info.project.name);
  await name.fill('Ruth Journey');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ruth-at-example');
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Visiting a gathering');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Where do you meet on Saturday?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(FIELD_WORDS.invalidEmail, { exact: true })).toBeVisible();
  await expect(form.getByText(FIELD_WORDS.name, { exact: true })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();

  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await slowDown(page, '/api/contact/');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const success = page.getByText(CONTACT_WORDS.success);
  await expect(success).toBeVisible();
  expect(looksGreen(await textColor(success)), 'the success message is green').toBe(true);
  await expectAccessible(page, 'with the success message shown');
  await expectStored(baseURL!, address, 'contact_messages');

  await page.getByRole('link', { name: 'Send Another' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(page.getByText(CONTACT_WORDS.success)).toHaveCount(0);

  const mail = await waitForMail(address, 'We received your message');
  expect(mail.text).toContain('Dear Ruth Journey,');
});

test('contact: a server failure shows the failure message in red and keeps what was typed', async ({
  page,
}) => {
  await page.route('**/api/contact/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
  );
  await open(page, '/contact');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ruth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ruth@example.org');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Hello');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello there');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const failure = page.getByText(CONTACT_WORDS.failure);
  await expect(failure).toBeVisible();
  expect(looksRed(await textColor(failure)), 'the error message is red').toBe(true);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Hello there');
  await expectAccessible(page, 'with the failure message shown');
});

test('prayer request: private by default, phone only if given, schedule shown, stored, Submit Another', async ({
  page,
  baseURL,
}, info) => {
  await open(page, '/prayer-request');
  await expect(page.getByText('Half an hour before each gathering')).toBeVisible();
  await expect(page.getByText('Thursdays at 7:00 PM')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Keep my request private/ })).toBeChecked();

  await page.getByRole('button', { name: 'Submit Prayer Request' }).click();
  for (const message of [FIELD_WORDS.name, FIELD_WORDS.email, FIELD_WORDS.request]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectAccessible(page, 'with the required-field messages shown');

  const address = unique('prayer', info.project.name);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hannah Journey');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
  await page.getByRole('textbox', { name: 'Prayer request', exact: true }).fill('Please pray for my mother.');
  await slowDown(page, '/api/prayer-request/');
  const sent = page.waitForRequest('**/api/prayer-request/');
  await page.getByRole('button', { name: 'Submit Prayer Request' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ is_private: true, request: 'Please pray for my mother.' });
  expect(body).not.toHaveProperty('phone');
  const success = page.getByText(PRAYER_WORDS.success);
  await expect(success).toBeVisible();
  expect(looksGreen(await textColor(success))).toBe(true);
  await expectStored(baseURL!, address, 'prayer_requests');
  await page.getByRole('link', { name: 'Submit Another' }).click();
  await expect(page.getByRole('textbox', { name: 'Prayer request', exact: true })).toHaveValue('');

  const mail = await waitForMail(address, 'Your prayer request has been received');
  expect(mail.text).toContain('Thursdays at 7:00 PM');
});

test('Bible study: the required fields at once, a bad address, devotional descriptions, success resets, stored', async ({
  page,
  baseURL,
}, info) => {
  await open(page, '/bible-study-signup');
  await expect(page.getByText('Date: TBD')).toBeVisible();
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  const fullName = page.getByRole('textbox', { name: 'Full name', exact: true });
  const age = page.getByRole('checkbox', { name: /18 years of age or older/ });

  await signUp.click();
  for (const message of [
    BIBLE_STUDY_WORDS.emptyName,
    BIBLE_STUDY_WORDS.emptyEmail,
    BIBLE_STUDY_WORDS.ageNotConfirmed,
  ]) {
    const shown = page.locator('form').getByText(message, { exact: true });
    await expect(shown).toBeVisible();
    expect(looksRed(await textColor(shown))).toBe(true);
  }
  await expect(fullName).toBeFocused();
  await expect(age).toHaveAccessibleDescription(BIBLE_STUDY_WORDS.ageNotConfirmed);
  await expectAccessible(page, 'with the required-field messages shown');

  await fullName.fill('Priscilla Journey');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('priscilla@example');
  await age.check();
  await signUp.click();
  await expect(page.getByText(BIBLE_STUDY_WORDS.invalidEmail, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(page.getByText(BIBLE_STUDY_WORDS.emptyName, { exact: true })).toHaveCount(0);

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
  const success = page.getByRole('status').filter({ hasText: BIBLE_STUDY_WORDS.success });
  await expect(success).toBeVisible();
  expect(looksGreen(await textColor(success))).toBe(true);
  await expect(fullName).toHaveValue('');
  await expect(age).not.toBeChecked();
  await expect(page.getByText(/Just the study/)).toBeVisible();
  await expectAccessible(page, 'with the success message shown');
  await expectStored(baseURL!, address, 'bible_study_signups');

  const mail = await waitForMail(address, 'You are signed up for the Bible study');
  expect(mail.text).toContain('/unsubscribe?token=');
});
