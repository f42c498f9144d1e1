/**
 * What staff find after a sign-up: the subscriber in the admin's list, read through the staff API
 * with a session of its own (the visitor's browser stays signed out).
 */
import { request as requests } from '@playwright/test';
import type { EmailSubscriber } from '#shared/subscribers/contract.ts';
import { expect } from '#tests/e2e/fixtures.ts';
import { signInApi } from '#tests/e2e/staff.ts';

/** The subscribers whose name, email or phone contains `search`, as staff see them. */
export async function subscribersMatching(baseURL: string, search: string) {
  const staff = await requests.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    await signInApi(staff, baseURL);
    const list = await staff.get('/api/admin/email-subscribers/', { params: { search } });
    expect(list.status()).toBe(200);
    return ((await list.json()) as { results: EmailSubscriber[] }).results;
  } finally {
    await staff.dispose();
  }
}

/** The address is stored once, subscribed, from the newsletter form. */
export async function expectSubscribed(baseURL: string, email: string) {
  const found = await subscribersMatching(baseURL, email);
  expect(found.map(({ email, source, subscribed }) => ({ email, source, subscribed }))).toEqual([
    { email, source: 'newsletter', subscribed: true },
  ]);
}
