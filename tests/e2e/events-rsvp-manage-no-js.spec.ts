/**
 * The RSVP form and the private manage page with JavaScript disabled (docs/product.md#managing-an-rsvp,
 * #rsvps-and-seats): a repeat RSVP posted to the event's page is answered exactly as a new one and
 * changes nothing; the emailed link opens the RSVP as it was, and its change form posts to the page,
 * which answers with the saved answer; a change that does not fit is refused with why and changes
 * nothing; a cancel lands on its own page. Event 2 (no limit) and event 12 (full) of the demo seed;
 * neither changes what other journeys count (the full event only gets a declined answer).
 */
import type { Page } from '@playwright/test';
import { EVENT_WORDS, RSVP_MANAGE_WORDS } from '#shared/events/words.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

test.use({ javaScriptEnabled: false });

const GATHERING = { id: 2, title: 'Undivided Hearts Gathering' };
const FULL = { id: 12, title: "Intercessors' Breakfast" };

const manageLinkIn = (text: string | undefined) => {
  const match = /https?:\/\/\S+(\/events\/rsvp\?token=[\w-]{43})/.exec(text ?? '');
  if (!match) throw new Error(`No manage link in:\n${text}`);
  return match[1]!;
};

async function rsvpWithoutJavaScript(page: Page, email: string, guests: string) {
  // From another page: after a post the event's page is already open, and a new hash would not reload it.
  await page.goto('/events');
  await page.goto(`/events/${GATHERING.id}#rsvp`);
  const form = page.getByRole('form', { name: `RSVP for ${GATHERING.title}` });
  await form.getByLabel('Name').fill('Ruth Noscript');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How many people are coming, including you?').selectOption(guests);
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
}

test('a repeat RSVP is answered as a new one and changes nothing; the emailed link changes the party', async ({
  page,
}, testInfo) => {
  test.slow(); // page posts the server holds to the minimum fill time, and two emails, on shared cores
  const email = `no-js-manage-${testInfo.project.name}-${Date.now()}@example.org`;
  await rsvpWithoutJavaScript(page, email, '2');
  await expect(page.getByText('Thank you, Ruth! Your RSVP for 2 people is confirmed.')).toBeVisible();
  const confirmation = await waitForMail(email, { containing: 'Coming: 2 people' });

  // The same address again (another case, another party): the same answer a new address gets.
  // (Within the hour of the confirmation it sends no second email: one reply an hour per form.)
  await rsvpWithoutJavaScript(page, email.toUpperCase(), '5');
  await expect(page.getByText('Thank you, Ruth! Your RSVP for 5 people is confirmed.')).toBeVisible();

  // The confirmation's link opens the RSVP as it was: 2 guests.
  await page.goto(manageLinkIn(confirmation.text));
  await expect(page.getByText('Hello Ruth. Your answer: attending, 2 people.')).toBeVisible();
  const change = page.getByRole('form', { name: 'Change your answer' });
  await change.getByLabel('Number of people (including you)').selectOption('4');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByText('Saved. You are attending with 4 people.')).toBeVisible();
  await expect(page.getByText('Hello Ruth. Your answer: attending, 4 people.')).toBeVisible();
  await expect(change.getByLabel('Number of people (including you)')).toHaveValue('4');
});

test('a change that does not fit says why and changes nothing; a cancel lands on its own page', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = `no-js-full-${testInfo.project.name}-${Date.now()}@example.org`;
  // Declining takes no seat, so a full event takes it.
  const declined = await page.request.post(`/api/events/${FULL.id}/rsvp/`, {
    data: { name: 'Bo Noscript', email, attending: false },
  });
  expect(declined.status()).toBe(201);
  const mail = await waitForMail(email, `We will miss you: ${FULL.title}`);

  await page.goto(manageLinkIn(mail.text));
  await expect(page.getByText('Hello Bo. Your answer: not attending.')).toBeVisible();
  const change = page.getByRole('form', { name: 'Change your answer' });
  await change.getByLabel('Yes, I will attend').check();
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByText(EVENT_WORDS.eventFull)).toBeVisible();
  await expect(change.getByLabel('Yes, I will attend')).toBeChecked();
  await expect(page.getByText('Hello Bo. Your answer: not attending.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel my RSVP' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/rsvp\\?cancelled=${FULL.id}(#form-answer)?$`));
  await expect(page.getByText(RSVP_MANAGE_WORDS.cancelled)).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${FULL.title}` })).toHaveAttribute(
    'href',
    `/events/${FULL.id}`,
  );
});
