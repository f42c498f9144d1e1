/**
 * A day of staff work (docs/product.md#staff-screens): one staff member, signed in once, handles a day's
 * work in the browser. Overnight a visitor wrote in, two people asked to join a church with one seat
 * left, a leader applied and a gift was paid. Staff close the message, approve one request (the meeting
 * details arrive, the member count rises, the full church refuses the next), start reviewing the
 * application, check the donations and send a newsletter whose unsubscribe link works. It runs on a
 * server of its own: the new church and the newsletter to every subscriber must not reach other journeys.
 */
import type { Page } from '@playwright/test';
import { HC_ADMIN_WORDS } from '#shared/house-churches/admin-words.ts';
import { buildJoinPayload } from '#tests/helpers/generators/house-churches.ts';
import { buildLeaderApplicationPayload } from '#tests/helpers/generators/leader-applications.ts';
import { give, subscribe } from '#tests/e2e/admin-data.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { adminNav, signIn } from '#tests/e2e/staff.ts';

/** Moves through the admin by its navigation, as a person would. */
async function openScreen(page: Page, label: string) {
  await (await adminNav(page)).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test("staff handle a day's work: messages, a join request, an application, donations, a newsletter", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // the whole day in one journey, axe after every screen, on a 2-core machine
  const origin = new URL(baseURL!).origin;
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const churchName = `Zilker Porch ${tag}`;
  const reader = `reader.${tag}@example.org`;

  // --- Overnight, visitors act through the public API.
  const wrote = await page.request.post('/api/contact/', {
    data: {
      name: 'Anna Day',
      email: `anna.${tag}@example.org`,
      subject: `Baptism ${tag}`,
      message: 'When is the next baptism?',
    },
    headers: { origin },
  });
  expect(wrote.status()).toBe(201);
  await subscribe(page.request, origin, reader);
  await give(
    page.request,
    origin,
    { amount: 64, name: `Dorcas ${tag}`, email: `dorcas.${tag}@example.org`, category: 'OUTREACH' },
    true,
  );

  await signIn(page, '/admin/dashboard');
  // Staff set up the church with one seat left (through the staff API this browser is signed in to).
  const created = await page.request.post('/api/admin/house-churches/', {
    headers: { origin },
    data: {
      name: churchName,
      city: 'Austin',
      meeting_day: 'Thursday',
      meeting_time: '18:30',
      meeting_duration_hours: 2,
      leader_name: 'Aquila Day',
      leader_email: 'aquila.leader@example.org',
      street_address: '12 Barton Springs Lane',
      postal_code: '78704',
      arrival_notes: 'Park on the street; the porch light is on.',
      current_members: 5,
      max_capacity: 6,
    },
  });
  expect(created.status()).toBe(201);
  const churchId = ((await created.json()) as { id: number }).id;
  const join = (first: string, email: string) =>
    page.request.post(`/api/house-church/house-churches/${churchId}/join/`, {
      data: buildJoinPayload({ first_name: first, last_name: 'Day', email }),
      headers: { origin },
    });
  const priscilla = `priscilla.${tag}@example.org`;
  expect((await join('Priscilla', priscilla)).status()).toBe(201);
  expect((await join('Apollos', `apollos.${tag}@example.org`)).status()).toBe(201);
  const applied = await page.request.post('/api/house-church/house-church-leaders/apply/', {
    headers: { origin },
    data: buildLeaderApplicationPayload({
      first_name: 'Lois',
      last_name: `Day ${tag}`,
      email: `lois.${tag}@example.org`,
      reference1_name: 'Eunice Ref',
      reference1_email: 'eunice.ref@example.net',
    }),
  });
  expect(applied.status()).toBe(201);

  // --- The day starts on the dashboard.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages', exact: true })).toBeVisible();

  // Messages: read the new one and close it.
  await openScreen(page, 'Messages');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`1 open message matching “${tag}”`)).toBeVisible();
  await page
    .getByRole('article', { name: `Baptism ${tag}` })
    .getByRole('button', { name: 'Read' })
    .click();
  const message = page.getByRole('dialog', { name: `Baptism ${tag}` });
  await expect(message).toContainText('When is the next baptism?');
  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(message.getByText('Marked as handled.')).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(`No open messages match “${tag}”.`)).toBeVisible();

  // House churches: approve Priscilla; the seat is hers, and the full church refuses Apollos.
  await openScreen(page, 'House Churches');
  const card = page.getByRole('listitem', { name: churchName });
  await card.getByRole('link', { name: `Join requests (2 pending) for ${churchName}` }).click();
  await expect(page.getByText('Members 5/6')).toBeVisible();
  const requests = page.getByRole('list', { name: 'Join requests' });
  await requests.getByRole('button', { name: 'Approve Priscilla Day' }).click();
  await expect(page.getByText('Members 6/6')).toBeVisible();
  const welcome = await waitForMail(priscilla, `Welcome to ${churchName}: where and when we meet`);
  expect(welcome.text).toContain('Address: 12 Barton Springs Lane, Austin, TX 78704');
  expect(welcome.text).toContain('Arriving: Park on the street; the porch light is on.');
  await requests.getByRole('button', { name: 'Approve Apollos Day' }).click();
  await expect(page.getByRole('alert')).toHaveText(HC_ADMIN_WORDS.full);
  await expectAccessible(page, 'a full church refusing an approval');
  expect((await join('Silas', `silas.${tag}@example.org`)).status()).toBe(409);

  // The leader application: read it, references and all, and start the review with a note.
  await page.goto('/admin/house-churches/applications?status=received');
  await page.getByRole('link', { name: `Lois Day ${tag}` }).click();
  await expect(page.getByText('eunice.ref@example.net')).toBeVisible();
  await page.getByLabel('Staff notes').fill('Call Eunice on Monday.');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText('Moved to reviewing; notes saved.')).toBeVisible();

  // Donations: the gift paid overnight is there.
  await openScreen(page, 'Donations');
  const donations = page.getByRole('region', { name: 'All donations' });
  await donations.getByLabel('Status').selectOption('paid');
  await donations.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await donations.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(donations.getByText('1 donation (paid) matching')).toBeVisible();
  await expect(donations.getByText(`Dorcas ${tag}`, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(donations.getByText('$64.00', { exact: true }).filter({ visible: true })).toBeVisible();

  // The newsletter reaches the new reader, and its unsubscribe link works.
  await openScreen(page, 'Newsletter');
  const subject = `This week at Undivided Hearts ${tag}`;
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('Dear friends,\n\nThank you for praying with us this week.');
  await page.getByRole('checkbox', { name: /^Newsletter \(\d+ active\)$/ }).check();
  await page.getByRole('button', { name: 'Review and send' }).click();
  const confirm = page.getByRole('dialog', { name: /^Send to \d+ subscribers?\?$/ });
  await confirm.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(page.getByText(`Newsletter “${subject}” sent to`)).toBeVisible();
  const newsletter = await waitForMail(reader, subject);
  const unsubscribe = (newsletter.text ?? '').match(/https?:\/\/\S+\/unsubscribe\?token=[\w-]+/)![0];
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'will not receive our emails' })).toBeVisible();
  const after = await page.request.get(`/api/admin/email-subscribers/?search=${encodeURIComponent(reader)}`);
  expect(((await after.json()) as { results: Array<{ subscribed: boolean }> }).results).toEqual([
    expect.objectContaining({ subscribed: false }),
  ]);
});
