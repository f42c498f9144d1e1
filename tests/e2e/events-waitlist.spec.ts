/**
 * The waitlist (docs/product.md#waitlist): a visitor finds an event full, joins its waitlist from the
 * RSVP form and is told their place; the one attendee cancels through their emailed manage link; the
 * visitor is emailed an offer and claims the seat through its link, which confirms the RSVP. Each run
 * makes its own one-seat event through the staff API, so no other journey's counts change.
 */
import { expect as apiExpect } from '@playwright/test';
import { RSVP_MANAGE_WORDS } from '#shared/events/words.ts';
import { signInApi } from '#tests/e2e/staff.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { waitForHydration } from '#tests/e2e/site.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const linkIn = (text: string | undefined, kind: 'rsvp' | 'waitlist') => {
  const match = new RegExp(`https?://\\S+(/events/${kind}\\?token=[\\w-]{43})`).exec(text ?? '');
  if (!match) throw new Error(`No ${kind} link in:\n${text}`);
  return match[1]!;
};

test('a full event’s waitlist gets an offer when someone cancels, and the offer is claimed', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const run = `${testInfo.project.name}-${Date.now()}`;
  const title = `Waitlist Supper ${run}`;
  const holder = `holder-${run}@example.org`;
  const waiter = `waiter-${run}@example.org`;

  await signInApi(request, baseURL!);
  const created = await request.post('/api/events/', {
    headers: { origin: baseURL! },
    data: {
      title,
      subtitle: '',
      event_type: 'OTHER',
      description: 'A shared meal with one seat left.',
      image_url: '',
      date: '2031-03-14T18:00',
      end_date: '',
      location: 'Ministry Center',
      location_address: '',
      location_map_url: '',
      is_online: false,
      online_url: '',
      registration_required: false,
      registration_url: '',
      accepts_rsvp: true,
      rsvp_limit: 1,
      is_featured: false,
    },
  });
  apiExpect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const seated = await request.post(`/api/events/${id}/rsvp/`, {
    headers: { origin: baseURL! },
    data: { name: 'Hana Holder', email: holder },
  });
  apiExpect(seated.status()).toBe(201);
  const holderLink = linkIn((await waitForMail(holder, { containing: '/events/rsvp?token=' })).text, 'rsvp');

  // The visitor finds the event full; the RSVP form offers the waitlist.
  await page.goto(`/events/${id}#rsvp`);
  await waitForHydration(page);
  await expect(page.getByText('This event is full', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByLabel('Name').fill('Wanda Waiter');
  await form.getByLabel('Email').fill(waiter);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('Thank you, Wanda! You are number 1 in line for 1 person.')).toBeVisible();
  await expectAccessible(page, 'after joining the waitlist');
  await waitForMail(waiter, `On the waitlist: ${title}`);

  // The holder cancels through their private link: the seat is offered to the waitlist.
  await page.goto(holderLink);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Cancel my RSVP' }).click();
  await expect(page.getByText(RSVP_MANAGE_WORDS.cancelled)).toBeVisible();

  const offer = await waitForMail(waiter, `Seats are free for you: ${title}`);
  expect(offer.text).toMatch(
    /We are holding seats for 1 person until \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M C[SD]T/,
  );
  const offerLink = linkIn(offer.text, 'waitlist');
  const opened = await page.goto(offerLink);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await waitForHydration(page);
  await expect(
    page.getByText(/Hello Wanda\. Seats are free for you: we are holding seats for 1 person/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Claim the seats' }).click();
  await expect(page.getByText(/The seats are yours! Your RSVP for 1 person is confirmed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See or change your RSVP' })).toHaveAttribute(
    'href',
    /^\/events\/rsvp\?token=/,
  );
  await expectAccessible(page, 'after claiming the seats');
  await waitForMail(waiter, `Your RSVP: ${title}, Friday, March 14, 2031`);

  // Claimed once: the link now says so, and the event counts the seat.
  await page.reload();
  await expect(page.getByText('You claimed 1 person. Your RSVP is confirmed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim the seats' })).toHaveCount(0);
  const event = (await (await request.get(`/api/events/${id}/`)).json()) as { rsvp_count: number };
  expect(event.rsvp_count).toBe(1);
});
