/**
 * Accepting a staff invitation with JavaScript disabled (docs/product.md#staff-accounts): the form
 * posts to its own page; a common password comes back under its field with the username kept and the
 * password not written back; a good one makes the account, and the used link is refused in words.
 */
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { signInApi } from '#tests/e2e/staff.ts';

test.use({ javaScriptEnabled: false });

const INVITATION_SUBJECT = 'You are invited to the Undivided Hearts Ministries staff admin';

test('an invitation is accepted without JavaScript', async ({ page, playwright, baseURL }, testInfo) => {
  test.slow(); // argon2 hashes and a delivered email on a shared 2-core machine
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const email = `nojs.${tag}@example.org`;
  const origin = new URL(baseURL!).origin;
  const admin = await playwright.request.newContext({ baseURL });
  await signInApi(admin, origin);
  const invited = await admin.post('/api/admin/staff/invitations/', {
    data: { email, roles: ['events'] },
    headers: { origin },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await admin.dispose();

  const mail = await waitForMail(email, INVITATION_SUBJECT);
  const path = /https?:\/\/\S+(\/admin\/invitation\?token=[\w-]{43})/.exec(mail.text ?? '')![1]!;
  await page.goto(path);
  await page.getByLabel('Username').fill(`nojs-${tag}`);
  await page.getByLabel('Password').fill('qwerty123456');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(STAFF_WORDS.passwordTooCommon).first()).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(`nojs-${tag}`);
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByLabel('Password').fill('a-lamp-unto-my-feet-119');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(STAFF_WORDS.accepted)).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText(STAFF_WORDS.invitationUsed);
});
