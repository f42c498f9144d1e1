/**
 * Checkout Sessions created with the real `stripe` SDK against the local fake Stripe API
 * (tests/fakes/stripe-server.ts), which decodes the form body exactly as Stripe receives it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DONATION_WORDS } from '#shared/giving/contract.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/app.ts';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-server.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import {
  createDonation,
  deliverWebhook,
  donationRow,
  paidSessionEvent,
  startCheckout,
  stripeEnv,
} from '#tests/helpers/stripe-giving.ts';

describe('POST /api/donations/create_checkout_session/ with Stripe configured', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripeEnv(stripe) });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  it('sends Stripe exactly the stored gift: 2550 cents in USD, metadata, return URLs, idempotency key', async () => {
    const { id } = await createDonation(t, buildGiftPayload({ amount: 25.5, category: 'MISSIONS' }));
    const response = await startCheckout(t, {
      donation_id: id,
      // What a client may send alongside; none of it decides anything.
      amount: 1,
      name: 'Someone Else',
      email: 'else@example.org',
      category: 'EVENTS',
      success_url: 'https://evil.example/steal',
      cancel_url: 'https://evil.example/cancel',
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${stripe.url}/c/pay/${session.id}`);

    expect(stripe.requests).toHaveLength(1);
    const [sent] = stripe.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(sent!.headers['idempotency-key']).toBe(`donation-checkout-${id}`);
    expect(sent!.rawBody).toContain('line_items[0][price_data][unit_amount]=2550');
    expect(sent!.params).toEqual({
      mode: 'payment',
      submit_type: 'donate',
      customer_email: 'lydia@example.org',
      client_reference_id: id,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '2550',
            product_data: { name: 'Gift to Undivided Hearts Ministries', description: 'Missions' },
          },
        },
      ],
      metadata: { donation_id: id, category: 'MISSIONS' },
      payment_intent_data: { metadata: { donation_id: id, category: 'MISSIONS' } },
      success_url: `${TEST_PUBLIC_URL}/donation-success?donation_id=${id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/giving`,
    });

    const row = await donationRow(t, id);
    expect(row).toMatchObject({ stripeSessionId: session.id, paymentStatus: 'pending', amountCents: 2550 });
  });

  it('gives the same session back when the visitor tries again (same idempotency key)', async () => {
    const { id } = await createDonation(t);
    const first = (await startCheckout(t, { donation_id: id })).json();
    const again = (await startCheckout(t, { donation_id: id })).json();
    expect(again).toEqual(first);
    expect(stripe.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `donation-checkout-${id}`,
      `donation-checkout-${id}`,
    ]);
    expect(stripe.sessions.has(first.id)).toBe(true);
  });

  it.each([0, -1, 1e9, 'text'])('refuses the amount %j before Stripe is called', async (amount) => {
    const { id } = await createDonation(t);
    const response = await startCheckout(t, { donation_id: id, amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.amount[0]).toMatch(/valid donation amount|up to \$100,000/);
    expect(stripe.requests).toHaveLength(0);
  });

  it('refuses unknown and malformed donation ids before Stripe is called', async () => {
    const unknown = await startCheckout(t, { donation_id: '5b1f0a8e-7c44-4b8e-9d8e-0c6f1a2b3c4d' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found.' });
    const garbage = await startCheckout(t, { donation_id: '42' });
    expect(garbage.statusCode).toBe(400);
    const missing = await startCheckout(t, {});
    expect(missing.statusCode).toBe(400);
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers a Stripe outage with a readable 502 and leaves the gift pending', async () => {
    const { id } = await createDonation(t, buildGiftPayload({ amount: 40 }));
    stripe.failNext(5);
    const response = await startCheckout(t, { donation_id: id });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: DONATION_WORDS.checkoutUnavailable });
    expect((await donationRow(t, id)).paymentStatus).toBe('pending');
    stripe.failNext(0);
  });

  it('refuses a new checkout for a gift Stripe already confirmed', async () => {
    const { id } = await createDonation(t);
    await startCheckout(t, { donation_id: id });
    expect((await deliverWebhook(t, paidSessionEvent(id, 2550))).statusCode).toBe(200);
    stripe.requests.length = 0;
    const response = await startCheckout(t, { donation_id: id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: DONATION_WORDS.alreadyCompleted });
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('giving without Stripe keys (demo checkout)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the browser to the demo checkout page and calls no payment provider', async () => {
    const { id } = await createDonation(t);
    const response = await startCheckout(t, { donation_id: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: `demo_${id}`, url: `/giving/demo-checkout/${id}` });
    expect((await donationRow(t, id)).paymentStatus).toBe('pending');
  });

  it('completes the demo through the webhook code path: paid once, one receipt', async () => {
    const { id } = await createDonation(t);
    await startCheckout(t, { donation_id: id });
    expect(await t.app.services.giving.completeDemoCheckout(id)).toBe('paid');
    expect(await t.app.services.giving.completeDemoCheckout(id)).toBe('already_paid');
    const row = await donationRow(t, id);
    expect(row).toMatchObject({ paymentStatus: 'paid', stripeSessionId: `demo_${id}` });
    expect(row.paidAt).toBeInstanceOf(Date);
  });

  it('refuses webhooks outright: without a webhook secret nothing can be verified', async () => {
    const { id } = await createDonation(t);
    const response = await deliverWebhook(t, paidSessionEvent(id, 2550));
    expect(response.statusCode).toBe(400);
    expect((await donationRow(t, id)).paymentStatus).toBe('pending');
  });
});
