/**
 * Staff sign-in for API tests: create an account and sign in through the real login route, so a
 * test of any staff-only endpoint holds a real session cookie.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '#shared/staff/roles.ts';
import type { TestApp } from '#tests/helpers/app.ts';

export const TEST_STAFF = { username: 'pastor.ann', password: 'correct horse battery staple' };

/** The `name=value` pair of the response's session cookie, ready for a Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse, cookieName: string): string | null {
  const header = response.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const pair = all.map((line) => line.split(';')[0]!).find((first) => first.startsWith(`${cookieName}=`));
  return pair && pair !== `${cookieName}=` ? pair : null;
}

export function login(t: TestApp, credentials: { username: string; password: string }, headers = {}) {
  const { username, password } = credentials;
  return t.request({ method: 'POST', url: '/api/admin/login/', payload: { username, password }, headers });
}

/**
 * Creates the staff account (once) and signs in; returns the Cookie header value. Without `roles`
 * the account is an administrator, who may do everything.
 */
export async function signInAsStaff(
  t: TestApp,
  credentials: { username: string; password: string; roles?: readonly StaffRole[] } = TEST_STAFF,
): Promise<string> {
  await t.app.services.auth.createUser(credentials);
  const response = await login(t, credentials);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieFrom(response, t.app.services.auth.cookie.name);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

/** Signs in a staff member holding only `roles` (named after them, e.g. `staff.care`). */
export function signInWithRoles(t: TestApp, roles: readonly StaffRole[]): Promise<string> {
  return signInAsStaff(t, { username: `staff.${roles.join('.')}`, password: TEST_STAFF.password, roles });
}
