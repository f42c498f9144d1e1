/**
 * What the house-church journeys check was stored, as staff see it through the admin API: a join
 * request or a leader application found by the address it was made with. `request` is the test's
 * own API context (cookies apart from the page), signed in as the e2e staff account.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import type { JoinRequest, LeaderApplicationDetail } from '#shared/house-churches-admin-messages.ts';
import { E2E_ADMIN } from './env.ts';

export async function signInAsStaff(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post('/api/admin/login/', { data: E2E_ADMIN, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

async function results<T>(request: APIRequestContext, url: string): Promise<T[]> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { results: T[] }).results;
}

/** Every join request made with `email`, whatever its status. */
export function joinRequestsFrom(request: APIRequestContext, email: string): Promise<JoinRequest[]> {
  const query = new URLSearchParams({ status: 'all', search: email });
  return results<JoinRequest>(request, `/api/admin/house-churches/join-requests/?${query}`);
}

/** Every leader application made with `email`, in full (references and agreements too). */
export async function applicationsFrom(
  request: APIRequestContext,
  email: string,
): Promise<LeaderApplicationDetail[]> {
  const query = new URLSearchParams({ status: 'all', search: email });
  const found = await results<{ id: string }>(request, `/api/admin/leader-applications/?${query}`);
  return Promise.all(
    found.map(async ({ id }) => {
      const response = await request.get(`/api/admin/leader-applications/${id}/`);
      expect(response.status()).toBe(200);
      return (await response.json()) as LeaderApplicationDetail;
    }),
  );
}
