/**
 * The house churches (docs/product.md#house-church-directory, #join-a-house-church) in a real browser:
 * the directory lists the churches nearest a ZIP code, neighborhood or the visitor's location with how far
 * each is, its filters narrow the list and the URL (and survive a reload), a full church cannot be
 * joined (button and server), and joining (submitted at once, as autofill would) is stored and sends
 * the emails. Runs against the seeded demo churches (src/server/db/seed-data/house-churches.ts).
 */
import type { Page } from '@playwright/test';
import { HOUSE_CHURCH_WORDS, JOIN_NEXT_STEPS } from '#shared/house-churches/contract.ts';
import { buildJoinPayload } from '#tests/helpers/generators/house-churches.ts';
import { expectError, CONTACT_REQUIRED, joinForm, textbox } from '#tests/e2e/house-church-forms.ts';
import { storedJoinRequest } from '#tests/e2e/house-church-records.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { E2E_STAFF_EMAIL } from '#tests/e2e/env.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();
/** The active demo churches by distance from the centre of ZIP code 78723 (their areas: seed-data). */
const NEAREST_TO_78723 = [
  'Mueller Flagship House Church',
  'East Austin Sunday Supper',
  'Travis Heights House Church',
  'Pflugerville Supper Church',
  'Round Rock Family House Church',
  'Cedar Park Prayer House',
  'Georgetown Saturday Breakfast',
  'San Marcos Students & Young Adults',
];

test.describe('Use my location', () => {
  test.use({ geolocation: { latitude: 30.2984, longitude: -97.7051 }, permissions: ['geolocation'] });

  test('asks only when pressed, and lists the nearest first from the rounded position', async ({ page }) => {
    test.slow();
    await page.goto('/house-churches');
    await expect(page).toHaveURL(/\/house-churches$/);
    await page.getByRole('button', { name: HOUSE_CHURCH_WORDS.in('en')('filters.useMyLocation') }).click();
    await expect(page).toHaveURL(/\/house-churches\?lat=30\.3&lng=-97\.71$/);
    const count = page.locator('p:not([role=status])', { hasText: /house churches? found\./ });
    await expect(count).toHaveText(
      `8 house churches found. ${HOUSE_CHURCH_WORDS.in('en')('directory.nearestToPosition')}`,
    );
    expect((await cardNames(page))[0]).toBe('Mueller Flagship House Church');
    await expect(
      page.getByRole('article', { name: 'Mueller Flagship House Church' }).getByText('less than a mile away'),
    ).toBeVisible();
    await expectAccessible(page, 'near my location');
  });
});

test('a ZIP code lists the churches nearest first with how far each is, day filters it, a reload keeps it', async ({
  page,
}) => {
  // A long journey (many steps, each checked by axe) on a machine shared with other work.
  test.slow();
  await page.goto('/house-churches');
  await expect(cards(page)).toHaveCount(8);
  const count = page.locator('p:not([role=status])', { hasText: /house churches? found\./ });
  await expect(count).toHaveText('8 house churches found.');

  const place = page.getByLabel(HOUSE_CHURCH_WORDS.in('en')('filters.placeLabel'));
  await place.fill('78723');
  // A half-typed place is never searched: only Search or Enter sends it.
  await expect(page).toHaveURL(/\/house-churches$/);
  await place.press('Enter');
  await expect(page).toHaveURL(/\/house-churches\?near=78723$/);
  await expect(count).toHaveText('8 house churches found. Nearest to 78723 first.');
  // The change is announced to screen readers.
  await expect(page.getByRole('status').filter({ hasText: '8 house churches found.' })).toHaveCount(1);
  expect(await cardNames(page)).toEqual(NEAREST_TO_78723);
  const mueller = page.getByRole('article', { name: 'Mueller Flagship House Church' });
  await expect(mueller.getByText('about 1 mile away')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Georgetown Saturday Breakfast' }).getByText('about 22 miles away'),
  ).toBeVisible();
  // Never a street address: only the neighborhood, city and state, and the distance.
  await expect(page.getByRole('main')).not.toContainText('Demo Lane');
  await expectAccessible(page, 'near a ZIP code');

  await page.getByLabel('Meeting day').selectOption('Sunday');
  await expect(page).toHaveURL(/\?near=78723&meeting_day=Sunday$/);
  await expect(cards(page)).toHaveCount(2);
  expect(await cardNames(page)).toEqual(['Mueller Flagship House Church', 'East Austin Sunday Supper']);
  await expectAccessible(page, 'near a ZIP code on a Sunday');

  await page.reload();
  await expect(place).toHaveValue('78723');
  await expect(page.getByLabel('Meeting day')).toHaveValue('Sunday');
  await expect(cards(page)).toHaveCount(2);
  await expect(mueller.getByText('about 1 mile away')).toBeVisible();
});

