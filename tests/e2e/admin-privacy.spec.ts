/**
 * Staff answer a privacy request (docs/product.md#privacy-requests): a person wrote in through the
 * public forms; staff look up their address, download everything as JSON, erase it after retyping
 * the address, and see zero records afterwards and the erasure in the privacy log.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildJoinPayload } from '#tests/helpers/generators/house-churches.ts';
import { buildLeaderApplicationPayload } from '#tests/helpers/generators/leader-applications.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
// It books and then frees seats on an event other journeys count: a server of its own.
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const PRAYER = 'Please pray for my father, who is in hospital this week.';

async function posted(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The person writes in everywhere a visitor can, through the public API the forms use. */
async function writeInEverywhere(request: APIRequestContext, email: string) {
  const name = 'Lydia Thyatira';
  await posted(request, '/api/newsletter/subscribe/', { email });
  await posted(request, '/api/contact/', {
    name,
    email,
    subject: 'A question',
    message: 'When do you meet?',
  });
  await posted(request, '/api/prayer-request/', { name, email, request: PRAYER, is_private: true });
  await posted(request, '/api/devotional-lead/', { name, email, source: 'general_devotional' });
  await posted(request, '/api/event-lead/', { name, email, phone: '512-555-0142' });
  await posted(request, '/api/bible-study-signup/', { name, email, age_confirmed: true });
  const events = (await (await request.get('/api/events/?filter=upcoming')).json()) as {
    id: number;
    accepts_rsvp: boolean;
    spots_remaining: number | null;
  }[];
  const event = events.find((e) => e.accepts_rsvp && (e.spots_remaining ?? 99) >= 2)!;
  const seatsBefore = (await (await request.get(`/api/events/${event.id}/`)).json()).rsvp_count as number;
  await posted(request, `/api/events/${event.id}/rsvp/`, { name, email, guests: 2 });
  await posted(request, '/api/donations/', { amount: 25, name, email, message: 'For the roof' });
  const person = { first_name: 'Lydia', last_name: 'Thyatira', email };
  await posted(request, '/api/house-church/house-churches/1/join/', buildJoinPayload(person));
  await posted(
    request,
    '/api/house-church/house-church-leaders/apply/',
    buildLeaderApplicationPayload({ ...person, spiritual_gifts: 'Hospitality' }),
  );
  return { eventId: event.id, seatsBefore };
}

/** The number shown beside one kind of record. */
const countOf = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

test('staff look up a person, download their data, erase it and see the log entry', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // many forms and a long journey on a shared machine
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const email = `lydia.${tag}@example.org`;
  const { eventId, seatsBefore } = await writeInEverywhere(page.request, email);

  await signIn(page, '/admin/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  await page.getByLabel('Email address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('records held.')).toBeVisible();
  for (const label of [
    'Subscriber record',
    'Contact messages',
    'Prayer requests',
    'Devotional leads',
    'Event leads',
    'Event RSVPs',
    'Bible study signup',
    'Donations',
    'House-church join requests',
    'Leader applications',
  ]) {
    await expect(countOf(page, label), label).toHaveText('1');
  }
  // Confirmations to the person and notifications to staff that quote the address.
  await expect(countOf(page, 'Emails to or about this address')).not.toHaveText('0');
  await expect(page.getByText('Never exported or erased.')).toBeVisible();
  await expectAccessible(page, 'an address looked up');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(exported.email).toBe(email);
  expect(exported.records.prayer_requests[0]).toMatchObject({ request: PRAYER, is_private: true });
  expect(exported.records.donations[0]).toMatchObject({ amount_cents: 2500, message: 'For the roof' });
  expect(exported.records.event_rsvps[0]).toMatchObject({ event_id: eventId, guests: 2 });
  expect(exported.records.leader_applications[0]).toMatchObject({ spiritual_gifts: 'Hospitality' });
  expect(exported.records.email_subscribers[0]).not.toHaveProperty('unsubscribe_token');
  for (const kind of ['contact_messages', 'devotional_leads', 'event_leads', 'bible_study_signups']) {
    expect(exported.records[kind], kind).toHaveLength(1);
  }
  await expect(page.getByText(/Exported on .* by e2e-admin/).first()).toBeVisible();

  // Erase: a mistyped confirmation is refused and nothing happens.
  await page.getByRole('button', { name: 'Erase...' }).click();
  const dialog = page.getByRole('dialog', { name: "Erase this person's data" });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByLabel('Type the address again to confirm');
  await confirm.fill(`x${email}`);
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(confirm).toHaveAccessibleDescription(/does not match/);
  await expect(confirm).toBeFocused();
  await expectAccessible(page, 'the erase confirmation with its error');
  await confirm.fill(email);
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(dialog).toBeHidden();
  const erased = page.getByRole('status').filter({ hasText: 'has been erased' });
  await expect(erased).toContainText('Everything held about this address has been erased.');
  await expect(erased).toContainText('2 event seats given back');
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();
  await expect(countOf(page, 'Prayer requests')).toHaveText('0');
  await expect(countOf(page, 'Donations')).toHaveText('0');
  await expect(page.getByText(/^This address was erased/)).toBeVisible();
  const recent = page.getByRole('list', { name: 'Privacy log entries' });
  await expect(recent.getByRole('listitem').first()).toContainText(/Erased on .* by e2e-admin/);
  await expect(recent.getByRole('listitem').first()).toContainText('Prayer requests 1');
  await expect(page.locator('body')).not.toContainText(PRAYER);
  await expectAccessible(page, 'after the erasure');

  // The seats went back to the event.
  const after = (await (await page.request.get(`/api/events/${eventId}/`)).json()).rsvp_count;
  expect(after).toBe(seatsBefore);
});
