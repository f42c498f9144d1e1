/**
 * What the house-church journeys check was stored, as staff see it through the admin API, and the
 * emails a leader application sends. A journey uses a fresh address, so it finds exactly one record.
 * `request` is the test's own API context (cookies apart from the page): it is signed in as the e2e
 * staff account here.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import type { JoinRequest, LeaderApplicationDetail } from '#shared/house-churches/admin-words.ts';
import { E2E_STAFF_EMAIL } from '#tests/e2e/env.ts';
import { type ParsedMail, waitForMail } from '#tests/e2e/mail.ts';
import { signInApi } from '#tests/e2e/staff.ts';

async function read<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The one record a list has for `email`, whatever its status. */
async function theOne<T>(
  request: APIRequestContext,
  origin: string,
  list: string,
  email: string,
): Promise<T> {
  await signInApi(request, origin);
  const query = new URLSearchParams({ status: 'all', search: email });
  const { results } = await read<{ results: T[] }>(request, `${list}?${query}`);
  expect(results, `one record for ${email} in ${list}`).toHaveLength(1);
  return results[0]!;
}

/** The join request made with `email`. */
export function storedJoinRequest(request: APIRequestContext, origin: string, email: string) {
  return theOne<JoinRequest>(request, origin, '/api/admin/house-churches/join-requests/', email);
}

/** The leader application made with `email`, in full (references and agreements too). */
export async function storedApplication(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<LeaderApplicationDetail> {
  const { id } = await theOne<{ id: string }>(request, origin, '/api/admin/leader-applications/', email);
  return read<LeaderApplicationDetail>(request, `/api/admin/leader-applications/${id}/`);
}

/** The applicant's confirmation and the staff notification of the application made with `email`. */
export async function applicationEmails(
  email: string,
): Promise<{ applicant: ParsedMail; staff: ParsedMail }> {
  const applicant = await waitForMail(email);
  expect(applicant.subject).toBe('We received your application to lead a house church');
  const staff = await waitForMail(E2E_STAFF_EMAIL, { containing: email });
  return { applicant, staff };
}
