import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '#shared/auth/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { login, signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { adminSessions } from '#server/db/schema/index.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';
import {
  LAST_SEEN_REFRESH_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '#server/features/auth/auth.sessions.ts';

const MINUTE = 60_000;

describe('staff sessions', () => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock });
  });
  afterEach(() => t.close());

  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/admin/me/', headers: { cookie } });
  const logout = (cookie: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/admin/logout/', headers: { cookie, ...headers } });
  const expectRefused = async (cookie: string) => {
    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
  };
  const sessions = () => t.db.select().from(adminSessions);

  it('a staff-only call answers with the session behind the cookie', async () => {
    const cookie = await signInAsStaff(t);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: TEST_STAFF.username, roles: ['administrator'] });
  });

  it('logout ends the session on the server, clears the cookie, and the old cookie is refused', async () => {
    const cookie = await signInAsStaff(t);
    const response = await logout(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_WORDS.signedOut });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['set-cookie'])).toMatch(
      /^ministry_session=;.*Expires=Thu, 01 Jan 1970.*HttpOnly.*SameSite=Lax/,
    );
    expect(await sessions()).toHaveLength(0);

    // Replaying the cookie (as a stolen copy would) gets nothing.
    await expectRefused(cookie);
    expect((await logout(cookie)).statusCode).toBe(401);
    const check = await t.request({ method: 'GET', url: '/api/admin/check-auth/', headers: { cookie } });
    expect(check.json()).toEqual({ authenticated: false });
  });

  it('refuses a staff POST from another site even with a live session (CSRF), and keeps the session', async () => {
    const cookie = await signInAsStaff(t);
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null']) {
      const response = await logout(cookie, { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'This request did not come from this site.' });
    }
    // No Origin at all and no same-origin fetch metadata: refused too.
    const bare = await t.app.inject({ method: 'POST', url: '/api/admin/logout/', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    expect(await sessions()).toHaveLength(1);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ends a session after two idle hours', async () => {
    const cookie = await signInAsStaff(t);
    clock.advance(SESSION_IDLE_MS - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_MS); // two hours since that last use
    await expectRefused(cookie);
    // The refusal also tells the browser to drop the dead cookie.
    expect(String((await me(cookie)).headers['set-cookie'])).toMatch(
      /^ministry_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await sessions()).toHaveLength(0);
  });

  it('keeps an active session alive past the idle limit but ends it at the absolute limit', async () => {
    const cookie = await signInAsStaff(t);
    let elapsed = 0;
    while (elapsed + SESSION_IDLE_MS / 2 < SESSION_ABSOLUTE_MS) {
      clock.advance(SESSION_IDLE_MS / 2);
      elapsed += SESSION_IDLE_MS / 2;
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock.advance(SESSION_ABSOLUTE_MS - elapsed);
    await expectRefused(cookie);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const cookie = await signInAsStaff(t);
    const [created] = await sessions();
    clock.advance(LAST_SEEN_REFRESH_MS / 2);
    await me(cookie);
    expect((await sessions())[0]!.lastSeenAt).toEqual(created!.lastSeenAt);
    clock.advance(LAST_SEEN_REFRESH_MS);
    await me(cookie);
    expect((await sessions())[0]!.lastSeenAt).toEqual(clock.now());
  });

  it('cleans up expired sessions at the next sign-in', async () => {
    await signInAsStaff(t);
    await login(t, TEST_STAFF);
    clock.advance(SESSION_IDLE_MS + MINUTE);
    expect((await t.db.select({ n: count() }).from(adminSessions))[0]!.n).toBe(2);
    await login(t, TEST_STAFF);
    expect((await t.db.select({ n: count() }).from(adminSessions))[0]!.n).toBe(1);
  });
});
