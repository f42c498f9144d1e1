/**
 * How many two-factor codes may be tried whatever the address (docs/product.md#two-factor-sign-in):
 * a code step takes five, then the password is needed again; an account takes ten wrong ones in 15
 * minutes. Guesses sent all at once from many addresses are not all checked.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '#shared/auth/contract.ts';
import { TWO_FACTOR_WORDS } from '#shared/auth/two-factor.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { sessionCookieFrom, signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { totpCode, turnOnTwoFactor } from '#tests/helpers/two-factor.ts';
import { adminLoginFailures, adminSessions } from '#server/db/schema/index.ts';

describe('two-factor codes tried from many addresses', () => {
  let t: TestApp;
  let clock: TestClock;
  let secret: string;
  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock });
    ({ secret } = await turnOnTwoFactor(t, clock, await signInAsStaff(t)));
    await t.db.delete(adminSessions);
  });
  afterEach(() => t.close());

  let nextAddress = 1;
  /** A request from an address no earlier request came from. */
  const fromNewAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const passwordStep = async () =>
    sessionCookieFrom(
      await t.request({
        method: 'POST',
        url: '/api/admin/login/',
        payload: TEST_STAFF,
        remoteAddress: fromNewAddress(),
      }),
      t.app.services.auth.pendingCookie.name,
    )!;
  const codeStep = (pending: string, code: string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/login/two-factor/',
      headers: { cookie: pending },
      payload: { code },
      remoteAddress: fromNewAddress(),
    });
  const sessionOpened = (response: Awaited<ReturnType<typeof codeStep>>) =>
    sessionCookieFrom(response, t.app.services.auth.cookie.name) !== null;
  /** Codes that were checked and found wrong: each is one recorded failure. */
  const codesChecked = async () => (await t.db.select().from(adminLoginFailures)).length;

  it('checks at most five of forty codes sent at once on one sign-in, then wants the password again', async () => {
    const pending = await passwordStep();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => codeStep(pending, String(100000 + i))),
    );
    expect(await codesChecked()).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 400).length).toBeLessThanOrEqual(5);
    expect(answers.some((answer) => answer.json().error === TWO_FACTOR_WORDS.tooManyCodes)).toBe(true);
    expect(answers.some(sessionOpened)).toBe(false);

    const right = await codeStep(pending, totpCode(secret, clock.now()));
    expect(right.statusCode).toBe(401);
    expect(sessionOpened(right)).toBe(false);
    expect(await t.db.select().from(adminSessions)).toEqual([]);
  });

  it('ends a sign-in after five wrong codes, one at a time from five addresses', async () => {
    const pending = await passwordStep();
    for (let i = 0; i < 5; i++) {
      const wrong = await codeStep(pending, String(200000 + i));
      expect(wrong.json().error).toBe(TWO_FACTOR_WORDS.wrongCode);
    }
    const right = await codeStep(pending, totpCode(secret, clock.now()));
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toBe(TWO_FACTOR_WORDS.tooManyCodes);
    expect(sessionOpened(right)).toBe(false);

    // The password again opens a new step, and the right code signs in.
    expect(sessionOpened(await codeStep(await passwordStep(), totpCode(secret, clock.now())))).toBe(true);
  });

  it('takes ten wrong codes in 15 minutes for an account, over any number of sign-ins and addresses', async () => {
    // Right codes are not counted.
    for (let i = 0; i < 3; i++) {
      clock.advance(30_000);
      expect(sessionOpened(await codeStep(await passwordStep(), totpCode(secret, clock.now())))).toBe(true);
    }
    const sent = await Promise.all(
      Array.from({ length: 8 }, async (_, step) => {
        const pending = await passwordStep();
        return Promise.all(
          Array.from({ length: 5 }, (_, i) => codeStep(pending, String(300000 + step * 5 + i))),
        );
      }),
    );
    expect(sent.flat().some(sessionOpened)).toBe(false);
    expect(await codesChecked()).toBe(10);

    clock.advance(30_000);
    const refused = await codeStep(await passwordStep(), totpCode(secret, clock.now()));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(AUTH_WORDS.tooManyAttempts);
    expect(sessionOpened(refused)).toBe(false);

    clock.advance(15 * 60_000);
    expect(sessionOpened(await codeStep(await passwordStep(), totpCode(secret, clock.now())))).toBe(true);
  });
});
