/**
 * The donor's own page (docs/product.md#the-donors-own-page), in demo mode: a donor with a demo
 * recurring gift (seeded before the server starts, tests/e2e/donor-seed.ts) asks for a sign-in link
 * on /giving, opens it from the email, presses Continue, sees the gift, changes its amount and
 * cancels it. Without JavaScript, the same page signs in and pauses a gift.
 */
import { DONOR_PAGE_WORDS, RECURRING_WORDS } from '#shared/giving/manage-words.ts';
import { donorJourneyEmail } from '#tests/e2e/donor-seed.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { waitForHydration } from '#tests/e2e/site.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const linkIn = (text: string | undefined) => {
  const match = /https?:\/\/\S+(\/giving\/manage\?token=[\w-]{43})/.exec(text ?? '');
  if (!match) throw new Error(`No sign-in link in:\n${text}`);
  return match[1]!;
};

test('Manage my giving: the emailed link, Continue, change the amount, cancel', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = donorJourneyEmail(testInfo.project.name, 'js');
  await page.goto('/giving');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: DONOR_PAGE_WORDS.formHeading });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(form.getByText(DONOR_PAGE_WORDS.linkSent)).toBeVisible();

  const link = linkIn((await waitForMail(email, { containing: '/giving/manage?token=' })).text);
  const response = await page.goto(link);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // The token left the address bar at once, for a cookie of this page (docs/product.md#private-links).
  await expect(page).toHaveURL(/\/giving\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: DONOR_PAGE_WORDS.continueHeading })).toBeVisible();
  await expectAccessible(page, 'on the Continue step');
  await page.getByRole('button', { name: DONOR_PAGE_WORDS.continueButton }).click();

  await expect(page.getByRole('heading', { level: 1, name: DONOR_PAGE_WORDS.pageHeading })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const gift = page.getByRole('listitem').filter({ hasText: '$25.00 every month to General Ministry' });
  await expect(gift.getByText(DONOR_PAGE_WORDS.demoLabel)).toBeVisible();
  await expectAccessible(page, 'signed in, with a recurring gift');

  await gift.getByLabel('New amount (USD)').fill('40');
  await gift.getByLabel('Designated to').selectOption('MISSIONS');
  await gift.getByRole('button', { name: 'Change from the next charge' }).click();
  const changed = page.getByRole('listitem').filter({ hasText: '$40.00 every month to Missions' });
  await expect(changed.getByRole('status')).toHaveText(RECURRING_WORDS.changed);
  // Stored, not only shown.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 3, name: /\$40\.00 every month to Missions/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Cancel this recurring gift' }).click();
  await expect(page.getByText(RECURRING_WORDS.cancelled)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recurring gifts' })).toHaveCount(0);
  await expectAccessible(page, 'after cancelling');

  // The link worked once: now it says so and offers a fresh one.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: DONOR_PAGE_WORDS.linkSpent })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('asks for a link, signs in with Continue and pauses the gift', async ({ page }, testInfo) => {
    test.slow();
    const email = donorJourneyEmail(testInfo.project.name, 'no-js');
    await page.goto('/giving/manage');
    await expect(
      page.getByRole('heading', { level: 1, name: DONOR_PAGE_WORDS.signedOutHeading }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: DONOR_PAGE_WORDS.formHeading });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText(DONOR_PAGE_WORDS.linkSent)).toBeVisible();

    await page.goto(linkIn((await waitForMail(email, { containing: '/giving/manage?token=' })).text));
    await page.getByRole('button', { name: DONOR_PAGE_WORDS.continueButton }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText(RECURRING_WORDS.paused)).toBeVisible();
    await expect(page.getByText('Status: Paused')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  });
});
