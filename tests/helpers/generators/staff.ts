/**
 * Staff accounts for tests: an invitation as the /admin/staff screen sends it, a second staff member
 * with chosen roles, and the token out of an invitation email's link.
 */
import type { StaffRole } from '#shared/staff/roles.ts';
import type { InviteStaffInput } from '#shared/staff/contract.ts';
import type { TestApp } from '#tests/helpers/app.ts';
import { login, sessionCookieFrom } from '#tests/helpers/staff.ts';

export function buildInvitePayload(overrides: Partial<InviteStaffInput> = {}): InviteStaffInput {
  return { email: 'ruth.care@example.org', roles: ['care'], ...overrides };
}

/** A password no common-password list holds, at least 12 characters. */
export const GOOD_NEW_PASSWORD = 'shepherd-of-the-valley-42';

/** Creates a staff account with `roles` and signs it in; returns its id and Cookie header value. */
export async function signInStaffMember(
  t: TestApp,
  input: { username: string; roles: StaffRole[]; password?: string },
): Promise<{ id: string; cookie: string }> {
  const password = input.password ?? GOOD_NEW_PASSWORD;
  const created = await t.app.services.auth.createUser({
    username: input.username,
    password,
    roles: input.roles,
  });
  if (created.status !== 'created') throw new Error(`could not create ${input.username}`);
  const response = await login(t, { username: input.username, password });
  const cookie = sessionCookieFrom(response, t.app.services.auth.cookie.name);
  if (!cookie) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { id: created.id, cookie };
}

/** The token in an invitation email's link. */
export function invitationTokenIn(text: string): string {
  const match = /\/admin\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error('no invitation link in the email');
  return match[1]!;
}
