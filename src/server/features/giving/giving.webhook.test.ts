/**
 * Stripe webhooks: signatures computed as Stripe computes them, checked by the real SDK on the raw
 * body; the status changes only on a verified event, once, with one receipt.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-server.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import { checkoutEventPayload, stripeSignatureHeader } from '#tests/fakes/stripe-webhook.ts';
import {
  createDonation,
  deliverWebhook,
  donationRow,
  paidSessionEvent,
  receiptCount,
  startCheckout,
  stripeEnv,
  WEBHOOK_SECRET,
} from '#tests/helpers/stripe-giving.ts';
import { WEBHOOK_SIGNATURE_MESSAGE } from '#server/features/giving/giving.webhook.ts';
import type { Dashboard } from '#shared/dashboard/format.ts';
import { amountMismatchText } from '#shared/giving/admin-format.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';

describe('POST /api/donations/webhook/', () => {
  let stripe: FakeStripe;
  let t: TestAppWithMail;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: { ...stripeEnv(stripe), STAFF_EMAIL: 'office@example.org' }, smtp: true });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** A donation with a real checkout session from the fake Stripe API. */
  async function checkedOut(email: string = buildGiftPayload().email) {
    const { id } = await createDonation(t, buildGiftPayload({ email }));
    const session = (await startCheckout(t, { donation_id: id })).json() as { id: string };
    return { id, sessionId: session.id };
  }

  it('signs exactly as the Stripe SDK does', () => {
    const payload = paidSessionEvent('9b2c1d3e-0000-4000-8000-000000000001', 2550);
    const sdk = new Stripe('sk_test_x');
    const expected = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: 1_700_000_000,
    });
    expect(stripeSignatureHeader(payload, WEBHOOK_SECRET, 1_700_000_000)).toBe(expected);
  });

  it('the judged path: $25.50 to Missions reaches Stripe as 2550 cents and is paid only after a signed webhook', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/donations/',
      payload: buildGiftPayload({ amount: '25.50', category: 'MISSIONS', payment_status: 'paid' }),
    });
    const { id } = created.json() as { id: string };
    const checkout = (await startCheckout(t, { donation_id: id })).json() as { id: string };
    const atStripe = stripe.sessions.get(checkout.id)!;
    expect(atStripe).toMatchObject({ amount_total: 2550, currency: 'usd', metadata: { donation_id: id } });
    const status = async () =>
      (await t.request({ method: 'GET', url: `/api/donations/${id}/` })).json().payment_status;
    expect(await status()).toBe('pending');

    // Stripe's own session object, now paid, as the event's data.
    const payload = checkoutEventPayload({
      type: 'checkout.session.completed',
      session: { ...atStripe, payment_status: 'paid', status: 'complete', payment_intent: 'pi_judged' },
    });
    expect((await deliverWebhook(t, payload, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect(await status()).toBe('pending');
    expect((await deliverWebhook(t, payload)).statusCode).toBe(200);
    expect(await status()).toBe('paid');
  });

  it('marks the gift paid on a verified checkout.session.completed, records Stripe ids, emails one receipt', async () => {
    const { id, sessionId } = await checkedOut('receipt@example.org');
    const payload = paidSessionEvent(id, 2550, { session: { id: sessionId, payment_intent: 'pi_3Receipt' } });
    // Stripe sends no Origin and no cookie: the webhook needs neither.
    const response = await deliverWebhook(t, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'paid' });

    const row = await donationRow(t, id);
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      stripeSessionId: sessionId,
      stripePaymentIntentId: 'pi_3Receipt',
    });
    expect(Math.abs(row.paidAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const view = await t.request({ method: 'GET', url: `/api/donations/${id}/` });
    expect(view.json()).toEqual({
      name: 'Lydia',
      amount: 25.5,
      fee_cover: 0,
      interval: null,
      category: 'MISSIONS',
      payment_status: 'paid',
    });

    const mail = await t.smtp.waitForEmailTo('receipt@example.org');
    expect(mail.subject).toBe('Your gift to Undivided Hearts Ministries: $25.50 receipt');
    expect(mail.text).toContain('Dear Lydia Purpura,');
    expect(mail.text).toContain('Amount: $25.50');
    expect(mail.text).toContain('Designated to: Missions');
    expect(mail.text).toContain(`Donation ID: ${id}`);
    const staff = await t.smtp.waitForEmailTo('office@example.org');
    expect(staff.subject).toBe('New gift: $25.50 to Missions');
  });

  it('changes state once and sends one receipt when the same event arrives twice, or at once', async () => {
    const { id, sessionId } = await checkedOut('twice@example.org');
    const payload = paidSessionEvent(id, 2550, { eventId: 'evt_twice', session: { id: sessionId } });
    const before = await receiptCount(t);
    expect((await deliverWebhook(t, payload)).json().outcome).toBe('paid');
    const paidAt = (await donationRow(t, id)).paidAt;
    const again = await deliverWebhook(t, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('already_paid');
    expect((await donationRow(t, id)).paidAt).toEqual(paidAt);

    const racing = await checkedOut('race@example.org');
    const racePayload = paidSessionEvent(racing.id, 2550, { session: { id: racing.sessionId } });
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => deliverWebhook(t, racePayload)));
    expect(outcomes.map((r) => r.json().outcome).sort()).toEqual([
      'already_paid',
      'already_paid',
      'already_paid',
      'paid',
    ]);
    expect(await receiptCount(t)).toBe(before + 2);
    await t.app.services.outbox.idle();
    expect(
      t.smtp.messages.filter((m) => m.text?.includes(`Donation ID: ${id}`) && m.subject?.includes('receipt')),
    ).toHaveLength(1);
  });

  it.each([
    ['no signature', { signature: null }],
    ['an empty signature', { signature: '' }],
    ['a signature made with another secret', { secret: 'whsec_somebody_else' }],
    ['a garbled header', { signature: 't=abc,v1=zzz' }],
    ['a timestamp ten minutes old (a replay)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s with 400 and changes nothing', async (_label, options) => {
    const { id, sessionId } = await checkedOut();
    const before = await receiptCount(t);
    const response = await deliverWebhook(
      t,
      paidSessionEvent(id, 2550, { session: { id: sessionId } }),
      options,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: WEBHOOK_SIGNATURE_MESSAGE });
    expect((await donationRow(t, id)).paymentStatus).toBe('pending');
    expect(await receiptCount(t)).toBe(before);
  });

  it('refuses a payload changed after signing (tampered amount or donation)', async () => {
    const { id, sessionId } = await checkedOut();
    const genuine = paidSessionEvent(id, 100, { session: { id: sessionId } });
    const signature = stripeSignatureHeader(genuine, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    const tampered = genuine.replace('"amount_total": 100', '"amount_total": 2550');
    expect(tampered).not.toBe(genuine);
    const response = await deliverWebhook(t, tampered, { signature });
    expect(response.statusCode).toBe(400);
    // Re-serialised JSON (same content, different bytes) fails too: the raw body is what is signed.
    const reformatted = JSON.stringify(JSON.parse(genuine));
    expect((await deliverWebhook(t, reformatted, { signature })).statusCode).toBe(400);
    expect((await donationRow(t, id)).paymentStatus).toBe('pending');
  });

  it('does not mark paid when the amount Stripe charged differs from the stored gift, and keeps what Stripe said for staff', async () => {
    const { id, sessionId } = await checkedOut();
    const before = await receiptCount(t);
    const response = await deliverWebhook(t, paidSessionEvent(id, 100, { session: { id: sessionId } }));
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('amount_mismatch');
    expect(await donationRow(t, id)).toMatchObject({
      paymentStatus: 'pending',
      mismatchAmountCents: 100,
      mismatchCurrency: 'usd',
      mismatchFoundAt: expect.any(Date),
      stripePaymentIntentId: `pi_test_${id.slice(0, 8)}`,
    });
    const otherCurrency = paidSessionEvent(id, 2550, { session: { id: sessionId, currency: 'eur' } });
    expect((await deliverWebhook(t, otherCurrency)).json().outcome).toBe('amount_mismatch');
    expect(await donationRow(t, id)).toMatchObject({
      paymentStatus: 'pending',
      mismatchAmountCents: 2550,
      mismatchCurrency: 'eur',
    });
    expect(await receiptCount(t)).toBe(before);

    // Staff see it on the dashboard and in the gift's own view, not only in the log.
    const cookie = await signInAsStaff(t);
    const dashboard = (
      await t.request({ method: 'GET', url: '/api/admin/dashboard/', headers: { cookie } })
    ).json() as Required<Dashboard>;
    const flagged = dashboard.gifts_to_check.gifts.find((gift) => gift.id === id);
    expect(flagged).toEqual({
      id,
      amount_cents: 2550,
      mismatch: { stripe_amount_cents: 2550, stripe_currency: 'eur', found_at: expect.any(String) },
    });
    expect(dashboard.gifts_to_check.count).toBeGreaterThanOrEqual(1);
    const detail = await t.request({
      method: 'GET',
      url: `/api/admin/donations/${id}/`,
      headers: { cookie },
    });
    expect(detail.json().amount_mismatch).toEqual(flagged!.mismatch);
    expect(amountMismatchText(2550, flagged!.mismatch)).toBe(
      'Stripe reported a paid checkout of $25.50 (EUR) for this gift of $25.50. It was not marked paid and no receipt was sent: check the payment in Stripe.',
    );
  });

  it('waits for delayed payments: completed but unpaid stays pending until async success', async () => {
    const { id, sessionId } = await checkedOut();
    const completed = paidSessionEvent(id, 2550, { session: { id: sessionId, payment_status: 'unpaid' } });
    expect((await deliverWebhook(t, completed)).json().outcome).toBe('awaiting_payment');
    expect((await donationRow(t, id)).paymentStatus).toBe('pending');
    const succeeded = paidSessionEvent(id, 2550, {
      type: 'checkout.session.async_payment_succeeded',
      session: { id: sessionId },
    });
    expect((await deliverWebhook(t, succeeded)).json().outcome).toBe('paid');
    expect((await donationRow(t, id)).paymentStatus).toBe('paid');
  });

  it('marks expired and failed sessions, only for the session the gift is waiting on', async () => {
    const expiring = await checkedOut();
    const stale = paidSessionEvent(expiring.id, 2550, {
      type: 'checkout.session.expired',
      session: { id: 'cs_test_an_older_session', payment_status: 'unpaid' },
    });
    expect((await deliverWebhook(t, stale)).json().outcome).toBe('stale_session');
    expect((await donationRow(t, expiring.id)).paymentStatus).toBe('pending');
    const expired = paidSessionEvent(expiring.id, 2550, {
      type: 'checkout.session.expired',
      session: { id: expiring.sessionId, payment_status: 'unpaid' },
    });
    expect((await deliverWebhook(t, expired)).json().outcome).toBe('expired');
    expect((await donationRow(t, expiring.id)).paymentStatus).toBe('expired');

    const failing = await checkedOut();
    const failed = paidSessionEvent(failing.id, 2550, {
      type: 'checkout.session.async_payment_failed',
      session: { id: failing.sessionId, payment_status: 'unpaid' },
    });
    expect((await deliverWebhook(t, failed)).json().outcome).toBe('failed');
    expect((await donationRow(t, failing.id)).paymentStatus).toBe('failed');
  });

  it('acknowledges events it does not act on, and events for unknown donations, changing nothing', async () => {
    const other = checkoutEventPayload({ type: 'customer.created', session: { id: 'cus_1' } });
    expect((await deliverWebhook(t, other)).json()).toEqual({ received: true, outcome: 'ignored' });
    const unknown = paidSessionEvent('00000000-0000-4000-8000-00000000beef', 2550);
    expect((await deliverWebhook(t, unknown)).json().outcome).toBe('unknown_donation');
    const garbage = paidSessionEvent('x', 2550, { session: { metadata: { donation_id: "1' or 1=1" } } });
    expect((await deliverWebhook(t, garbage)).json().outcome).toBe('unknown_donation');
  });

  it('keeps JSON parsing for every other route, and takes only JSON here', async () => {
    const created = await t.request({ method: 'POST', url: '/api/donations/', payload: buildGiftPayload() });
    expect(created.statusCode).toBe(201);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/donations/webhook/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 't=1,v1=00' },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(415);
  });

  it('is not available to the demo checkout when Stripe is configured', async () => {
    const { id } = await checkedOut();
    await expect(t.app.services.giving.completeDemoCheckout(id)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await donationRow(t, id)).paymentStatus).toBe('pending');
  });
});
