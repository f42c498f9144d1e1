/**
 * Two-factor sign-in (docs/product.md#two-factor-sign-in): setup takes effect only after one code,
 * the password alone then opens nothing, wrong and replayed codes are refused and throttled, a
 * recovery code works once, and turning it off needs a current code.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '#shared/auth/contract.ts';
import { TWO_FACTOR_WORDS } from '#shared/auth/two-factor.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { login, sessionCookieFrom, signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { totpCode, turnOnTwoFactor } from '#tests/helpers/two-factor.ts';
import { adminRecoveryCodes, adminTwoFactor, staffAccounts } from '#server/db/schema/index.ts';
import { PAIR_FAILURE_LIMIT } from '#server/features/auth/auth.throttle.ts';

const ACCOUNT = '/api/admin/account/two-factor';

describe('two-factor sign-in', () => {
  let t: TestApp;
  let clock: TestClock;
  let cookie: string;
  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
  });
  afterEach(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const me = (sessionCookie: string) =>
    t.request({ method: 'GET', url: '/api/admin/me/', headers: { cookie: sessionCookie } });
  const enabledAt = async () =>
    (await t.db.select().from(staffAccounts).where(eq(staffAccounts.username, TEST_STAFF.username)))[0]!
      .twoFactorEnabledAt;

  /** The password step: the answer and the code step's cookie. */
  async function passwordStep() {
    const response = await login(t, TEST_STAFF);
    return { response, pending: sessionCookieFrom(response, t.app.services.auth.pendingCookie.name) };
  }
  const codeStep = (pending: string | null, code: string) =>
    post('/api/admin/login/two-factor/', { code }, pending ? { cookie: pending } : {});

  it('takes effect only when a code from the new secret is confirmed; the secret is stored encrypted', async () => {
    const setup = await post(`${ACCOUNT}/setup/`, undefined, { cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await t.db.select().from(adminTwoFactor);
    expect(row!.pendingSecret).not.toContain(secret);

    // Not yet on: the password alone still signs in.
    expect(await enabledAt()).toBeNull();
    expect((await passwordStep()).response.json().twoFactor).toBeUndefined();

    const wrong = await post(`${ACCOUNT}/confirm/`, { code: '000000' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(TWO_FACTOR_WORDS.wrongCode);
    expect(await enabledAt()).toBeNull();

    const confirm = await post(`${ACCOUNT}/confirm/`, { code: totpCode(secret, clock.now()) }, { cookie });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await enabledAt()).toEqual(clock.now());
    // Stored hashed only.
    const stored = await t.db.select().from(adminRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));

    const status = await t.request({ method: 'GET', url: `${ACCOUNT}/`, headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
  });

  it('after the password, asks for a code: no session until then, and the code step opens nothing else', async () => {
    const { secret } = await turnOnTwoFactor(t, clock, cookie);
    const { response, pending } = await passwordStep();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: TWO_FACTOR_WORDS.codeNeeded,
      username: TEST_STAFF.username,
      twoFactor: 'code_needed',
    });
    expect(sessionCookieFrom(response, t.app.services.auth.cookie.name)).toBeNull();
    expect(pending).not.toBeNull();
    expect((await me(pending!)).statusCode).toBe(401);

    const wrong = await codeStep(pending, '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(TWO_FACTOR_WORDS.wrongCode);
    expect(sessionCookieFrom(wrong, t.app.services.auth.cookie.name)).toBeNull();

    const right = await codeStep(pending, totpCode(secret, clock.now()));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      success: true,
      message: AUTH_WORDS.signedIn,
      username: TEST_STAFF.username,
    });
    const session = sessionCookieFrom(right, t.app.services.auth.cookie.name)!;
    expect((await me(session)).statusCode).toBe(200);

    // The code step is over: its cookie cannot be used again.
    const again = await codeStep(pending, totpCode(secret, new Date(clock.now().getTime() + 30_000)));
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(TWO_FACTOR_WORDS.signInExpired);
  });

  it('refuses a code already used within its window, and takes the next one', async () => {
    const { secret } = await turnOnTwoFactor(t, clock, cookie);
    const code = totpCode(secret, clock.now());
    expect((await codeStep((await passwordStep()).pending, code)).statusCode).toBe(200);

    clock.advance(10_000); // the same 30-second step
    const replay = await codeStep((await passwordStep()).pending, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe(TWO_FACTOR_WORDS.codeReplayed);

    clock.advance(30_000);
    const { pending } = await passwordStep();
    // The old code is still inside the window one step back, and still refused.
    expect((await codeStep(pending, code)).statusCode).toBe(400);
    expect((await codeStep(pending, totpCode(secret, clock.now()))).statusCode).toBe(200);
  });

  it('accepts each recovery code once, typed with or without dashes', async () => {
    const { recoveryCodes } = await turnOnTwoFactor(t, clock, cookie);
    const [first, second] = recoveryCodes as [string, string];
    expect((await codeStep((await passwordStep()).pending, first.toUpperCase())).statusCode).toBe(200);
    const reused = await codeStep((await passwordStep()).pending, first);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(TWO_FACTOR_WORDS.wrongCode);
    expect((await codeStep((await passwordStep()).pending, second.replace(/-/g, ' '))).statusCode).toBe(200);

    const status = await t.request({ method: 'GET', url: `${ACCOUNT}/`, headers: { cookie } });
    expect(status.json().recoveryCodesLeft).toBe(8);
  });

  it('throttles wrong codes like passwords: after the limit even the right code is refused from that address', async () => {
    const { secret } = await turnOnTwoFactor(t, clock, cookie);
    const { pending } = await passwordStep();
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      expect((await codeStep(pending, String(100000 + i))).statusCode).toBe(400);
    }
    const refused = await codeStep(pending, totpCode(secret, clock.now()));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(AUTH_WORDS.tooManyAttempts);
    expect(sessionCookieFrom(refused, t.app.services.auth.cookie.name)).toBeNull();
    // Signing in with the password again does not reset the count.
    expect((await passwordStep()).response.statusCode).toBe(429);
  });

  it('ends the code step after ten minutes', async () => {
    const { secret } = await turnOnTwoFactor(t, clock, cookie);
    const { pending } = await passwordStep();
    clock.advance(10 * 60_000);
    const late = await codeStep(pending, totpCode(secret, clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(TWO_FACTOR_WORDS.signInExpired);
  });

  it('renews recovery codes and turns off only with a current code', async () => {
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, clock, cookie);
    const renewed = await post(
      `${ACCOUNT}/recovery-codes/`,
      { code: totpCode(secret, clock.now()) },
      { cookie },
    );
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    // The old codes no longer work.
    expect((await codeStep((await passwordStep()).pending, recoveryCodes[0]!)).statusCode).toBe(400);

    clock.advance(30_000);
    const wrong = await post(`${ACCOUNT}/turn-off/`, { code: '000000' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(await enabledAt()).not.toBeNull();

    const off = await post(`${ACCOUNT}/turn-off/`, { code: totpCode(secret, clock.now()) }, { cookie });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(TWO_FACTOR_WORDS.turnedOff);
    expect(await enabledAt()).toBeNull();
    expect(await t.db.select().from(adminRecoveryCodes)).toEqual([]);
    // The password alone signs in again.
    const { response } = await passwordStep();
    expect(response.json().twoFactor).toBeUndefined();
    expect(sessionCookieFrom(response, t.app.services.auth.cookie.name)).not.toBeNull();
  });
});

describe('two-factor sign-in records', () => {
  it('records the password step, wrong and replayed codes and the sign-in, never a secret or recovery code', async () => {
    const lines: string[] = [];
    const clock = createTestClock();
    const t = await createTestApp({ clock, log: { level: 'info', lines } });
    try {
      const cookie = await signInAsStaff(t);
      const { secret, recoveryCodes } = await turnOnTwoFactor(t, clock, cookie);
      lines.length = 0;
      const codeStep = async (code: string) => {
        const pending = sessionCookieFrom(await login(t, TEST_STAFF), t.app.services.auth.pendingCookie.name);
        return t.request({
          method: 'POST',
          url: '/api/admin/login/two-factor/',
          headers: { cookie: pending! },
          payload: { code },
        });
      };
      const code = totpCode(secret, clock.now());
      expect((await codeStep('654321')).statusCode).toBe(400);
      expect((await codeStep(code)).statusCode).toBe(200);
      expect((await codeStep(code)).statusCode).toBe(400);
      expect((await codeStep(recoveryCodes[0]!)).statusCode).toBe(200);

      const records = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.event === 'staff_sign_in');
      expect(records.map((record) => record.outcome)).toEqual([
        'code_needed',
        'wrong_code',
        'code_needed',
        'signed_in_with_code',
        'code_needed',
        'code_replayed',
        'code_needed',
        'signed_in_with_recovery_code',
      ]);
      for (const record of records) expect(record.username).toBe(TEST_STAFF.username);
      const all = lines.join('');
      // (Not the six digits: they could turn up by chance inside a timestamp.)
      for (const secretText of [secret, recoveryCodes[0]!, TEST_STAFF.password])
        expect(all).not.toContain(secretText);
    } finally {
      await t.close();
    }
  });
});
