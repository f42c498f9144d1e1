/**
 * Staff work through the inbox (docs/product.md#inbox-messages-and-prayer-requests): read a new
 * contact message and mark it handled (it leaves the Open list, and Reopen brings it back), follow
 * the staff email's link to a private prayer request, and export the Bible study sign-ups as a CSV
 * that opens safely in a spreadsheet.
 */
import fs from 'node:fs';
import { E2E_STAFF_EMAIL } from '#tests/e2e/env.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn, submitSignInForm } from '#tests/e2e/staff.ts';

/** A run-unique tag: both projects share one server and one database. */
const tagFor = (project: string) => `${project}${Date.now().toString(36)}`;

test('staff read a new contact message, mark it handled, and reopen it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tag = tagFor(testInfo.project.name);
  const subject = `Visiting in July ${tag}`;
  const response = await page.request.post('/api/contact/', {
    data: {
      name: 'Ruth Journey',
      email: `ruth.${tag}@example.org`,
      subject,
      message: `We are moving to Austin.\nWhere do you meet on Sundays? ${tag}`,
    },
  });
  expect(response.status()).toBe(201);

  await signIn(page, '/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Show')).toHaveValue('open');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 open message matching')).toBeVisible();
  const card = page.getByRole('article', { name: subject });
  await expect(card).toContainText(`ruth.${tag}@example.org`);
  await expectAccessible(page, 'messages list');

  await card.getByRole('button', { name: 'Read' }).click();
  const reader = page.getByRole('dialog', { name: subject });
  await expect(reader).toContainText('Where do you meet on Sundays?');
  await expect(reader.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:ruth.${tag}@example.org?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  await expectAccessible(page, 'message reader');
  await reader.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(reader.getByText('Marked as handled.')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await reader.getByRole('button', { name: 'Close' }).click();
  await expect(reader).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]id=/);

  // Gone from Open, listed under Handled; the state is the server's, so it survives a reload.
  await expect(page.getByText(`No open messages match “${tag}”.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`No open messages match “${tag}”.`)).toBeVisible();
  await page.getByLabel('Show').selectOption('handled');
  await expect(page).toHaveURL(/status=handled/);
  const handled = page.getByRole('article', { name: subject });
  await expect(handled.getByText('Handled', { exact: true })).toBeVisible();
  await expectAccessible(page, 'handled messages');

  // Reopen puts it back on the Open list.
  await handled.getByRole('button', { name: 'Read' }).click();
  await page.getByRole('dialog', { name: subject }).getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByRole('dialog', { name: subject }).getByText('Reopened.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Show').selectOption('open');
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
});

test('the staff email about a private prayer request links straight to it, for staff only', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = tagFor(testInfo.project.name);
  const name = `Hannah ${tag}`;
  const words = `Please pray for my brother in hospital ${tag}`;
  const response = await page.request.post('/api/prayer-request/', {
    data: { name, email: `hannah.${tag}@example.org`, phone: '512-555-0101', request: words },
  });
  expect(response.status()).toBe(201);

  // The staff notification names the person, never the words, and links to the admin.
  const mail = await waitForMail(E2E_STAFF_EMAIL, { containing: name, timeoutMs: 20_000 });
  expect(mail.subject).toMatch(/New private prayer request$/);
  expect(mail.text).not.toContain(words);
  const link = /(\/admin\/prayer-requests\?id=[0-9a-f-]{36})/.exec(mail.text ?? '')?.[1] ?? '';
  expect(link).not.toBe('');

  // Signed out, the link leads to sign in, and the API gives nothing away.
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  const id = link.split('id=')[1]!;
  const anonymous = await page.request.get(`/api/admin/prayer-requests/${id}/`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain(words);

  await submitSignInForm(page);
  const reader = page.getByRole('dialog', { name: `Prayer request from ${name}` });
  await expect(reader).toContainText(words);
  await expect(reader.getByText('Private', { exact: true })).toBeVisible();
  await expect(reader).toContainText('512-555-0101');
  // The reply never quotes the request.
  const href = await reader.getByRole('link', { name: 'Reply by email' }).getAttribute('href');
  expect(href).toBe(`mailto:hannah.${tag}@example.org?subject=Your%20prayer%20request`);
  await expectAccessible(page, 'private prayer request');

  await reader.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(reader.getByText('Marked as handled.')).toBeVisible();
  await reader.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/prayer-requests$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`No open prayer requests match “${tag}”.`)).toBeVisible();
  await page.getByLabel('Show').selectOption('all');
  const card = page.getByRole('article', { name: `Prayer request from ${name}` });
  await expect(card.getByText('Private', { exact: true })).toBeVisible();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
});

test('staff export the Bible study sign-ups; the CSV holds every field and opens safely', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = tagFor(testInfo.project.name);
  const people = [
    { name: `Lydia ${tag}`, email: `lydia.${tag}@example.org`, interests: 'Prophecy, Romans' },
    { name: `=HYPERLINK("x") ${tag}`, email: `tim.${tag}@example.org`, interests: '+1 more study' },
  ];
  for (const person of people) {
    const response = await page.request.post('/api/bible-study-signup/', {
      data: { ...person, phone: '512-555-0199', age_confirmed: true, devotional_choice: 'both' },
    });
    expect(response.status()).toBe(201);
  }

  await signIn(page, '/admin/bible-study');
  await expect(page.getByRole('heading', { name: 'Bible Study', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`2 sign-ups matching “${tag}”`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Bible study sign-ups' });
  await expect(list.getByRole('heading', { name: `Lydia ${tag}` })).toBeVisible();
  await expect(list).toContainText('Both devotionals');
  await expectAccessible(page, 'bible study sign-ups');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bible-study-\d{4}-\d\d-\d\d\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Name,Email,Phone,Interests,Notifications,Devotional,Signed up at,Updated at,Language',
  );
  expect(lines.filter(Boolean)).toHaveLength(3); // the header and this run's two: the search applies
  expect(text).toContain(
    `Lydia ${tag},lydia.${tag}@example.org,512-555-0199,"Prophecy, Romans",Yes,Both devotionals,`,
  );
  // Formula-looking cells start with an apostrophe, so a spreadsheet shows them as text.
  expect(text).toContain(`"'=HYPERLINK(""x"") ${tag}",tim.${tag}@example.org,512-555-0199,'+1 more study,`);
});
