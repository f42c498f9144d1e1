/**
 * What staff find after a sign-up: the subscriber in the admin's list, read through the staff API
 * with a session of its own (the visitor's browser stays signed out).
 */
import { request as requests } from '@playwright/test';
import type { EmailSubscriber } from '#shared/admin/subscribers-contract.ts';
import { E2E_ADMIN } from './env.ts';
import { expect } from './fixtures.ts';

/** The subscribers whose name, email or phone contains `search`, as staff see them. */
export async function subscribersMatching(baseURL: string, search: string) {
  const staff = await requests.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const login = await staff.post('/api/admin/login/', { data: E2E_ADMIN });
    expect(login.status(), 'staff sign in').toBe(200);
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
