/**
 * Staff run the house churches (docs/product.md#staff-house-churches) in a real browser: create a
 * church with its private details (the form shows each field's message), approve a join request
 * (the registrant's email arrives with the meeting details, the member count rises, a full church
 * refuses more), decline one (a kind note arrives), archive the church (it leaves the public
 * directory), and move a leader application to reviewing, then approved, with a note.
 */
import { HOUSE_CHURCH_WORDS } from '#shared/house-churches/contract.ts';
import { HC_ADMIN_WORDS } from '#shared/house-churches/admin-words.ts';
import { buildJoinPayload } from '#tests/helpers/generators/house-churches.ts';
import { buildLeaderApplicationPayload } from '#tests/helpers/generators/leader-applications.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
// Its new church would show in the public directory other journeys count: a server of its own.
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { signIn } from '#tests/e2e/staff.ts';

const person = (first: string, email: string) =>
  buildJoinPayload({ first_name: first, last_name: 'Berea', email });

test('staff create a church, approve and decline join requests, and archive it', async ({
  page,
}, testInfo) => {
  test.slow(); // a long journey, every state checked by axe, on a machine shared by many
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Hyde Park Table ${tag}`;
  await signIn(page, '/admin/house-churches');
  await expect(page.getByRole('heading', { name: 'House Churches', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Mueller Flagship House Church' })).toBeVisible();

  // Create: the API schema's messages appear under their fields (checked in the browser first).
  await page.getByRole('button', { name: 'New house church' }).click();
  const dialog = page.getByRole('dialog', { name: 'New house church' });
  // Fields by their labels: required ones end in " *", the others in " (optional)".
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field('City *').fill('');
  await dialog.getByRole('button', { name: 'Create house church' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(HC_ADMIN_WORDS.fixFields);
  await expect(field('Name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Name *')).toHaveAccessibleDescription(HC_ADMIN_WORDS.nameRequired);
  // The field's hint, then its message.
  await expect(field('Meeting day *')).toHaveAccessibleDescription(
    `It meets every week on this day. ${HC_ADMIN_WORDS.dayRequired}`,
  );
  await expect(field('City *')).toHaveAccessibleDescription(HC_ADMIN_WORDS.cityRequired);
  await expect(field('Name *')).toBeFocused();
  await expectAccessible(page, 'church form with its messages');

  await field('Name *').fill(name);
  await field('Description (optional)').fill('Supper, worship and prayer around one table.');
  await field('Meeting day *').selectOption('Tuesday');
  await field('Meeting time *').fill('19:00');
  await field('Duration (hours) *').fill('2');
  await field('Capacity *').fill('1');
  await field('Leader name *').fill('Jason Thessalonica');
  await field('Neighborhood (optional)').fill('Hyde Park');
  await field('City *').fill('Austin');
  await field('Street address (optional)').fill('77 Lantern Court');
  await field('ZIP code (optional)').fill('78751');
  await field('Arrival notes (optional)').fill('Use the blue side door.');
  await field('Leader email (optional)').fill('jason.leader@example.org');
  await field('Leader phone (optional)').fill('(512) 555-0177');
  await dialog.getByRole('button', { name: 'Create house church' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Created “${name}”.`)).toBeVisible();
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText('Members0/1');

  // Three people ask to join through the public API; none takes a seat yet.
  const churches = (await (await page.request.get('/api/house-church/house-churches/')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const id = churches.find((church) => church.name === name)!.id;
  const emails = ['lydia', 'jason', 'silas', 'timothy'].map((who) => `${who}-${tag}@example.net`);
  for (const [index, email] of emails.slice(0, 3).entries()) {
    const answer = await page.request.post(`/api/house-church/house-churches/${id}/join/`, {
      data: person(['Lydia', 'Jason', 'Silas'][index]!, email),
    });
    expect(answer.status()).toBe(201);
  }

  await page.reload();
  await card.getByRole('link', { name: `Join requests (3 pending) for ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/house-churches/${id}$`));
  await expect(page.getByText('Members 0/1')).toBeVisible();
  const requests = page.getByRole('list', { name: 'Join requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(3);

  // Approve Lydia: the seat is taken and her email carries the meeting details.
  await requests.getByRole('button', { name: 'Approve Lydia Berea' }).click();
  await expect(
    page.getByText('Approved Lydia Berea: the meeting details are on their way by email.'),
  ).toBeVisible();
  await expect(page.getByText('Members 1/1')).toBeVisible();
  await expect(requests.getByRole('listitem')).toHaveCount(2);
  const welcome = await waitForMail(emails[0]!, `Welcome to ${name}: where and when we meet`);
  for (const detail of [
    'Address: 77 Lantern Court, Austin, TX 78751',
    'When: Tuesdays at 7:00 PM (2 hours)',
    'Arriving: Use the blue side door.',
    'Your leader: Jason Thessalonica, jason.leader@example.org or (512) 555-0177',
  ]) {
    expect(welcome.text).toContain(detail);
  }

  // The church is full now: approving Jason is refused, and so is a new public request.
  await requests.getByRole('button', { name: 'Approve Jason Berea' }).click();
  await expect(page.getByRole('alert')).toHaveText(HC_ADMIN_WORDS.full);
  await expectAccessible(page, 'a refused approval');
  const refused = await page.request.post(`/api/house-church/house-churches/${id}/join/`, {
    data: person('Timothy', emails[3]!),
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toBe(HOUSE_CHURCH_WORDS.in('en')('join.full'));

  // Decline Silas after confirming: the count stays, a kind note arrives.
  await requests.getByRole('button', { name: 'Decline Silas Berea' }).click();
  await expect(requests.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await requests.getByRole('button', { name: 'Confirm decline' }).click();
  await expect(page.getByText('Declined Silas Berea: a kind note is on its way by email.')).toBeVisible();
  await expect(page.getByText('Members 1/1')).toBeVisible();
  const note = await waitForMail(emails[2]!, `About your request to join ${name}`);
  expect(note.text).not.toContain('Lantern Court');

  // Archive: it leaves the public directory.
  await page.getByRole('link', { name: 'All house churches' }).click();
  await card.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Archive “${name}”?` });
  await expectAccessible(page, 'archive confirmation');
  await confirm.getByRole('button', { name: 'Archive house church' }).click();
  await expect(page.getByText(`Archived “${name}”: it has left the public directory.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Archived', exact: true }).click();
  await expect(page.getByRole('listitem', { name })).toContainText('Archived');
  await page.goto('/house-churches?city=austin');
  await expect(page.getByRole('article', { name: 'Mueller Flagship House Church' })).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('staff move a leader application to reviewing, then approved, with a note', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = `applicant-${testInfo.project.name}-${Date.now().toString(36)}@example.net`;
  const applied = await page.request.post('/api/house-church/house-church-leaders/apply/', {
    data: buildLeaderApplicationPayload({
      first_name: 'Phoebe',
      last_name: `Cenchreae ${testInfo.project.name}`,
      email,
      years_saved: 12,
      reference1_name: 'Paul Tarsus',
      reference1_email: 'paul.ref@example.net',
      reference2_name: 'Priscilla Aquila',
      reference2_relationship: 'Fellow worker',
    }),
  });
  expect(applied.status()).toBe(201);
  const fullName = `Phoebe Cenchreae ${testInfo.project.name}`;

  await signIn(page, '/admin/house-churches/applications?status=received');
  await page.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  for (const text of [
    'Paul Tarsus',
    'paul.ref@example.net',
    'Priscilla Aquila',
    'Fellow worker',
    '12 years',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Status: Received')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.getByLabel('Staff notes').fill('Called both references: warm and clear.');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText('Moved to reviewing; notes saved.')).toBeVisible();
  await expect(page.getByText('Status: Reviewing')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: /Confirm: approve/ }).click();
  await expect(page.getByText('Status: Approved')).toBeVisible();
  await expect(page.getByText('This decision is final; notes can still be added.')).toBeVisible();
  await expectAccessible(page, 'an approved application');

  await page.reload();
  await expect(page.getByLabel('Staff notes')).toHaveValue('Called both references: warm and clear.');
  const decision = await waitForMail(email, 'Your application to lead a house church: approved');
  expect(decision.text).toContain('we are glad to say yes');

  await page.getByRole('link', { name: 'All applications' }).click();
  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(page.getByRole('link', { name: fullName })).toBeVisible();
});
