import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '#shared/auth/contract.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { login, TEST_STAFF } from '#tests/helpers/staff.ts';
import { LOGIN_RATE_LIMIT } from '#server/features/auth/auth.routes.ts';
import {
  FAILURE_WINDOW_MS,
  PAIR_FAILURE_LIMIT,
  SLOW_DOWN_MS,
  USERNAME_SLOW_DOWN_AFTER,
} from '#server/features/auth/auth.throttle.ts';

const loginFrom = (t: TestApp, address: string, credentials: { username: string; password: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login/',
    remoteAddress: address,
    headers: { origin: TEST_ORIGIN },
    payload: credentials,
  });

const attacker = (n: number) => `203.0.113.${n}`;
const realPersonAddress = '198.51.100.7';

describe('sign-in throttling', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const wrong = { username: TEST_STAFF.username, password: 'a wrong guess' };

  it('per IP (RATE_LIMITS on): the attempt after the limit in 15 minutes gets 429 with Retry-After', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    await t.app.services.auth.createUser(TEST_STAFF);
    // Different names each time, so the per-(username, address) limit never trips first.
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++)
      expect((await login(t, { ...wrong, username: `guess.${i}` })).statusCode).toBe(401);
    // Even the right password is refused now: the limit is on attempts, not failures.
    const limited = await login(t, TEST_STAFF);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: AUTH_WORDS.tooManyAttempts });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Another address is not affected.
    expect((await loginFrom(t, '203.0.113.9', TEST_STAFF)).statusCode).toBe(200);
  });

  it('nobody can lock the staff member out: many failures for the name from rotating addresses only slow it down, and the real person signs in from a fresh address', async () => {
    t = await createTestApp();
    await t.app.services.auth.createUser(TEST_STAFF);
    const attackers = USERNAME_SLOW_DOWN_AFTER / PAIR_FAILURE_LIMIT;
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      for (let a = 1; a <= attackers; a++)
        expect((await loginFrom(t, attacker(a), wrong)).statusCode).toBe(401);
    }

    // The attacker's addresses are refused for this name, even with the right password.
    const refused = await loginFrom(t, attacker(1), TEST_STAFF);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: AUTH_WORDS.tooManyAttempts });
    expect(refused.headers['set-cookie']).toBeUndefined();

    // The real person, from an address with no failures, signs in: after a short wait, not a refusal.
    const started = Date.now();
    const signedIn = await loginFrom(t, realPersonAddress, TEST_STAFF);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().username).toBe(TEST_STAFF.username);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_MS - 50);
  });

  it('per (username, address): after 5 failures that address is refused for that name, known or not, until the window passes; other names and addresses are not', async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock });
    await t.app.services.auth.createUser(TEST_STAFF);
    const here = attacker(20);
    const unknown = { username: 'nobody', password: 'a wrong guess' };
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      expect((await loginFrom(t, here, wrong)).statusCode).toBe(401);
      expect((await loginFrom(t, here, unknown)).statusCode).toBe(401);
      clock.advance(1000);
    }
    for (const attempt of [TEST_STAFF, { ...unknown, username: 'NOBODY' }]) {
      const response = await loginFrom(t, here, attempt);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: AUTH_WORDS.tooManyAttempts });
      expect(Number(response.headers['retry-after'])).toBe(FAILURE_WINDOW_MS / 1000 - PAIR_FAILURE_LIMIT);
    }
    // The same name from another address, and another name from this address, still sign in.
    expect((await loginFrom(t, realPersonAddress, TEST_STAFF)).statusCode).toBe(200);
    const deacon = { username: 'deacon.bo', password: 'another long password' };
    await t.app.services.auth.createUser(deacon);
    expect((await loginFrom(t, here, deacon)).statusCode).toBe(200);

    clock.advance(FAILURE_WINDOW_MS);
    expect((await loginFrom(t, here, TEST_STAFF)).statusCode).toBe(200);
  });

  it('a sign-in forgives that address its earlier mistakes for the name', async () => {
    t = await createTestApp();
    await t.app.services.auth.createUser(TEST_STAFF);
    const here = attacker(30);
    for (let i = 0; i < PAIR_FAILURE_LIMIT - 1; i++) await loginFrom(t, here, wrong);
    expect((await loginFrom(t, here, TEST_STAFF)).statusCode).toBe(200);
    for (let i = 0; i < PAIR_FAILURE_LIMIT - 1; i++) await loginFrom(t, here, wrong);
    expect((await loginFrom(t, here, TEST_STAFF)).statusCode).toBe(200);
  });

  it('a password reset lifts the throttle on the name', async () => {
    t = await createTestApp();
    await t.app.services.auth.createUser(TEST_STAFF);
    for (let i = 0; i < USERNAME_SLOW_DOWN_AFTER; i++) await login(t, wrong);
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
