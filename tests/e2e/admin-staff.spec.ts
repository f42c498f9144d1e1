/**
 * Staff accounts (docs/product.md#staff-accounts): an administrator invites a Care volunteer from
 * /admin/staff; the volunteer reads the invitation email (the real SMTP fake), opens the link in a
 * browser of their own, chooses a username and a password (a common one is refused first), signs in,
 * and the admin navigation offers their rooms only. The used link is then refused in words. An
 * invitation sent to a wrong address is withdrawn from the pending list.
 */
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { adminNav, signIn } from '#tests/e2e/staff.ts';

const INVITATION_SUBJECT = 'You are invited to the Undivided Hearts Ministries staff admin';
const PASSWORD = 'green-pastures-still-waters-23';

test('an administrator invites a Care volunteer, who accepts, sets a password and signs in', async ({
  page,
}, testInfo) => {
  test.slow(); // four argon2 hashes and a delivered email on a shared 2-core machine
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const email = `care.${tag}@example.org`;
  const username = `care-${tag}`;

  await signIn(page, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff accounts' })).toContainText('Administrator');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /^Care:/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(email);

  // An invitation sent to the wrong address is withdrawn: it leaves the pending list.
  const mistaken = `mistaken.${tag}@example.org`;
  await page.getByLabel('Email address').fill(mistaken);
  await page.getByRole('checkbox', { name: /^Care:/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending).toContainText(mistaken);
  await expectAccessible(page, 'the staff screen with pending invitations');
  await page.getByRole('button', { name: `Withdraw the invitation to ${mistaken}` }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${mistaken}: Invitation withdrawn. Its link no longer works.` }),
  ).toBeVisible();
  await expect(pending).not.toContainText(mistaken);
  await expect(pending).toContainText(email);

  const mail = await waitForMail(email, INVITATION_SUBJECT);
  const link = /http\S+\/admin\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  // The volunteer, in a browser of their own (this one, without the administrator's cookie).
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Your staff account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, 'the invitation page');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('qwerty123456');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('This password is one of the 10,000 most common passwords.')).toBeVisible();
  await expectAccessible(page, 'a refused password');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Your account is ready. You can sign in now.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await (await adminNav(page)).getByRole('link', { name: 'My account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(/\(this browser\)/)).toBeVisible();

  // The link works once.
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText(
    'This invitation has already been used. Sign in with the username and password you chose.',
  );
  await expectAccessible(page, 'a used invitation');

  // The administrator sees the new account, with its role and a last sign-in.
  await page.context().clearCookies();
  await signIn(page, '/admin/staff');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Care');
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
  await page.getByRole('button', { name: `Change roles of ${username}` }).click();
  const editor = page.getByRole('region', { name: `Roles of ${username}` });
  await expect(editor.getByRole('checkbox', { name: /^Care:/ })).toBeChecked();
  await editor.getByRole('checkbox', { name: /^Events:/ }).check();
  await editor.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${username}: Roles saved.` })).toBeVisible();
  await expect(row).toContainText('Events, Care');

  // The volunteer opens their rooms only.
  await page.context().clearCookies();
  await page.goto('/admin/login?next=%2Fadmin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const nav = await adminNav(page);
  await expect(nav.getByRole('link', { name: 'Prayer Requests', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Donations', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  // The administrator sees all of it in the audit log: the invitation, the role change, the sign-ins.
  await page.context().clearCookies();
  await signIn(page, '/admin/audit');
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  await page.getByLabel('Area').selectOption({ label: 'Staff' });
  await expect(page).toHaveURL(/[?&]area=staff/);
  await expect(
    entries.getByRole('row').filter({ hasText: 'Invited a new staff member with the roles care' }).first(),
  ).toBeVisible();
  await expect(
    entries
      .getByRole('row')
      .filter({ hasText: `account ${username} with roles care` })
      .first(),
  ).toBeVisible();
  await expect(
    entries
      .getByRole('row')
      .filter({ hasText: `Roles of ${username}: care → ` })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Area').selectOption({ label: 'Sign-in' });
  // Each choice reloads the list from the URL: wait for one before making the next.
  await expect(page).toHaveURL(/[?&]area=sign-in/);
  await page.getByLabel('Person').selectOption({ label: username });
  await expect(page).toHaveURL(/[?&]person=.*area=sign-in|[?&]area=sign-in.*person=/);
  await expect(entries.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(2);
  await expectAccessible(page, 'the audit log of the invitation');
});
