/**
 * What the outreach journeys ask of the staff side: how many records of each kind the site holds
 * for an address (the privacy lookup, one call for every table), read with a staff session of its
 * own so the visitor's page stays signed out. A journey uses a fresh address, so "stored" is 1.
 */
import { type APIRequestContext, expect, request } from '@playwright/test';
import type { PrivacyCounts, PrivacyKind } from '#shared/privacy/words.ts';
import { signInApi } from '#tests/e2e/staff.ts';

let staff: Promise<APIRequestContext> | undefined;

function staffSession(baseURL: string): Promise<APIRequestContext> {
  staff ??= (async () => {
    const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    await signInApi(context, baseURL);
    return context;
  })();
  return staff;
}

/** Every kind of record held about `email`. */
export async function heldAbout(baseURL: string, email: string): Promise<PrivacyCounts> {
  const answer = await (await staffSession(baseURL)).post('/api/admin/privacy/lookup/', { data: { email } });
  expect(answer.status(), 'the staff privacy lookup').toBe(200);
  return ((await answer.json()) as { counts: PrivacyCounts }).counts;
}

/** The submission from `email` was stored as one record of `kind`. */
export async function expectStored(baseURL: string, email: string, kind: PrivacyKind): Promise<void> {
  await expect
    .poll(async () => (await heldAbout(baseURL, email))[kind], { message: `one ${kind} row for ${email}` })
    .toBe(1);
}

/** Nothing at all is held about `email`: no record, no email queued. */
export async function expectNothingHeld(baseURL: string, email: string): Promise<void> {
  const counts = await heldAbout(baseURL, email);
  expect(
    Object.values(counts).reduce((sum, n) => sum + n, 0),
    `records about ${email}`,
  ).toBe(0);
}
