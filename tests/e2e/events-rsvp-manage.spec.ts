/**
 * Managing one's own RSVP (docs/product.md#managing-an-rsvp): a visitor RSVPs, opens the private link
 * from the confirmation email (the loopback SMTP server's copy), changes the party with the keyboard,
 * declines, and cancels; the link then opens nothing, and neither does a made-up one. The page is
 * private: no-store and noindex. Event 4 of the demo seed (25 seats), used by no other journey.
 */
import { RSVP_MANAGE_WORDS } from '#shared/events/words.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { waitForHydration } from '#tests/e2e/site.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const EVENT = { id: 4, title: 'Night of Worship (Online)' };
/** The link's path and query: the email names the site's public address. */
const manageLinkIn = (text: string | undefined) => {
  const match = /https?:\/\/\S+(\/events\/rsvp\?token=[\w-]{43})/.exec(text ?? '');
  if (!match) throw new Error(`No manage link in:\n${text}`);
  return match[1]!;
};

test('RSVP, open the emailed link, change the guests, decline, cancel', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = `manage-${testInfo.project.name}-${Date.now()}@example.org`;
  await page.goto(`/events/${EVENT.id}#rsvp`);
  await waitForHydration(page);
  const rsvpForm = page.getByRole('form', { name: `RSVP for ${EVENT.title}` });
  await rsvpForm.getByLabel('Name').fill('Ruth Manager');
  await rsvpForm.getByLabel('Email').fill(email);
  await rsvpForm.getByLabel('How many people are coming, including you?').selectOption('2');
  await rsvpForm.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByText('Your RSVP for 2 people is confirmed')).toBeVisible();

  const mail = await waitForMail(email, { containing: '/events/rsvp?token=' });
  expect(mail.text).toContain('please keep it to yourself');
  const link = manageLinkIn(mail.text);

  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your RSVP' })).toBeVisible();
  await expect(page.getByRole('link', { name: EVENT.title })).toHaveAttribute('href', `/events/${EVENT.id}`);
  await expect(page.getByText('Hello Ruth. Your answer: attending, 2 people.')).toBeVisible();

  // The keyboard alone: the guests, then Save changes.
  const change = page.getByRole('form', { name: 'Change your answer' });
  const guests = change.getByLabel('Number of people (including you)');
  await guests.focus();
  await guests.selectOption('3');
  await page.keyboard.press('Tab');
  await expect(change.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(change.getByRole('status')).toHaveText('Saved. You are attending with 3 people.');
  await expect(page.getByText('Hello Ruth. Your answer: attending, 3 people.')).toBeVisible();
  await expectAccessible(page, 'after changing the guests');
  // Stored, not only shown.
  await page.reload();
  await expect(page.getByText('Your answer: attending, 3 people.')).toBeVisible();
  await waitForHydration(page);

  await change.getByLabel('No, I cannot attend').check();
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByRole('status')).toHaveText('Saved. You are not attending. We will miss you!');
  await expect(page.getByText('Your answer: not attending.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel my RSVP' }).click();
  await expect(page.getByText(RSVP_MANAGE_WORDS.cancelled)).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${EVENT.title}` })).toHaveAttribute(
    'href',
    `/events/${EVENT.id}`,
  );
  await expectAccessible(page, 'after cancelling');

  // Cancelled: the link opens nothing; neither does a made-up one.
  for (const dead of [link, '/events/rsvp?token=not-a-real-token', '/events/rsvp']) {
    const gone = await page.goto(dead);
    expect(gone?.status(), dead).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: RSVP_MANAGE_WORDS.linkInvalid })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible();
  }
});
