/**
 * Refunds and disputes through the signed webhook and the one event router: a refund made with the
 * official SDK against the fake Stripe marks the gift refunded (in part, then in full) exactly once,
 * found by payment intent or by charge; the admin totals are then net of it; a dispute flags the
 * gift on the dashboard and in the Donations list.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/dashboard/format.ts';
import type { AdminDonation } from '#shared/giving/admin-format.ts';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-server.ts';
import { buildCharge, chargeRefundedEvent, disputeCreatedEvent } from '#tests/fakes/stripe/refunds.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { stripeClientOptions } from '#server/integrations/stripe/stripe-gateway.ts';
import { deliverWebhook, donationRow, stripeEnv } from '#tests/helpers/stripe-giving.ts';

describe('refunds and disputes', () => {
  let stripe: FakeStripe;
  let sdk: Stripe;
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-11-22T18:00:00Z'));
  const paidAt = new Date('2026-11-20T18:00:00Z');
  const seconds = () => Math.floor(clock.now().getTime() / 1000);

  beforeAll(async () => {
    stripe = await startFakeStripe();
    sdk = new Stripe(stripe.secretKey, stripeClientOptions(stripe.url));
    t = await createTestApp({ env: stripeEnv(stripe), clock });
    cookie = await signInAsStaff(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = async (payload: string) => (await deliverWebhook(t, payload)).json().outcome as string;
  const totals = async () =>
    (await t.request({ method: 'GET', url: '/api/admin/donations/totals/', headers: { cookie } })).json();
  const dashboardGifts = async () =>
    (
      (
        await t.request({ method: 'GET', url: '/api/admin/dashboard/', headers: { cookie } })
      ).json() as Dashboard
    ).donations;
  const listed = async (id: string) =>
    (
      await t.request({ method: 'GET', url: `/api/admin/donations/?search=${id}`, headers: { cookie } })
    ).json().results[0] as AdminDonation;

  it('a partial then a full refund of a one-time gift (found by payment intent), once each, net in the totals', async () => {
    const gift = await insertDonation(t.db, {
      amountCents: 5000,
      feeCoverCents: 181,
      category: 'MISSIONS',
      paymentStatus: 'paid',
      paidAt,
      stripePaymentIntentId: 'pi_refund_one',
    });
    const charge = buildCharge({ amount: 5181, paymentIntent: 'pi_refund_one' });
    stripe.charges.set(charge.id as string, charge);
    // The gift without the fee cover, on the Donations totals and the dashboard alike.
    expect((await totals()).total_cents).toBe(5000);
    expect(await dashboardGifts()).toMatchObject({ current: 1, amount_cents: 5000 });

    await sdk.refunds.create({ payment_intent: 'pi_refund_one', amount: 2000 });
    expect(charge).toMatchObject({ amount_refunded: 2000, refunded: false });
    const partly = chargeRefundedEvent(charge, { createdSeconds: seconds() });
    expect(await deliver(partly)).toBe('partly_refunded');
    expect(await deliver(partly)).toBe('duplicate');
    expect(await donationRow(t, gift.id)).toMatchObject({ refundedCents: 2000, stripeChargeId: charge.id });
    // The refund comes off the gift: $30.00 left, the $1.81 fee cover counted apart.
    expect(await totals()).toMatchObject({ total_cents: 3000, fee_cover_cents: 181, gift_count: 1 });
    expect(await listed(gift.id)).toMatchObject({ refunded_cents: 2000, fee_cover_cents: 181 });
    expect(await dashboardGifts()).toMatchObject({ current: 1, amount_cents: 3000 });

    await sdk.refunds.create({ charge: charge.id as string });
    expect(charge).toMatchObject({ amount_refunded: 5181, refunded: true });
    expect(await deliver(chargeRefundedEvent(charge, { createdSeconds: seconds() }))).toBe('refunded');
    // The first refund's event, arriving late under another id, lowers nothing.
    const late = chargeRefundedEvent({ ...charge, amount_refunded: 2000, refunded: false });
    expect(await deliver(late)).toBe('already_refunded');
    expect((await donationRow(t, gift.id)).refundedCents).toBe(5181);
    expect(await totals()).toMatchObject({ total_cents: 0, fee_cover_cents: 0, gift_count: 0 });
    expect(await dashboardGifts()).toMatchObject({ current: 0, amount_cents: 0 });
  });

  it("a recurring gift's renewal is found by its charge id", async () => {
    const renewal = await insertDonation(t.db, {
      amountCents: 2000,
      donationType: 'RECURRING',
      paymentStatus: 'paid',
      paidAt,
      stripeInvoiceId: 'in_refund_renewal',
      stripeChargeId: 'ch_refund_renewal',
    });
    const charge = buildCharge({ amount: 2000, id: 'ch_refund_renewal', paymentIntent: 'pi_of_invoice' });
    stripe.charges.set(charge.id as string, charge);
    await sdk.refunds.create({ charge: 'ch_refund_renewal' });
    expect(await deliver(chargeRefundedEvent(charge))).toBe('refunded');
    expect((await donationRow(t, renewal.id)).refundedCents).toBe(2000);
    expect((await listed(renewal.id)).refunded_cents).toBe(2000);
  });

  it('a refund of a charge that is no gift here changes nothing', async () => {
    const charge = buildCharge({ amount: 1000, paymentIntent: 'pi_someone_else' });
    stripe.charges.set(charge.id as string, charge);
    await sdk.refunds.create({ charge: charge.id as string });
    expect(await deliver(chargeRefundedEvent(charge))).toBe('unknown_donation');
  });

  it('a dispute flags the gift on the dashboard and in the list, once', async () => {
    const gift = await insertDonation(t.db, {
      amountCents: 7500,
      paymentStatus: 'paid',
      paidAt,
      stripePaymentIntentId: 'pi_disputed',
    });
    const charge = buildCharge({ amount: 7500, paymentIntent: 'pi_disputed' });
    const dashboard = async () =>
      (
        await t.request({ method: 'GET', url: '/api/admin/dashboard/', headers: { cookie } })
      ).json() as Dashboard;
    expect((await dashboard()).disputed_gifts).toEqual({ count: 0, gifts: [] });

    const event = disputeCreatedEvent(charge, { createdSeconds: seconds() });
    expect(await deliver(event)).toBe('disputed');
    expect(await deliver(event)).toBe('duplicate');
    expect((await dashboard()).disputed_gifts).toEqual({
      count: 1,
      gifts: [{ id: gift.id, amount_cents: 7500, disputed_at: clock.now().toISOString() }],
    });
    expect((await listed(gift.id)).disputed_at).toBe(clock.now().toISOString());

    // Ninety-one days on, the dispute is Stripe's history, no longer the dashboard's.
    clock.advance(91 * 24 * 60 * 60 * 1000);
    cookie = await signInAsStaff(t); // the session has long ended
    expect((await dashboard()).disputed_gifts?.count).toBe(0);
  });
});
