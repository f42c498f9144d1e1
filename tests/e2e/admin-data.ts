/**
 * Records the admin journeys create through the public API, as visitors would: gifts (paid through
 * the demo checkout, which the e2e server uses without Stripe keys) and newsletter sign-ups.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface Gift {
  amount: number;
  name: string;
  email: string;
  category: 'GENERAL' | 'OUTREACH' | 'MISSIONS' | 'BUILDING' | 'EVENTS';
  is_anonymous?: boolean;
}

/** Starts a gift; `pay` completes it through the demo checkout page's own form. Returns its id. */
export async function give(request: APIRequestContext, origin: string, gift: Gift, pay: boolean) {
  const created = await request.post('/api/donations/', {
    data: { is_anonymous: false, ...gift },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const session = await request.post('/api/donations/create_checkout_session/', {
    data: { donation_id: id },
    headers: { origin },
  });
  expect(session.status()).toBe(200);
  if (pay) {
    const paid = await request.post(`/giving/demo-checkout/${id}`, {
      form: { complete: '1' },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(302);
  }
  return id;
}

export async function subscribe(request: APIRequestContext, origin: string, email: string) {
  const response = await request.post('/api/newsletter/subscribe/', { data: { email }, headers: { origin } });
  expect(response.status()).toBe(201);
}
