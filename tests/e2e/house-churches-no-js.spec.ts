/**
 * The house-church forms with JavaScript turned off (scripts blocked, or a page not yet hydrated):
 * the directory's place search is a plain GET form; each other form is a real form posting to its own page, whose action uses the same schema, robot guard and
 * service as the API. The join form is refused once (its field error comes back, with what was
 * typed) and then stored; the leader application goes one step per page, a refused step comes back
 * with its error and answers, and the whole application is stored at the end. Everything is
 * submitted at once, as autofill would: the server holds a quick post, it never refuses it. Every
 * page the posts bring is checked by axe (the fixtures check a page without JavaScript as a copy).
 */
import { localizeMessage } from '#shared/i18n/words.ts';
import type { Page } from '@playwright/test';
import { FIELD_WORDS, HOUSE_CHURCH_WORDS, LEADER_WORDS } from '#shared/house-churches/contract.ts';
import {
  application,
  expectError,
  expectStep,
  joinForm,
  reference,
  textbox,
  yearsSaved,
} from '#tests/e2e/house-church-forms.ts';
import { applicationEmails, storedApplication, storedJoinRequest } from '#tests/e2e/house-church-records.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const field = (page: Page, name: string) => textbox(application(page), name);

test.use({ javaScriptEnabled: false });

test('searching the directory by ZIP code without JavaScript: a plain GET, nearest first with distances', async ({
  page,
}) => {
  test.slow(); // three page loads, each checked by axe
  await page.goto('/house-churches');
  // Locating needs JavaScript: the button is not offered at all.
  await expect(
    page.getByRole('button', { name: HOUSE_CHURCH_WORDS.in('en')('filters.useMyLocation') }),
  ).toHaveCount(0);
  await page.getByLabel(HOUSE_CHURCH_WORDS.in('en')('filters.placeLabel')).fill('78723');
  await page.getByRole('button', { name: HOUSE_CHURCH_WORDS.in('en')('filters.search') }).click();
  await expect(page).toHaveURL(/\/house-churches\?near=78723/);
  const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
  await expect(names.first()).toHaveText('Mueller Flagship House Church');
  await expect(page.getByText('8 house churches found. Nearest to 78723 first.')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Mueller Flagship House Church' }).getByText('about 1 mile away'),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Demo Lane');
  await expectAccessible(page, 'near a ZIP code without JavaScript');

  await page.getByLabel(HOUSE_CHURCH_WORDS.in('en')('filters.placeLabel')).fill('Gotham');
  await page.getByRole('button', { name: HOUSE_CHURCH_WORDS.in('en')('filters.search') }).click();
  await expect(
    page.locator('p:not([role=status])', { hasText: HOUSE_CHURCH_WORDS.in('en')('directory.placeNotFound') }),
  ).toBeVisible();
});

test('joining without JavaScript: a refused post keeps what was typed, then the request is stored and emailed', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow(); // page loads, each checked by axe, on a machine shared by many
  await page.goto('/house-churches/3/join');
  const form = joinForm(page);
  const field = (name: string) => textbox(form, name);
  const emails = form.getByRole('checkbox', { name: 'Email me updates' });
  const submit = form.getByRole('button', { name: 'Submit Registration' });

  await field('First name').fill('Priscilla');
  await field('Last name').fill('Corinth');
  await field('Email').fill('priscilla@');
  await field('Phone').fill('(512) 555-0199');
  await emails.uncheck();
  await submit.click();

  await expect(page).toHaveURL(/\/house-churches\/3\/join#form-answer$/);
  await expectError(field('Email'), localizeMessage(FIELD_WORDS.invalidEmail, 'en'));
  await expect(
    form.getByRole('link', { name: `Email: ${localizeMessage(FIELD_WORDS.invalidEmail, 'en')}` }),
  ).toBeVisible();
  await expect(field('First name')).toHaveValue('Priscilla');
  await expect(field('Email')).toHaveValue('priscilla@');
  await expect(field('Phone')).toHaveValue('(512) 555-0199');
  await expect(emails).not.toBeChecked();
  await expectAccessible(page, 'with the refused join form');

  const address = `no-js-joiner-${testInfo.project.name}-${Date.now()}@example.net`;
  await field('Email').fill(address);
  await submit.click();
  await expect(
    page.getByRole('heading', { name: HOUSE_CHURCH_WORDS.in('en')('join.submittedTitle') }),
  ).toBeVisible();
  await expect(page.getByText(HOUSE_CHURCH_WORDS.in('en')('join.joined'))).toBeVisible();

  expect(await storedJoinRequest(request, baseURL!, address)).toMatchObject({
    house_church_name: 'Pflugerville Supper Church',
    first_name: 'Priscilla',
    last_name: 'Corinth',
    phone: '(512) 555-0199',
    receive_emails: false,
    receive_sms: false,
    status: 'pending',
  });
  const confirmation = await waitForMail(address);
  expect(confirmation.subject).toBe('Your request to join Pflugerville Supper Church');
});

