/**
 * Managing staff accounts (docs/product.md#staff-accounts): disabling ends every session at once and
 * keeps the person out, roles change from the screen, the last active administrator stays, and
 * every staff member manages their own password and sessions.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { GOOD_NEW_PASSWORD, signInStaffMember } from '#tests/helpers/generators/staff.ts';
import { login, sessionCookieFrom, signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { adminSessions, staffAccounts } from '#server/db/schema/index.ts';

describe('staff accounts', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await signInAsStaff(t);
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const me = (cookie: string) => call('GET', '/api/admin/me/', cookie);
  const userId = async (username: string) =>
    (await t.db.select().from(staffAccounts).where(eq(staffAccounts.username, username)))[0]!.id;

  it('lists staff with roles, last sign-in, two-factor and whether they are disabled', async () => {
    await signInStaffMember(t, { username: 'ruth', roles: ['care', 'events'] });
    const response = await call('GET', '/api/admin/staff/', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toEqual([
      expect.objectContaining({
        username: 'pastor.ann',
        roles: ['administrator'],
        twoFactor: false,
        disabled: false,
      }),
      expect.objectContaining({
        username: 'ruth',
        roles: ['care', 'events'],
        twoFactor: false,
        disabled: false,
      }),
    ]);
    expect(response.json().staff[1].lastLoginAt).toEqual(expect.any(String));
  });

  it('disabling ends all of the person’s sessions at once and they cannot sign in; enabling lets them back', async () => {
    const ruth = await signInStaffMember(t, { username: 'ruth', roles: ['care'] });
    const second = sessionCookieFrom(
      await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD }),
      'ministry_session',
    )!;
    expect((await me(ruth.cookie)).statusCode).toBe(200);

    const disabled = await call('POST', `/api/admin/staff/${ruth.id}/disable/`, admin);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toEqual({ message: STAFF_WORDS.disabled });
    expect((await me(ruth.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(await t.db.select().from(adminSessions).where(eq(adminSessions.userId, ruth.id))).toEqual([]);
    const refused = await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: STAFF_WORDS.accountDisabledSignIn });
    // A wrong password still gets the usual answer: being disabled is said only to the right password.
    expect((await login(t, { username: 'ruth', password: 'not-her-password' })).statusCode).toBe(401);

    expect((await call('POST', `/api/admin/staff/${ruth.id}/enable/`, admin)).json()).toEqual({
      message: STAFF_WORDS.enabled,
    });
    expect((await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('changes a person’s roles from the screen', async () => {
    const ruth = await signInStaffMember(t, { username: 'ruth', roles: ['care'] });
    const saved = await call('PUT', `/api/admin/staff/${ruth.id}/roles/`, admin, {
      roles: ['events', 'giving'],
    });
    expect(saved.json()).toEqual({ message: STAFF_WORDS.rolesSaved });
    expect((await t.db.select().from(staffAccounts).where(eq(staffAccounts.id, ruth.id)))[0]!.roles).toEqual([
      'events',
      'giving',
    ]);
    const none = await call('PUT', `/api/admin/staff/${ruth.id}/roles/`, admin, { roles: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ roles: [STAFF_WORDS.rolesRequired] });
  });

  it('refuses to disable or demote the last active administrator, and allows it once there is another', async () => {
    const annId = await userId(TEST_STAFF.username);
    const disable = await call('POST', `/api/admin/staff/${annId}/disable/`, admin);
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ error: STAFF_WORDS.lastAdministrator });
    const demote = await call('PUT', `/api/admin/staff/${annId}/roles/`, admin, { roles: ['care'] });
    expect(demote.statusCode).toBe(409);
    expect((await t.db.select().from(staffAccounts))[0]).toMatchObject({
      roles: ['administrator'],
      disabledAt: null,
    });
    expect((await me(admin)).statusCode).toBe(200);

    // A disabled administrator does not count as the other one.
    const boaz = await signInStaffMember(t, { username: 'boaz', roles: ['administrator'] });
    await call('POST', `/api/admin/staff/${boaz.id}/disable/`, admin);
    expect(
      (await call('PUT', `/api/admin/staff/${annId}/roles/`, admin, { roles: ['care'] })).statusCode,
    ).toBe(409);

    await call('POST', `/api/admin/staff/${boaz.id}/enable/`, admin);
    expect(
      (await call('PUT', `/api/admin/staff/${annId}/roles/`, admin, { roles: ['administrator', 'care'] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/staff/${annId}/roles/`, admin, { roles: ['care'] })).statusCode,
    ).toBe(200);
  });

  it('every staff member sees their own sessions and can sign out everywhere else', async () => {
    const ruth = await signInStaffMember(t, { username: 'ruth', roles: ['care'] });
    const phone = await login(
      t,
      { username: 'ruth', password: GOOD_NEW_PASSWORD },
      { 'user-agent': 'Ruth’s phone' },
    );
    const phoneCookie = sessionCookieFrom(phone, 'ministry_session')!;

    const listed = await call('GET', '/api/admin/account/sessions/', ruth.cookie);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as Array<{ current: boolean; userAgent: string | null }>;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions[1]).toMatchObject({ current: false, userAgent: 'Ruth’s phone' });
    expect(JSON.stringify(listed.json())).not.toMatch(/token/i);

    const out = await call('POST', '/api/admin/account/sessions/sign-out-others/', ruth.cookie);
    expect(out.json()).toEqual({ message: STAFF_WORDS.signedOutOthers });
    expect((await me(phoneCookie)).statusCode).toBe(401);
    expect((await me(ruth.cookie)).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(200); // someone else's sessions are not touched
    expect((await call('GET', '/api/admin/account/sessions/', ruth.cookie)).json().sessions).toHaveLength(1);
  });

  it('changes one’s own password with the current one; the other sessions end, this one stays', async () => {
    const ruth = await signInStaffMember(t, { username: 'ruth', roles: ['care'] });
    const other = sessionCookieFrom(
      await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD }),
      'ministry_session',
    )!;
    const change = (payload: object) => call('POST', '/api/admin/account/password/', ruth.cookie, payload);

    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'a-new-long-password-77' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: [STAFF_WORDS.currentPasswordWrong] });
    const common = await change({ currentPassword: GOOD_NEW_PASSWORD, newPassword: '1q2w3e4r5t6y' });
    expect(common.json().fields).toEqual({ newPassword: [STAFF_WORDS.passwordTooCommon] });
    const short = await change({ currentPassword: GOOD_NEW_PASSWORD, newPassword: 'too-short' });
    expect(short.json().fields).toEqual({ newPassword: ['A password needs at least 12 characters.'] });
    expect((await me(other)).statusCode).toBe(200); // nothing changed by a refused attempt

    const done = await change({ currentPassword: GOOD_NEW_PASSWORD, newPassword: 'a-new-long-password-77' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: STAFF_WORDS.passwordChanged });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(ruth.cookie)).statusCode).toBe(200);
    expect((await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD })).statusCode).toBe(401);
    expect((await login(t, { username: 'ruth', password: 'a-new-long-password-77' })).statusCode).toBe(200);
  });
});
