/**
 * The pages of the two seeded online events (docs/product.md#event-detail-and-rsvp): each says it is
 * online and how the join link reaches people, neither shows a map. The Night of Worship keeps its link
 * for registrants (no Join Online button; the RSVP confirmation email carries it); Midday Prayer's link
 * is public (Join Online on the page).
 */
import type { Page } from '@playwright/test';
import { ONLINE_EVENT_WORDS } from '#shared/events/words.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

const REGISTRANTS_ONLY = { id: 4, title: 'Night of Worship (Online)' };
const PUBLIC_LINK = {
  id: 13,
  title: 'Midday Prayer Online',
  link: 'https://meet.example.org/undivided-hearts-midday-prayer',
};

const location = (page: Page) =>
  page.locator('dt', { hasText: 'Location' }).locator('xpath=following-sibling::dd[1]');

async function expectNoMap(page: Page) {
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole('heading', { name: 'Map' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
}

test('an online event for registrants says the link comes by email, and the confirmation brings it', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.goto(`/events/${REGISTRANTS_ONLY.id}`);
  await expect(page.getByRole('heading', { level: 1, name: REGISTRANTS_ONLY.title })).toBeVisible();
  await expect(location(page)).toHaveText(ONLINE_EVENT_WORDS.linkByEmail);
  await expect(page.getByRole('link', { name: /Join Online/ })).toHaveCount(0);
  await expectNoMap(page);

  const email = `online-${testInfo.project.name}-${Date.now()}@example.org`;
  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  const form = page.getByRole('form', { name: `RSVP for ${REGISTRANTS_ONLY.title}` });
  await form.getByLabel('Name').fill('Lydia Online');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByText('Your RSVP for 1 person is confirmed')).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.text).toMatch(/Join online: https:\/\/\S+\/live/);
});

test('an online event with a public link shows Join Online and says so', async ({ page }) => {
  await page.goto(`/events/${PUBLIC_LINK.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_LINK.title })).toBeVisible();
  await expect(location(page)).toHaveText(ONLINE_EVENT_WORDS.linkOnPage);
  const join = page.getByRole('link', { name: /Join Online/ });
  await expect(join).toHaveAttribute('href', PUBLIC_LINK.link);
  await expect(join).toHaveAttribute('target', '_blank');
  await expectNoMap(page);
});
