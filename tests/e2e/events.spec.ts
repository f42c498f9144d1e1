/**
 * The events journeys (docs/product.md#events, #event-detail-and-rsvp): a visitor filters the events, opens
 * one, RSVPs for 3 people, sees the remaining spots drop by 3 once stored and gets the confirmation email
 * with a calendar file; a full event refuses politely; a past event offers no RSVP. Runs against the demo
 * seed (ids 8: a past gathering, 11: 20 seats, 12: full), shared by both viewports, so counts are relative.
 */
import type { Page } from '@playwright/test';
import { EVENT_WORDS } from '#shared/events/words.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { waitForHydration } from '#tests/e2e/site.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const LIMITED = { id: 11, title: 'Hearing God: Prophetic Prayer Training' };
const FULL = { id: 12, title: "Intercessors' Breakfast" };
const PAST_ID = 8;

const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter events' });
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
/** "14 of 20" -> 14; "None: all 8 spots are taken" -> 0. */
const remainingSpots = async (page: Page) => {
  const text = await fact(page, 'Spots remaining').innerText();
  return text.startsWith('None') ? 0 : Number(text.split(' ')[0]);
};
const attending = async (page: Page) => Number((await fact(page, 'Attending').innerText()).split(' ')[0]);

test('filter, open an event, RSVP for 3 people: spots drop by 3 once stored and the email brings a calendar file', async ({
  page,
}, testInfo) => {
  // The whole visit, the email included, on two shared cores.
  test.setTimeout(90_000);
  const email = `rsvp-${testInfo.project.name}-${Date.now()}@example.org`;
  await page.goto('/events');
  await expect(filters(page).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Sign up for the Bible study/ })).toHaveAttribute(
    'href',
    '/bible-study-signup',
  );

  // Past: newest first, in the URL, kept on reload; past cards offer no RSVP.
  await filters(page).getByRole('link', { name: 'Past' }).click();
  await expect(page).toHaveURL(/\/events\?filter=past$/);
  await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible();
  await page.reload();
  await expect(filters(page).getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
  const pastList = page.getByRole('region', { name: 'Past events' });
  await expect(pastList.getByRole('heading', { name: 'Prophetic Worship Workshop' })).toBeVisible();
  await expect(pastList.getByRole('link', { name: /^RSVP/ })).toHaveCount(0);

  // Back to upcoming, open the limited event from its card.
  await filters(page).getByRole('link', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.getByRole('link', { name: `Details: ${LIMITED.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${LIMITED.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: LIMITED.title })).toBeVisible();
  const spotsBefore = await remainingSpots(page);
  const attendingBefore = await attending(page);
  expect(spotsBefore).toBeGreaterThanOrEqual(3);

  // The form is hidden until the toggle opens it.
  const form = page.getByRole('form', { name: `RSVP for ${LIMITED.title}` });
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  await expect(form).toBeVisible();
  // Filled and sent at once, as autofill does: the form holds a quick submit, never refuses it.
  await form.getByLabel('Name').fill('Ruth Visitor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How many people are coming, including you?').selectOption('3');
  await form.getByRole('button', { name: 'Submit RSVP' }).click();

  await expect(page.getByText('Your RSVP for 3 people is confirmed')).toBeVisible();
  // The thanks is brought into view and focused (docs/product.md#form-kit-behaviour).
  const thanks = page
    .locator('div[tabindex="-1"]')
    .filter({ hasText: 'Your RSVP for 3 people is confirmed' });
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Submit Another RSVP' })).toBeVisible();
  await expectAccessible(page, 'after a confirmed RSVP');
  // The answer shows the seats as it found them, the same whether the address is new or had answered
  // before (docs/product.md#rsvps-and-seats); the page opened again counts the 3 seats stored.
  expect(await remainingSpots(page)).toBe(spotsBefore);
  expect(await attending(page)).toBe(attendingBefore);
  await page.reload();
  expect(await remainingSpots(page)).toBe(spotsBefore - 3);
  expect(await attending(page)).toBe(attendingBefore + 3);

  const mail = await waitForMail(email);
  expect(mail.subject).toContain(`Your RSVP: ${LIMITED.title}`);
  expect(mail.text).toContain(`We have saved your place at ${LIMITED.title} for 3 people.`);
  expect(mail.text).toContain('Coming: 3 people');
  expect(mail.text).toMatch(/Time: 10:00 AM – 1:00 PM C[SD]T/);
  expect(mail.text).toContain(`/events/${LIMITED.id}`);
  const calendar = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
  expect(calendar?.contentType).toBe('text/calendar');
  const ics = calendar!.content.toString('utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  // UTC instants (events.ics.ts): 10:00 AM in Austin is 15:00 or 16:00 UTC, by daylight saving.
  expect(ics).not.toContain('TZID');
  expect(ics).toMatch(/DTSTART:\d{8}T1[56]0000Z/);

  // The page's own calendar link serves the same event.
  const download = await page.request.get(`/events/${LIMITED.id}/calendar.ics`);
  expect(download.headers()['content-type']).toContain('text/calendar');
  expect(await download.text()).toContain(`SUMMARY:${LIMITED.title}`);
});

test('the RSVP form opens from #rsvp, shows its messages, and clears a field error on edit', async ({
  page,
}) => {
  await page.goto(`/events/${LIMITED.id}#rsvp`);
  const form = page.getByRole('form', { name: `RSVP for ${LIMITED.title}` });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(form.getByText(EVENT_WORDS.nameRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(EVENT_WORDS.emailRequired, { exact: true })).toBeVisible();
  // Each error is tied to its field, and the first field in error has focus.
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(EVENT_WORDS.nameRequired);
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectAccessible(page, 'with field errors');
  await form.getByLabel('Name').fill('A');
  await expect(form.getByText(EVENT_WORDS.nameRequired, { exact: true })).toBeHidden();
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(form.getByText(EVENT_WORDS.emailInvalid, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByLabel('How many people are coming, including you?')).toHaveValue('1');
});

test('a full event refuses politely', async ({ page }, testInfo) => {
  await page.goto(`/events/${FULL.id}`);
  await expect(page.getByText('This event is full.')).toBeVisible();
  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  const form = page.getByRole('form', { name: `RSVP for ${FULL.title}` });
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill('Late Comer');
  await form.getByLabel('Email').fill(`late-${testInfo.project.name}-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(form.getByRole('alert')).toHaveText(EVENT_WORDS.eventFull);
  await expect(form).toBeVisible();
  await expectAccessible(page, 'after a refused RSVP');
  expect(await remainingSpots(page)).toBe(0);
});

test('a past event offers no RSVP, register or calendar; an unknown event is a 404', async ({ page }) => {
  await page.goto(`/events/${PAST_ID}#rsvp`);
  await expect(page.getByText('This event has already taken place.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'RSVP', exact: true })).toHaveCount(0);
  // No RSVP section at all, not even a hidden one.
  await expect(page.getByRole('region', { name: /^RSVP for /, includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Register Now|Add to calendar/ })).toHaveCount(0);
  const refused = await page.request.post(`/api/events/${PAST_ID}/rsvp/`, {
    data: { name: 'A', email: 'a@example.org' },
  });
  expect(refused.status()).toBe(409);

  const missing = await page.goto('/events/99999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: EVENT_WORDS.notFound })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('the embedded map loads when scrolled near, not with the page', async ({ page }) => {
  const mapRequests: string[] = [];
  await page.route('https://www.google.com/maps**', (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Map</p>' });
  });
  await page.goto(`/events/${LIMITED.id}`);
  await waitForHydration(page);
  const map = page.getByTitle(/^Map of /);
  await expect(map).toHaveCount(1);
  expect(await map.getAttribute('src')).toBeNull();
  expect(mapRequests).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
  await expect.poll(() => mapRequests.length).toBe(1);
  await expectAccessible(page);
});

test('event pages carry Event JSON-LD and sharing tags; home and banner show upcoming events', async ({
  page,
}) => {
  await page.goto(`/events/${LIMITED.id}`);
  await expect(page).toHaveTitle(new RegExp(`^${LIMITED.title} \\|`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(LIMITED.title),
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Event');
  expect(event).toMatchObject({ name: LIMITED.title, location: { '@type': 'Place' } });
  expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Upcoming Events' });
  for (const title of [
    'Adult Bible Study (18+)',
    'Undivided Hearts Gathering',
    'Prophetic Restoration Service',
  ]) {
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(
    section.getByText('Second and last Saturday of the month, 7:00 PM Central Time'),
  ).toBeVisible();
  await expect(section.getByText('Date TBD')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Next:')).toBeVisible();
});
