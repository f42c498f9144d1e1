import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/auth/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { login, TEST_STAFF } from '#tests/helpers/staff.ts';
import { LOGIN_RATE_LIMIT } from './auth.routes.ts';
import { USERNAME_FAILURE_LIMIT, USERNAME_FAILURE_WINDOW_MS } from './auth.throttle.ts';

describe('sign-in throttling', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const wrong = { username: TEST_STAFF.username, password: 'a wrong guess' };

  it('per IP (RATE_LIMITS on): the sixth attempt in 15 minutes gets 429 with Retry-After', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    await t.app.services.auth.createUser(TEST_STAFF);
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) expect((await login(t, wrong)).statusCode).toBe(401);
    // Even the right password is refused now: the limit is on attempts, not failures.
    const limited = await login(t, TEST_STAFF);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Another address is not affected.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/',
      remoteAddress: '203.0.113.9',
      headers: { origin: 'http://localhost:3000' },
      payload: TEST_STAFF,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('per username: after 10 failures in 15 minutes, 429 for that name, known or not, until the window passes', async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock });
    await t.app.services.auth.createUser(TEST_STAFF);
    const unknown = { username: 'nobody', password: 'a wrong guess' };
    for (let i = 0; i < USERNAME_FAILURE_LIMIT; i++) {
      expect((await login(t, wrong)).statusCode).toBe(401);
      expect((await login(t, unknown)).statusCode).toBe(401);
      clock.advance(1000);
    }
    for (const attempt of [TEST_STAFF, { ...unknown, username: 'NOBODY' }]) {
      const response = await login(t, attempt);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(response.headers['retry-after'])).toBe(USERNAME_FAILURE_WINDOW_MS / 1000 - 10);
    }
    // Other names still sign in.
    await t.app.services.auth.createUser({ username: 'deacon.bo', password: 'another long password' });
    expect((await login(t, { username: 'deacon.bo', password: 'another long password' })).statusCode).toBe(
      200,
    );

    clock.advance(USERNAME_FAILURE_WINDOW_MS);
    expect((await login(t, TEST_STAFF)).statusCode).toBe(200);
  });

  it('a password reset lifts the per-username throttle', async () => {
    t = await createTestApp();
    await t.app.services.auth.createUser(TEST_STAFF);
    for (let i = 0; i < USERNAME_FAILURE_LIMIT; i++) await login(t, wrong);
    expect((await login(t, TEST_STAFF)).statusCode).toBe(429);
    await t.app.services.auth.resetPassword({
      username: TEST_STAFF.username,
      password: 'the new long password',
    });
    expect(
      (await login(t, { username: TEST_STAFF.username, password: 'the new long password' })).statusCode,
    ).toBe(200);
  });
});
