/**
 * Two-factor sign-in in a real browser (docs/product.md#two-factor-sign-in). On a server that
 * requires it of the Giving role, a Giving user signs in, is sent to set it up and cannot open
 * anything else; the test reads the key shown on the page and computes the code as an authenticator
 * app would; then the admin opens, and the next sign-in asks for a code (a recovery code here).
 * Last, the administrator finds the two-factor setup and each sign-in step in the audit log.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PROJECT_ROOT } from '#tests/server/spawn-server.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnServerWith } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const PASSWORD = 'giving-journey-password-5e1d';
/** One account per viewport: the server is shared by the worker, and setup happens once per account. */
const PROJECTS = ['mobile', 'desktop'];
const givingUser = (project: string) => `giving-${project}`;

const test = testOnServerWith({
  env: { STAFF_TWO_FACTOR_REQUIRED: 'giving' },
  prepare: async (dataDir) => {
    for (const project of PROJECTS) {
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'tests/e2e/create-staff-account.ts', givingUser(project), 'giving'],
        { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD } },
      );
    }
  },
});

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/admin/login?next=%2Fadmin%2Fdonations');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a Giving user is made to set up two-factor, then signs in with a code', async ({ page }, testInfo) => {
  // Three sign-in steps, a setup and five pages, each checked by axe: longer than most journeys.
  test.slow();
  const username = givingUser(testInfo.project.name);
  await signInWithPassword(page, username);

  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
  await expect(page.getByText('Your role requires two-factor sign-in. Set it up to continue.')).toBeVisible();
  // Nothing else opens until it is set up.
  await page.goto('/admin/donations');
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);

  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'with the QR code shown');

  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(
    page.getByText('That code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  await expectAccessible(page, 'after a wrong code');

  const code = TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = await codes.first().innerText();
  await expectAccessible(page, 'with the recovery codes shown');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

  // Now the admin opens.
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/donations');
  await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();

  // The next sign-in asks for a code after the password; a recovery code works too.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInWithPassword(page, username);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor\?next=%2Fadmin%2Fdonations$/);
  await expect(page.getByRole('heading', { name: 'Two-factor sign in' })).toBeVisible();
  await page.getByLabel('Code or recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/donations$/);
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

  // The administrator sees all of it in the audit log: two-factor turned on, and each sign-in step.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, '/admin/audit');
  await page.getByLabel('Person').selectOption({ label: username });
  await expect(page).toHaveURL(/[?&]person=/);
  const rows = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Signed in with a recovery code' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Gave the right password; the two-factor code was due' })).toHaveCount(
    1,
  );
  await expect(rows.filter({ hasText: 'Turned on two-factor sign-in' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: recoveryCode })).toHaveCount(0);
  await expectAccessible(page, 'the audit log of the Giving user');
});