test('a neighborhood is a place too, and a place not found says what to type', async ({ page }) => {
  test.slow();
  const place = page.getByLabel(HOUSE_CHURCH_WORDS.in('en')('filters.placeLabel'));
  await page.goto('/house-churches?near=East+Austin');
  expect((await cardNames(page))[0]).toBe('East Austin Sunday Supper');
  await expect(
    page.getByRole('article', { name: 'East Austin Sunday Supper' }).getByText('less than a mile away'),
  ).toBeVisible();
  await place.fill('Gotham');
  await place.press('Enter');
  // Shown where the list was (and told to screen readers: the status line says it too).
  await expect(
    page.locator('p:not([role=status])', { hasText: HOUSE_CHURCH_WORDS.in('en')('directory.placeNotFound') }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectAccessible(page, 'with a place not found');
});

test('the flagship card after a search, and the tick boxes', async ({ page }) => {
  test.slow();
  // The flagship's card, as docs/product.md#house-church-directory lists it.
  await page.goto('/house-churches?near=78723&meeting_day=Sunday');
  const flagship = page.getByRole('article', { name: 'Mueller Flagship House Church' });
  await expect(flagship.getByText(/^★ Flagship$/)).toBeVisible();
  await expect(flagship.getByText('Mueller, Austin, TX')).toBeVisible();
  await expect(flagship.getByText('about 1 mile away')).toBeVisible();
  await expect(flagship.getByText('Sundays at 10:30 AM')).toBeVisible();
  await expect(flagship.getByText('2.5 hours')).toBeVisible();
  await expect(flagship.getByText('Michael & Sarah Bennett')).toBeVisible();
  await expect(flagship.getByText('9/12')).toBeVisible();
  await expect(flagship.getByText('3 spots available')).toBeVisible();
  await expect(flagship.getByText('Children Welcome')).toBeVisible();
  await expect(flagship.getByRole('link', { name: 'Join Mueller Flagship House Church' })).toHaveAttribute(
    'href',
    '/house-churches/1/join',
  );

  // The two tick boxes narrow it further, and a place with no church near it shows the empty state.
  await page.goto('/house-churches');
  await page.getByLabel('Accepts Children').check();
  await expect(page).toHaveURL(/\?accepts_children=true$/);
  await expect(cards(page)).toHaveCount(5);
  await page.getByLabel('Has Available Spots').check();
  await expect(page).toHaveURL(/\?has_spots=true&accepts_children=true$/);
  await expect(cards(page)).toHaveCount(4);
  expect(await cardNames(page)).not.toContain('Round Rock Family House Church');
  await page.getByLabel(HOUSE_CHURCH_WORDS.in('en')('filters.placeLabel')).fill('Dallas');
  await page.getByRole('button', { name: HOUSE_CHURCH_WORDS.in('en')('filters.search') }).click();
  await expect(page).toHaveURL(/\?near=Dallas&has_spots=true&accepts_children=true$/);
  await expect(page.getByText(HOUSE_CHURCH_WORDS.in('en')('directory.noResults'))).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Start a house church' }).last(),
  ).toHaveAttribute('href', '/house-churches/start');
  await expectAccessible(page, 'with no house church found');
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/house-churches$/);
  await expect(cards(page)).toHaveCount(8);
});

test('a full church cannot be joined: a disabled button on its card and a refusal from the server', async ({
  page,
  baseURL,
}) => {
  await page.goto('/house-churches?city=round+rock');
  const full = page.getByRole('article', { name: 'Round Rock Family House Church' });
  await expect(
    full.getByRole('button', { name: HOUSE_CHURCH_WORDS.in('en')('card.atCapacity') }),
  ).toBeDisabled();
  await expect(full.getByRole('link')).toHaveCount(0);
  await expect(full.getByText('Full', { exact: true })).toBeVisible();
  await expect(full.getByText('12/12')).toBeVisible();

  // Reached by its address, the join page will not submit either.
  await page.goto('/house-churches/2/join');
  await expect(page.getByText(HOUSE_CHURCH_WORDS.in('en')('join.full'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: HOUSE_CHURCH_WORDS.in('en')('card.atCapacity') }),
  ).toBeDisabled();

  const response = await page.request.post('/api/house-church/house-churches/2/join/', {
    headers: { origin: baseURL! },
    data: buildJoinPayload({ first_name: 'Late', last_name: 'Comer', email: 'late@example.net' }),
  });
  expect(response.status()).toBe(409);
  expect(await response.json()).toEqual({ error: HOUSE_CHURCH_WORDS.in('en')('join.full') });
});

