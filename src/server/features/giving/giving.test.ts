import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DONATION_WORDS, donationErrorMessage } from '#shared/giving/contract.ts';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { formRejectionRows } from '#tests/helpers/form-rejections.ts';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-server.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import { createDonation, donationCount, donationRow, stripeEnv } from '#tests/helpers/stripe-giving.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/donations/ and GET /api/donations/{id}/', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    stripe.requests.length = 0;
    t = await createTestApp({ env: stripeEnv(stripe) });
  });
  afterEach(() => t.close());

  const post = (payload: unknown) =>
    t.request({ method: 'POST', url: '/api/donations/', payload: payload as object });

  it('stores a pending gift in integer cents under a random id, whatever status the client sends', async () => {
    const response = await post(buildGiftPayload({ payment_status: 'paid' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(UUID_V4),
      amount: 25.5,
      category: 'MISSIONS',
      payment_status: 'pending',
    });
    const row = await donationRow(t, body.id);
    expect(row).toMatchObject({
      amountCents: 2550,
      currency: 'usd',
      name: 'Lydia Purpura',
      email: 'lydia@example.org',
      category: 'MISSIONS',
      donationType: 'ONE_TIME',
      message: 'For the mission to Philippi',
      isAnonymous: false,
      paymentStatus: 'pending',
      paidAt: null,
      stripeSessionId: null,
    });
    // Ids are not a sequence: the next gift's id has nothing in common with this one.
    const next = (await post(buildGiftPayload())).json().id as string;
    expect(next).toMatch(UUID_V4);
    expect(next).not.toBe(body.id);
    expect(stripe.requests).toHaveLength(0);
  });

  it.each([
    [25.5, 2550],
    ['25.50', 2550],
    [1, 100],
    [0.29 + 0.01 + 0.7, 100],
    [100000, 10_000_000],
  ])('turns %j dollars into %i cents', async (amount, cents) => {
    const { id } = await createDonation(t, buildGiftPayload({ amount }));
    expect((await donationRow(t, id)).amountCents).toBe(cents);
  });

  it.each([
    [0, DONATION_WORDS.invalidAmount],
    [-1, DONATION_WORDS.invalidAmount],
    [0.5, DONATION_WORDS.invalidAmount],
    [25.555, DONATION_WORDS.invalidAmount],
    ['text', DONATION_WORDS.invalidAmount],
    ['', DONATION_WORDS.invalidAmount],
    ['1e9', DONATION_WORDS.invalidAmount],
    [null, DONATION_WORDS.invalidAmount],
    [true, DONATION_WORDS.invalidAmount],
    [undefined, DONATION_WORDS.invalidAmount],
    [1e9, DONATION_WORDS.amountTooLarge],
    [100000.01, DONATION_WORDS.amountTooLarge],
  ])('refuses the amount %j with a message, storing nothing and calling no one', async (amount, message) => {
    const response = await post(buildGiftPayload({ amount }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.amount).toEqual([message]);
    expect(await donationCount(t)).toBe(0);
    expect(stripe.requests).toHaveLength(0);
  });

  it.each([
    [{ name: '' }, 'name', DONATION_WORDS.nameRequired],
    [{ name: '   ' }, 'name', DONATION_WORDS.nameRequired],
    [{ name: undefined }, 'name', DONATION_WORDS.nameRequired],
    [{ email: '' }, 'email', DONATION_WORDS.emailRequired],
    [{ email: undefined }, 'email', DONATION_WORDS.emailRequired],
    [{ email: 'not-an-address' }, 'email', DONATION_WORDS.invalidEmail],
    [{ category: 'CHOCOLATE' }, 'category', 'Please choose a category.'],
    [{ donation_type: 'MONTHLY' }, 'donation_type', 'Please choose a one-time or a recurring gift.'],
    [{ donation_type: 'RECURRING' }, 'frequency', 'Please choose how often to give.'],
    [{ frequency: 'yearly' }, 'frequency', 'Please choose how often to give.'],
    [{ message: 'x'.repeat(1001) }, 'message', 'Please keep your message under 1000 characters.'],
  ])('refuses %j with its message', async (change, field, message) => {
    const response = await post(buildGiftPayload(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual([message]);
    expect(await donationCount(t)).toBe(0);
  });

  it('refuses unknown fields and automated submissions', async () => {
    const extra = await post(buildGiftPayload({ amount_cents: 1 }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ amount_cents: ['This field is not allowed.'] });
    const bot = await post(buildGiftPayload({ website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    const fast = await post(buildGiftPayload({ form_started_at: Date.now() - 200 }));
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await donationCount(t)).toBe(0);
    expect(stripe.requests).toHaveLength(0);
    expect(await formRejectionRows(t.db)).toEqual([
      { form: '/api/donations/', reason: 'honeypot' },
      { form: '/api/donations/', reason: 'too_fast' },
    ]);
  });

  it('shows only first name, amount, fee cover, frequency, category and status; anonymous donors are Friend', async () => {
    const { id } = await createDonation(t);
    const response = await t.request({ method: 'GET', url: `/api/donations/${id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      name: 'Lydia',
      amount: 25.5,
      fee_cover: 0,
      interval: null,
      category: 'MISSIONS',
      payment_status: 'pending',
    });

    const anonymous = await createDonation(t, buildGiftPayload({ is_anonymous: true, category: 'BUILDING' }));
    const shown = await t.request({ method: 'GET', url: `/api/donations/${anonymous.id}` });
    expect(shown.json()).toEqual({
      name: 'Friend',
      amount: 25.5,
      fee_cover: 0,
      interval: null,
      category: 'BUILDING',
      payment_status: 'pending',
    });
    expect(shown.body).not.toContain('lydia');
  });

  it.each([
    '00000000-0000-4000-8000-000000000000',
    '1',
    '2',
    'not-a-uuid',
    "1' or '1'='1",
    '%00',
    'a'.repeat(90),
  ])('answers an unknown or garbage id (%s) with a bare 404', async (id) => {
    await createDonation(t);
    const response = await t.request({ method: 'GET', url: `/api/donations/${encodeURIComponent(id)}/` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('formats the error line', () => {
    expect(donationErrorMessage('Card declined')).toBe('An error occurred: Card declined');
    expect(donationErrorMessage(undefined)).toBe('An error occurred: Unknown error');
  });
});
