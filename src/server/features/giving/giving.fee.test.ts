/**
 * Cover the fee on a one-time gift: the server computes the cover from the stored gift (never from
 * the client), Stripe charges the sum, the webhook checks the sum, and the receipt shows both parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
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

describe('cover the fee on a one-time gift', () => {
  let stripe: FakeStripe;
  let t: TestAppWithMail;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: { ...stripeEnv(stripe), GIVING_FEE_PERCENT: '2.9', GIVING_FEE_FIXED_CENTS: '30' },
      smtp: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('charges gift + cover, is paid only for that sum, and the receipt shows both parts', async () => {
    const { id } = await createDonation(
      t,
      buildGiftPayload({ amount: '50', email: 'cover@example.org', cover_fee: true }),
    );
    expect(await donationRow(t, id)).toMatchObject({ amountCents: 5000, feeCoverCents: 181 });
    const session = (await startCheckout(t, { donation_id: id })).json() as { id: string };
    expect(stripe.sessions.get(session.id)).toMatchObject({ amount_total: 5181, mode: 'payment' });

    // The gift alone is not what was asked for: a mismatch, not paid.
    const short = paidSessionEvent(id, 5000, { session: { id: session.id } });
    expect((await deliverWebhook(t, short)).json().outcome).toBe('amount_mismatch');
    const whole = paidSessionEvent(id, 5181, { session: { id: session.id } });
    expect((await deliverWebhook(t, whole)).json().outcome).toBe('paid');

    const view = (await t.request({ method: 'GET', url: `/api/donations/${id}/` })).json();
    expect(view).toMatchObject({ amount: 50, fee_cover: 1.81, interval: null, payment_status: 'paid' });
    const receipt = await t.smtp.waitForEmailTo('cover@example.org');
    expect(receipt.text).toContain(
      'Amount: Gift $50.00, card fee covered $1.81, total $51.81 (USD, one-time gift by card)',
    );
  });

  it('adds nothing when the box is not ticked, whatever else the client sends', async () => {
    const { id } = await createDonation(t, buildGiftPayload({ amount: '50', cover_fee: false }));
    expect(await donationRow(t, id)).toMatchObject({ amountCents: 5000, feeCoverCents: 0 });
    const refused = await t.request({
      method: 'POST',
      url: '/api/donations/',
      payload: buildGiftPayload({ amount: '50', cover_fee: true, fee_cover_cents: 1 }),
    });
    expect(refused.statusCode).toBe(400);
  });
});
