/**
 * STAFF_TWO_FACTOR_REQUIRED (docs/product.md#two-factor-sign-in): a person holding a required role
 * without two-factor is signed in but sent to set it up, and every other staff route answers 403
 * with the code `two_factor_setup_required` (and changes nothing) until they do.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_WORDS, TWO_FACTOR_SETUP_REQUIRED_CODE } from '#shared/auth/two-factor.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { login, sessionCookieFrom, signInAsStaff } from '#tests/helpers/staff.ts';
import { totpCode, turnOnTwoFactor } from '#tests/helpers/two-factor.ts';
import { staffAccounts } from '#server/db/schema/index.ts';

const GIVING = { username: 'gail.giving', password: 'giving-person-password-0123' };

/** The staff routes open before setup: the setup itself, who am I, sign out. */
const OPEN_BEFORE_SETUP = new Set([
  'GET /api/admin/me/',
  'POST /api/admin/logout/',
  'GET /api/admin/account/two-factor/',
  'POST /api/admin/account/two-factor/setup/',
  'POST /api/admin/account/two-factor/confirm/',
  'POST /api/admin/account/two-factor/recovery-codes/',
  'POST /api/admin/account/two-factor/turn-off/',
]);

const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'test-id').replace(/\*/g, 'anything');

describe('two-factor required for a role', () => {
  let t: TestApp;
  const clock = createTestClock();
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { STAFF_TWO_FACTOR_REQUIRED: 'giving' } });
    await t.app.services.auth.createUser(GIVING);
    await t.db
      .update(staffAccounts)
      .set({ roles: ['giving'] })
      .where(eq(staffAccounts.username, GIVING.username));
    const response = await login(t, GIVING);
    expect(response.json().twoFactor).toBe('setup_needed');
    cookie = sessionCookieFrom(response, t.app.services.auth.cookie.name)!;
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, session = cookie) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: session },
      ...(method === 'GET' || method === 'HEAD' ? {} : { payload: '{}' }),
    });

  it('refuses every other staff route with 403 and the setup code until two-factor is on', async () => {
    const staffRoutes = t.app.routeAccess.filter(
      (route) => route.access === 'staff' && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    const closed = staffRoutes.filter((route) => !OPEN_BEFORE_SETUP.has(`${route.method} ${route.url}`));
    expect(closed.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of closed) {
      const response = await send(route.method, concreteUrl(route.url));
      const body = response.json() as { error?: string; code?: string };
      if (
        response.statusCode !== 403 ||
        body.code !== TWO_FACTOR_SETUP_REQUIRED_CODE ||
        body.error !== TWO_FACTOR_WORDS.setupRequired
      ) {
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
    // Who am I and the setup status still answer.
    expect((await send('GET', '/api/admin/me/')).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/account/two-factor/')).json()).toMatchObject({
      enabled: false,
      required: true,
    });
  });

  it('opens the Giving rooms once two-factor is on, and will not turn it off', async () => {
    expect((await send('GET', '/api/admin/donations/')).statusCode).toBe(403);
    const { secret } = await turnOnTwoFactor(t, clock, cookie);
    expect((await send('GET', '/api/admin/donations/')).statusCode).toBe(200);

    const off = await t.request({
      method: 'POST',
      url: '/api/admin/account/two-factor/turn-off/',
      headers: { cookie },
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(TWO_FACTOR_WORDS.requiredForRole);
    expect((await send('GET', '/api/admin/account/two-factor/')).json().enabled).toBe(true);
  });

  it('leaves roles outside the setting alone', async () => {
    // TEST_STAFF is an administrator; only Giving is required here.
    const adminCookie = await signInAsStaff(t);
    expect((await send('GET', '/api/admin/donations/', adminCookie)).statusCode).toBe(200);
  });
});

describe('two-factor required by default', () => {
  it('sends an administrator to set it up when the setting is not given', async () => {
    const t = await createTestApp({ env: { STAFF_TWO_FACTOR_REQUIRED: undefined } });
    try {
      const cookie = await signInAsStaff(t);
      const response = await t.request({ method: 'GET', url: '/api/admin/donations/', headers: { cookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(TWO_FACTOR_SETUP_REQUIRED_CODE);
    } finally {
      await t.close();
    }
  });
});
