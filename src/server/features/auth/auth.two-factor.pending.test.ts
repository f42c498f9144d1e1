/**
 * A code step waiting for its code ends with the person's sessions (docs/product.md#two-factor-sign-in):
 * a step begun with the old password opens nothing after a password change, signing out everywhere
 * else, a disabled account or a password reset from the server.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_WORDS } from '#shared/auth/two-factor.ts';
import { STAFF_API } from '#shared/staff/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { login, sessionCookieFrom, signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { totpCode, turnOnTwoFactor } from '#tests/helpers/two-factor.ts';
import { staffAccounts } from '#server/db/schema/index.ts';

const NEW_PASSWORD = 'a brand new passphrase for ann';

describe('a two-factor code step begun before the sessions end', () => {
  let t: TestApp;
  let clock: TestClock;
  let cookie: string;
  let secret: string;
  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
    ({ secret } = await turnOnTwoFactor(t, clock, cookie));
  });
  afterEach(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const annId = async () =>
    (await t.db.select().from(staffAccounts).where(eq(staffAccounts.username, TEST_STAFF.username)))[0]!.id;

  const endings: [string, () => Promise<unknown>][] = [
    [
      'a password change',
      () =>
        post(
          STAFF_API.password,
          { cookie },
          { currentPassword: TEST_STAFF.password, newPassword: NEW_PASSWORD },
        ),
    ],
    ['signing out everywhere else', () => post(STAFF_API.signOutOthers, { cookie })],
    [
      'the account being disabled',
      async () => {
        const other = await signInAsStaff(t, { username: 'pastor.bob', password: TEST_STAFF.password });
        return post(STAFF_API.disable(await annId()), { cookie: other });
      },
    ],
    [
      'npm run admin -- reset-password',
      () => t.app.services.auth.resetPassword({ username: TEST_STAFF.username, password: NEW_PASSWORD }),
    ],
  ];

  it.each(endings)('opens no session after %s', async (_name, endSessions) => {
    const pending = sessionCookieFrom(await login(t, TEST_STAFF), t.app.services.auth.pendingCookie.name);
    expect(pending).not.toBeNull();

    const ended = (await endSessions()) as { statusCode?: number } | undefined;
    if (ended?.statusCode !== undefined) expect(ended.statusCode).toBe(200);

    const late = await post(
      '/api/admin/login/two-factor/',
      { cookie: pending! },
      { code: totpCode(secret, clock.now()) },
    );
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(TWO_FACTOR_WORDS.signInExpired);
    expect(sessionCookieFrom(late, t.app.services.auth.cookie.name)).toBeNull();
  });
});
