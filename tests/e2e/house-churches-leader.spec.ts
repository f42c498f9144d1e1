/**
 * The leader application in a real browser: it cannot move past an incomplete step (the exact gating
 * of docs/product.md#leader-applications), back is always allowed and keeps the answers, the progress is
 * announced, and the application, submitted as soon as the last box is ticked, is stored complete (as staff
 * see it) and the emails arrive (the staff email lists every field).
 */
import { localizeMessage } from '#shared/i18n/words.ts';
import type { Page } from '@playwright/test';
import { FIELD_WORDS, LEADER_WORDS, LEADER_STEPS, leaderTimeline } from '#shared/house-churches/contract.ts';
import {
  application,
  expectError,
  expectStep,
  CONTACT_REQUIRED,
  reference,
  textbox,
  yearsSaved,
} from '#tests/e2e/house-church-forms.ts';
import { applicationEmails, storedApplication } from '#tests/e2e/house-church-records.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const field = (page: Page, name: string) => textbox(application(page), name);
const agreement = (page: Page, name: RegExp) => application(page).getByRole('checkbox', { name });

/** The step's heading, and the progress bar says the same. */
async function expectStepAndProgress(page: Page, number: number) {
  await expectStep(page, number);
  const bar = page.getByRole('progressbar', { name: 'Application progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(number));
  await expect(bar).toHaveAttribute(
    'aria-valuetext',
    `Step ${number} of 4: ${LEADER_WORDS.in('en')(LEADER_STEPS[number - 1]!)}`,
  );
}

test('the application moves forward only when each step is complete and arrives complete', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A long journey (many steps, each checked by axe) on a machine shared with other work.
  test.slow();
  await page.goto('/house-churches/start');
  await expectStepAndProgress(page, 1);
  const next = page.getByRole('button', { name: 'Next' });

  // Step 1: nothing filled, then everything but the years saved.
  await next.click();
  await expectStepAndProgress(page, 1);
  for (const [name, message] of CONTACT_REQUIRED) await expectError(field(page, name), message);
  await expectError(yearsSaved(page), localizeMessage(FIELD_WORDS.yearsSaved, 'en'));
  await expect(field(page, 'First name')).toBeFocused();
  await expectAccessible(page, 'with step 1 errors');
  const email = `leader-${testInfo.project.name}-${Date.now()}@example.net`;
  await field(page, 'First name').fill('Aquila');
  await field(page, 'Last name').fill('Pontus');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('512-555-0160');
  await next.click();
  await expectStepAndProgress(page, 1);
  await expectError(yearsSaved(page), localizeMessage(FIELD_WORDS.yearsSaved, 'en'));
  await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await yearsSaved(page).locator('option').allTextContents()).toEqual([
    'Select...',
    '1 year',
    ...Array.from({ length: 19 }, (_, index) => `${index + 2} years`),
    '20+ years',
  ]);
  await yearsSaved(page).selectOption({ label: '20+ years' });
  await next.click();

  // Step 2, announced; back keeps step 1's answers, forward keeps step 2's.
  await expectStepAndProgress(page, 2);
  await expect(page.getByText('Step 2 of 4: Ministry Background', { exact: true }).first()).toBeAttached();
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Step 2 of 4: Ministry Background' }),
  ).toHaveCount(1);
  await next.click();
  await expectStepAndProgress(page, 2);
  for (const [name, message] of [
    ['Your testimony', localizeMessage(FIELD_WORDS.testimony, 'en')],
    ['Ministry experience', localizeMessage(FIELD_WORDS.ministryExperience, 'en')],
    ['Spiritual gifts', localizeMessage(FIELD_WORDS.spiritualGifts, 'en')],
  ] as const) {
    await expectError(field(page, name), message);
  }
  await field(page, 'Your testimony').fill('Tentmaker who met Jesus through Paul.');
  await field(page, 'Ministry experience').fill('Hosted the church in our home in Rome.');
  await field(page, 'Spiritual gifts').fill('Hospitality, teaching');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectStepAndProgress(page, 1);
  await expect(field(page, 'First name')).toHaveValue('Aquila');
  await expect(yearsSaved(page)).toHaveValue('21');
  await next.click();
  await expect(field(page, 'Your testimony')).toHaveValue('Tentmaker who met Jesus through Paul.');
  await next.click();

  // Step 3: both references' name, email and phone gate it; the relationship does not.
  await expectStepAndProgress(page, 3);
  await next.click();
  await expectStepAndProgress(page, 3);
  for (const n of [1, 2]) {
    await expectError(reference(page, n, 'Full name'), localizeMessage(FIELD_WORDS.referenceName, 'en'));
    await expectError(reference(page, n, 'Email'), localizeMessage(FIELD_WORDS.referenceEmail, 'en'));
    await expectError(reference(page, n, 'Phone'), localizeMessage(FIELD_WORDS.referencePhone, 'en'));
    await expect(reference(page, n, 'Relationship to you (optional)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }
  await expectAccessible(page, 'with step 3 errors');
  for (const [n, name] of [
    [1, 'Paul Tarsus'],
    [2, 'Timothy Lystra'],
  ] as const) {
    await reference(page, n, 'Full name').fill(name);
    await reference(page, n, 'Email').fill(`ref${n}-${Date.now()}@example.net`);
    await reference(page, n, 'Phone').fill(`512-555-017${n}`);
  }
  await next.click();

  // Step 4: the three agreements, then submit.
  await expectStepAndProgress(page, 4);
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expectStepAndProgress(page, 4);
  for (const [name, message] of [
    [/statement of faith/, localizeMessage(FIELD_WORDS.statementOfFaith, 'en')],
    [/code of conduct/, localizeMessage(FIELD_WORDS.codeOfConduct, 'en')],
    [/ministry guidelines/, localizeMessage(FIELD_WORDS.ministryGuidelines, 'en')],
  ] as const) {
    await expectError(agreement(page, name), message);
  }
  await agreement(page, /statement of faith/).check();
  await agreement(page, /code of conduct/).check();
  await agreement(page, /ministry guidelines/).check();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByText(LEADER_WORDS.in('en')('received'))).toBeVisible();
  for (const step of leaderTimeline('en')) {
    await expect(page.getByText(`${step.title} (${step.when})`)).toBeVisible();
  }
  await expectAccessible(page, 'after applying');

  expect(await storedApplication(request, baseURL!, email)).toMatchObject({
    first_name: 'Aquila',
    last_name: 'Pontus',
    phone: '512-555-0160',
    years_saved: 21,
    testimony: 'Tentmaker who met Jesus through Paul.',
    ministry_experience: 'Hosted the church in our home in Rome.',
    spiritual_gifts: 'Hospitality, teaching',
    reference1_name: 'Paul Tarsus',
    reference2_name: 'Timothy Lystra',
    statement_of_faith_agreed: true,
    code_of_conduct_agreed: true,
    ministry_guidelines_agreed: true,
    status: 'received',
  });

  const { staff } = await applicationEmails(email);
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
