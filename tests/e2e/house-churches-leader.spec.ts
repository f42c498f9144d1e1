/**
 * Issue 7, the leader application in a real browser: it cannot move past an incomplete step (the
 * exact gating of spec section 5), back is always allowed and keeps the answers, the progress is
 * announced, and the application arrives complete on the server (the staff email lists every field).
 */
import type { Page } from '@playwright/test';
import { FIELD_MESSAGES, LEADER_MESSAGES, LEADER_TIMELINE } from '#shared/house-churches.ts';
import { E2E_STAFF_EMAIL } from './env.ts';
import { mailTo, waitForEmailTo } from './mail.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const field = (page: Page, name: string) => page.locator(`#leader-${name}`);
const stepHeading = (page: Page) => page.locator('#leader-step-title');

async function expectStep(page: Page, number: number, name: string) {
  await expect(stepHeading(page)).toHaveText(`Step ${number} of 4: ${name}`);
  const bar = page.getByRole('progressbar', { name: 'Application progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(number));
  await expect(bar).toHaveAttribute('aria-valuetext', `Step ${number} of 4: ${name}`);
}

test('the application moves forward only when each step is complete and arrives complete', async ({
  page,
}, testInfo) => {
  // A long journey (many steps, each checked by axe) on a machine shared with other work.
  test.slow();
  await page.goto('/house-churches/start');
  await expectStep(page, 1, 'Personal Info');
  const next = page.getByRole('button', { name: 'Next' });

  // Step 1: nothing filled, then everything but the years saved.
  await next.click();
  await expectStep(page, 1, 'Personal Info');
  for (const message of [
    FIELD_MESSAGES.firstName,
    FIELD_MESSAGES.lastName,
    FIELD_MESSAGES.email,
    FIELD_MESSAGES.phone,
    FIELD_MESSAGES.yearsSaved,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(field(page, 'first_name')).toBeFocused();
  await expectAccessible(page, 'with step 1 errors');
  const email = `leader-${testInfo.project.name}-${Date.now()}@example.net`;
  await field(page, 'first_name').fill('Aquila');
  await field(page, 'last_name').fill('Pontus');
  await field(page, 'email').fill(email);
  await field(page, 'phone').fill('512-555-0160');
  await next.click();
  await expectStep(page, 1, 'Personal Info');
  await expect(page.getByText(FIELD_MESSAGES.yearsSaved)).toBeVisible();
  const years = field(page, 'years_saved');
  expect(await years.locator('option').allTextContents()).toEqual([
    'Select...',
    '1 year',
    ...Array.from({ length: 19 }, (_, index) => `${index + 2} years`),
    '20+ years',
  ]);
  await years.selectOption({ label: '20+ years' });
  await next.click();

  // Step 2, announced; back keeps step 1's answers, forward keeps step 2's.
  await expectStep(page, 2, 'Ministry Background');
  await expect(page.getByText('Step 2 of 4: Ministry Background', { exact: true }).first()).toBeAttached();
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Step 2 of 4: Ministry Background' }),
  ).toHaveCount(1);
  await next.click();
  await expectStep(page, 2, 'Ministry Background');
  for (const message of [
    FIELD_MESSAGES.testimony,
    FIELD_MESSAGES.ministryExperience,
    FIELD_MESSAGES.spiritualGifts,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await field(page, 'testimony').fill('Tentmaker who met Jesus through Paul.');
  await field(page, 'ministry_experience').fill('Hosted the church in our home in Rome.');
  await field(page, 'spiritual_gifts').fill('Hospitality, teaching');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 1, 'Personal Info');
  await expect(field(page, 'first_name')).toHaveValue('Aquila');
  await expect(years).toHaveValue('21');
  await next.click();
  await expect(field(page, 'testimony')).toHaveValue('Tentmaker who met Jesus through Paul.');
  await next.click();

  // Step 3: both references' name, email and phone gate it; the relationship does not.
  await expectStep(page, 3, 'References');
  await next.click();
  await expectStep(page, 3, 'References');
  await expect(page.getByText(FIELD_MESSAGES.referenceName)).toHaveCount(2);
  await expectAccessible(page, 'with step 3 errors');
  for (const [n, name] of [
    [1, 'Paul Tarsus'],
    [2, 'Timothy Lystra'],
  ] as const) {
    await field(page, `reference${n}_name`).fill(name);
    await field(page, `reference${n}_email`).fill(`ref${n}-${Date.now()}@example.net`);
    await field(page, `reference${n}_phone`).fill(`512-555-017${n}`);
  }
  await next.click();

  // Step 4: the three agreements, then submit.
  await expectStep(page, 4, 'Agreements');
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expectStep(page, 4, 'Agreements');
  for (const message of [
    FIELD_MESSAGES.statementOfFaith,
    FIELD_MESSAGES.codeOfConduct,
    FIELD_MESSAGES.ministryGuidelines,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: /statement of faith/ }).check();
  await page.getByRole('checkbox', { name: /code of conduct/ }).check();
  await page.getByRole('checkbox', { name: /ministry guidelines/ }).check();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByText(LEADER_MESSAGES.received)).toBeVisible();
  for (const step of LEADER_TIMELINE) {
    await expect(page.getByText(`${step.title} (${step.when})`)).toBeVisible();
  }
  await expectAccessible(page, 'after applying');

  const applicant = await waitForEmailTo(email);
  expect(applicant.subject).toBe('We received your application to lead a house church');
  await expect
    .poll(async () => (await mailTo(E2E_STAFF_EMAIL)).some((mail) => mail.text?.includes(email)), {
      timeout: 15_000,
    })
    .toBe(true);
  const staff = (await mailTo(E2E_STAFF_EMAIL)).find((mail) => mail.text?.includes(email))!;
  for (const expected of [
    'Name: Aquila Pontus',
    'Phone: 512-555-0160',
    'Years saved: 20+ years',
    'Tentmaker who met Jesus through Paul.',
    'Hosted the church in our home in Rome.',
    'Hospitality, teaching',
    'Reference 1: Paul Tarsus',
    'Reference 2: Timothy Lystra',
    'Agreed to the statement of faith, the code of conduct and the ministry guidelines.',
  ]) {
    expect(staff.text).toContain(expected);
  }
});
