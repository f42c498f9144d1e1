import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '#shared/auth/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { login, sessionCookieFrom, signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { adminSessions, staffAccounts } from '#server/db/schema/index.ts';
import { hashSessionToken } from '#server/features/auth/auth.sessions.ts';

const checkAuth = (t: TestApp, cookie?: string) =>
  t.request({ method: 'GET', url: '/api/admin/check-auth/', headers: cookie ? { cookie } : {} });

describe('POST /api/admin/login/', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await t.app.services.auth.createUser(TEST_STAFF);
  });
  afterEach(() => t.close());

  const sessionCount = async () => (await t.db.select({ n: count() }).from(adminSessions))[0]!.n;

  it('signs in with the right password: success body, an HttpOnly Lax session cookie, a stored session', async () => {
    const response = await login(t, TEST_STAFF);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: AUTH_WORDS.signedIn,
      username: TEST_STAFF.username,
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^ministry_session=[^;]+/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    // Only the SHA-256 of the token is stored, never the token itself.
    const cookie = sessionCookieFrom(response, 'ministry_session')!;
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const [row] = await t.db.select().from(adminSessions);
    expect(row!.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const [user] = await t.db.select().from(staffAccounts);
    expect(user!.lastLoginAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const check = await checkAuth(t, cookie);
    expect(check.json()).toEqual({ authenticated: true, username: TEST_STAFF.username });
    expect(check.headers['cache-control']).toBe('no-store');
  });

  it('accepts the username in any letter case and answers with the stored spelling', async () => {
    const response = await login(t, { username: '  PASTOR.Ann ', password: TEST_STAFF.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('pastor.ann');
  });

  it('gives the same 401 answer for a wrong password and an unknown user, and no cookie', async () => {
    const wrongPassword = await login(t, { username: TEST_STAFF.username, password: 'not the password' });
    const unknownUser = await login(t, { username: 'nobody', password: TEST_STAFF.password });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: AUTH_WORDS.invalidCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(await sessionCount()).toBe(0);
  });

  it('opens a new session id at each sign-in and ends the one the browser already had', async () => {
    const first = await signInAsStaff(t);
    const again = await login(t, TEST_STAFF, { cookie: first });
    const second = sessionCookieFrom(again, 'ministry_session')!;
    expect(second).not.toBe(first);
    expect((await checkAuth(t, first)).json()).toEqual({ authenticated: false });
    expect((await checkAuth(t, second)).json().authenticated).toBe(true);
    expect(await sessionCount()).toBe(1);
  });

  it('refuses a sign-in posted from another site (login CSRF) and opens no session', async () => {
    const response = await login(t, TEST_STAFF, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This request did not come from this site.' });
    expect(await sessionCount()).toBe(0);
  });

  it.each([
    [{ password: 'x' }, 'username', AUTH_WORDS.usernameRequired],
    [{ username: '   ', password: 'x' }, 'username', AUTH_WORDS.usernameRequired],
    [{ username: 'pastor.ann' }, 'password', AUTH_WORDS.passwordRequired],
    [{ username: 'pastor.ann', password: '' }, 'password', AUTH_WORDS.passwordRequired],
    [{ username: 'a', password: 'b', remember: true }, 'remember', 'This field is not allowed.'],
  ])('refuses %j with a field message', async (payload, field, message) => {
    const response = await t.request({ method: 'POST', url: '/api/admin/login/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toContain(message);
    expect(await sessionCount()).toBe(0);
  });

  it('records each sign-in and each refusal in the log, with the account name and never the password', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ log: { level: 'info', lines } });
    try {
      await logged.app.services.auth.createUser(TEST_STAFF);
      const typedAsName = 'my-secret-password-typed-as-name';
      expect((await login(logged, { ...TEST_STAFF, password: 'a wrong guess' })).statusCode).toBe(401);
      expect((await login(logged, { username: typedAsName, password: 'x' })).statusCode).toBe(401);
      expect((await login(logged, TEST_STAFF)).statusCode).toBe(200);

      const records = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.event === 'staff_sign_in');
      expect(records.map(({ outcome, username, slowedDown }) => ({ outcome, username, slowedDown }))).toEqual(
        [
          { outcome: 'wrong_credentials', username: TEST_STAFF.username, slowedDown: false },
          { outcome: 'wrong_credentials', username: null, slowedDown: false },
          { outcome: 'signed_in', username: TEST_STAFF.username, slowedDown: false },
        ],
      );
      // Each record is tied to its request by the request id, like every other request's line.
      for (const record of records) expect(record.reqId).toEqual(expect.any(String));
      const all = lines.join('');
      for (const secret of [TEST_STAFF.password, 'a wrong guess', typedAsName])
        expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });

  it('secure config (https PUBLIC_URL): a __Host- prefixed, Secure cookie that signs in', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://ministry.example' } });
    try {
      await secure.app.services.auth.createUser(TEST_STAFF);
      const response = await login(secure, TEST_STAFF, { origin: 'https://ministry.example' });
      expect(response.statusCode).toBe(200);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-ministry_session=[^;]+/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toContain('Domain');
      const cookie = sessionCookieFrom(response, '__Host-ministry_session')!;
      expect((await checkAuth(secure, cookie)).json().authenticated).toBe(true);
      // The plain name means nothing on a secure site.
      const plain = cookie.replace('__Host-ministry_session', 'ministry_session');
      expect((await checkAuth(secure, plain)).json().authenticated).toBe(false);
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/admin/check-auth/', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers authenticated: false without a cookie', async () => {
    const response = await checkAuth(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false });
  });

  it('refuses a forged or unsigned cookie and tells the browser to drop it', async () => {
    const cookie = await signInAsStaff(t);
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    for (const forged of [`${name}=${token}`, `${name}=${token}.AAAA`, `${name}=${'x'.repeat(43)}`]) {
      const response = await checkAuth(t, forged);
      expect(response.json()).toEqual({ authenticated: false });
      expect(String(response.headers['set-cookie'])).toMatch(/^ministry_session=;.*Expires=Thu, 01 Jan 1970/);
    }
  });

  it('reads the session from a raw Cookie header for page loaders, among other cookies', async () => {
    const cookie = await signInAsStaff(t);
    const auth = t.app.services.auth;
    expect(await auth.staffFromCookieHeader(`theme=dark; ${cookie}; lang=en`)).toMatchObject({
      username: TEST_STAFF.username,
    });
    expect(await auth.staffFromCookieHeader(null)).toBeNull();
    expect(await auth.staffFromCookieHeader('ministry_session=garbage')).toBeNull();
  });
});

describe('accounts', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('refuses a second account whose name differs only in case', async () => {
    expect((await t.app.services.auth.createUser(TEST_STAFF)).status).toBe('created');
    const again = await t.app.services.auth.createUser({ ...TEST_STAFF, username: 'Pastor.ANN' });
    expect(again.status).toBe('exists');
    expect((await t.db.select({ n: count() }).from(staffAccounts))[0]!.n).toBe(1);
  });

  it('a password reset ends every session of that user and the new password works', async () => {
    const cookie = await signInAsStaff(t);
    const result = await t.app.services.auth.resetPassword({
      username: TEST_STAFF.username,
      password: 'a brand new long password',
    });
    expect(result).toEqual({ status: 'reset', sessionsEnded: 1 });
    expect((await checkAuth(t, cookie)).json().authenticated).toBe(false);
    expect((await login(t, TEST_STAFF)).statusCode).toBe(401);
    const fresh = await login(t, { username: TEST_STAFF.username, password: 'a brand new long password' });
    expect(fresh.statusCode).toBe(200);
    const [user] = await t.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, TEST_STAFF.username));
    expect(user!.passwordHash).not.toContain('brand new');
  });
});