test('the leader application without JavaScript: a page per step, a refused step keeps its answers, and the whole is stored', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow(); // seven page loads, each checked by axe, on a machine shared by many
  const email = `no-js-leader-${testInfo.project.name}-${Date.now()}@example.net`;
  const next = () => application(page).getByRole('button', { name: 'Next' }).click();
  await page.goto('/house-churches/start');
  await expectStep(page, 1);

  // Step 1, refused for the years saved: the page comes back with that error and the answers.
  await field(page, 'First name').fill('Priscilla');
  await field(page, 'Last name').fill('Pontus');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('512-555-0161');
  await next();
  await expectStep(page, 1);
  await expectError(yearsSaved(page), localizeMessage(FIELD_WORDS.yearsSaved, 'en'));
  await expect(field(page, 'First name')).toHaveValue('Priscilla');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expectAccessible(page, 'with the refused first step');
  await yearsSaved(page).selectOption({ label: '12 years' });
  await next();

  // Step 2; back keeps step 1's answers, and forward again keeps step 2's.
  await expectStep(page, 2);
  await field(page, 'Your testimony').fill('Taught Apollos the way of God more accurately.');
  await field(page, 'Ministry experience').fill('A church met in our house in Ephesus.');
  await field(page, 'Spiritual gifts').fill('Teaching');
  await application(page).getByRole('button', { name: 'Previous' }).click();
  await expectStep(page, 1);
  await expect(field(page, 'Last name')).toHaveValue('Pontus');
  await expect(yearsSaved(page)).toHaveValue('12');
  await next();
  await expectStep(page, 2);
  await expect(field(page, 'Spiritual gifts')).toHaveValue('Teaching');
  await next();

  // Step 3, then step 4 and the whole application.
  await expectStep(page, 3);
  for (const [n, name] of [
    [1, 'Aquila Pontus'],
    [2, 'Apollos Alexandria'],
  ] as const) {
    await reference(page, n, 'Full name').fill(name);
    await reference(page, n, 'Email').fill(`no-js-ref${n}-${Date.now()}@example.net`);
    await reference(page, n, 'Phone').fill(`512-555-018${n}`);
  }
  await next();
  await expectStep(page, 4);
  await page.getByRole('checkbox', { name: /statement of faith/ }).check();
  await page.getByRole('checkbox', { name: /code of conduct/ }).check();
  await page.getByRole('checkbox', { name: /ministry guidelines/ }).check();
  await application(page).getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByText(LEADER_WORDS.in('en')('received'))).toBeVisible();

  expect(await storedApplication(request, baseURL!, email)).toMatchObject({
    first_name: 'Priscilla',
    last_name: 'Pontus',
    phone: '512-555-0161',
    years_saved: 12,
    testimony: 'Taught Apollos the way of God more accurately.',
    ministry_experience: 'A church met in our house in Ephesus.',
    spiritual_gifts: 'Teaching',
    reference1_name: 'Aquila Pontus',
    reference2_name: 'Apollos Alexandria',
    statement_of_faith_agreed: true,
    code_of_conduct_agreed: true,
    ministry_guidelines_agreed: true,
    status: 'received',
  });
  await applicationEmails(email);
});