test('an unknown church shows House Church Not Found with a 404 and a way back', async ({ page }) => {
  const response = await page.goto('/house-churches/999/join');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: HOUSE_CHURCH_WORDS.in('en')('join.notFoundTitle') }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to House Churches' }).click();
  await expect(page).toHaveURL(/\/house-churches$/);
});

test('joining from the directory: required fields, then submitted at once, stored, with next steps and the emails', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A long journey (many steps, each checked by axe) on a machine shared with other work.
  test.slow();
  await page.goto('/house-churches?city=pflugerville');
  await page.getByRole('link', { name: 'Join Pflugerville Supper Church' }).click();
  await expect(page).toHaveURL(/\/house-churches\/3\/join$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join Pflugerville Supper Church' }),
  ).toBeVisible();
  const form = joinForm(page);
  const field = (name: string) => textbox(form, name);
  await expect(form.getByRole('checkbox', { name: 'Email me updates' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Text me updates' })).not.toBeChecked();

  const submit = form.getByRole('button', { name: 'Submit Registration' });
  await submit.click();
  for (const [name, message] of CONTACT_REQUIRED) await expectError(field(name), message);
  await expect(field('First name')).toBeFocused();
  await expectAccessible(page, 'with the join form’s errors');

  const address = `joiner-${testInfo.project.name}-${Date.now()}@example.net`;
  await field('First name').fill('Lydia');
  await field('Last name').fill('Thyatira');
  await field('Email').fill(address);
  await field('Phone').fill('(512) 555-0177');
  await form.getByRole('textbox', { name: /^Your testimony/ }).fill('Her heart was opened by the river.');
  await form.getByRole('checkbox', { name: 'Text me updates' }).check();
  const members = page.getByRole('complementary').getByText(/^\d+\/12$/);
  const before = Number.parseInt((await members.textContent())!, 10);
  await submit.click();

  await expect(
    page.getByRole('heading', { name: HOUSE_CHURCH_WORDS.in('en')('join.submittedTitle') }),
  ).toBeVisible();
  await expect(page.getByText(HOUSE_CHURCH_WORDS.in('en')('join.joined'))).toBeVisible();
  for (const step of JOIN_NEXT_STEPS) {
    await expect(page.getByText(HOUSE_CHURCH_WORDS.in('en')(step))).toBeVisible();
  }
  // A request holds no seat until staff approve it (docs/product.md#house-church-capacity-and-joining),
  // so the count stays as it was.
  await expect(members).toHaveText(`${before}/12`);
  await expect(page.getByRole('link', { name: 'Back to House Churches' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  await expectAccessible(page, 'after joining');

  expect(await storedJoinRequest(request, baseURL!, address)).toMatchObject({
    house_church_name: 'Pflugerville Supper Church',
    first_name: 'Lydia',
    last_name: 'Thyatira',
    phone: '(512) 555-0177',
    testimony: 'Her heart was opened by the river.',
    receive_emails: true,
    receive_sms: true,
    status: 'pending',
  });

  const confirmation = await waitForMail(address);
  expect(confirmation.subject).toBe('Your request to join Pflugerville Supper Church');
  expect(confirmation.text).toContain('Fridays at 6:30 PM');
  expect(confirmation.text).not.toContain('Demo Lane');
  await waitForMail(E2E_STAFF_EMAIL, { containing: address });
  const leader = await waitForMail('pflugerville.house@example.org', { containing: address });
  expect(leader.text).toContain('Phone: (512) 555-0177');
  expect(leader.text).toContain('Receive text messages: yes');

  // Back in the directory the count has not moved: the request waits for approval.
  await page.getByRole('link', { name: 'Back to House Churches' }).click();
  await page.getByLabel(HOUSE_CHURCH_WORDS.in('en')('filters.placeLabel')).fill('pflugerville');
  await page.getByLabel(HOUSE_CHURCH_WORDS.in('en')('filters.placeLabel')).press('Enter');
  const card = page.getByRole('article', { name: 'Pflugerville Supper Church' });
  await expect(card.getByText(`${before}/12`)).toBeVisible();
});

test('while the list or a church is on its way, loading states show', async ({ page }) => {
  await page.goto('/house-churches');
  // The real API, answered a moment late, so the loading states can be seen.
  await page.route('**/api/house-church/house-churches/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByLabel('Meeting day').selectOption('Friday');
  const loadingList = page.locator('[aria-busy="true"]');
  await expect(loadingList).toBeVisible();
  await expect(loadingList.getByText('Loading house churches...')).toBeAttached();
  await expect(cards(page)).toHaveCount(1);
  await expect(loadingList).toHaveCount(0);

  await page.getByRole('link', { name: 'Join Pflugerville Supper Church' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading house church details...' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join Pflugerville Supper Church' }),
  ).toBeVisible();
});
