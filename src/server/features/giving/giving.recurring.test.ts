/**
 * Recurring gifts end to end against the fake Stripe: subscription-mode Checkout for the stored
 * amount (gift + fee cover), then Stripe's events, signed and posted as Stripe posts them. Every
 * renewal makes one donation and one receipt; replays and late events change nothing twice.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-server.ts';
import {
  completeSubscriptionCheckout,
  failRenewal,
  type FakeStripeEvent,
  renewSubscription,
} from '#tests/fakes/stripe/subscriptions.ts';
import { stripeEventPayload } from '#tests/fakes/stripe-webhook.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import { donations, emailOutbox, recurringGifts } from '#server/db/schema/index.ts';
import { createDonation, deliverWebhook, startCheckout, stripeEnv } from '#tests/helpers/stripe-giving.ts';

describe('recurring gifts through Stripe', () => {
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

  const nowSeconds = () => Math.floor(t.app.deps.clock.now().getTime() / 1000);

  /** Signs and posts Stripe's events in order; the outcomes the webhook answered. */
  async function post(events: FakeStripeEvent[], options: { eventId?: string; created?: number } = {}) {
    const outcomes: string[] = [];
    for (const event of events) {
      const payload = stripeEventPayload({
        ...event,
        createdSeconds: options.created ?? nowSeconds(),
        ...(options.eventId ? { eventId: options.eventId } : {}),
      });
      const response = await deliverWebhook(t, payload);
      expect(response.statusCode).toBe(200);
      outcomes.push(response.json().outcome);
    }
    return outcomes;
  }

  async function gift(id: string) {
    const [row] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, id));
    return row!;
  }
  const charges = (giftId: string) =>
    t.db
      .select()
      .from(donations)
      .where(eq(donations.recurringGiftId, giftId))
      .orderBy(asc(donations.createdAt));
  const emailsTo = (to: string, kind: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

  /** A $50 monthly gift covering the fee, through Checkout; its id and Checkout session id. */
  async function startMonthly(email: string, overrides: Record<string, unknown> = {}) {
    const { id } = await createDonation(
      t,
      buildGiftPayload({
        amount: 50,
        email,
        frequency: 'month',
        cover_fee: true,
        donation_type: 'RECURRING',
        ...overrides,
      }),
    );
    const checkout = await startCheckout(t, { donation_id: id });
    expect(checkout.statusCode).toBe(200);
    return { id, sessionId: (checkout.json() as { id: string }).id };
  }

  it('stores the gift incomplete and starts subscription Checkout for gift + fee cover, computed on the server', async () => {
    const { id, sessionId } = await startMonthly('monthly@example.org');
    expect(await gift(id)).toMatchObject({
      status: 'incomplete',
      amountCents: 5000,
      feeCoverCents: 181,
      interval: 'month',
      category: 'MISSIONS',
      stripeCheckoutSessionId: sessionId,
    });
    const request = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === id,
    )!;
    expect(request.headers['idempotency-key']).toBe(`recurring-gift-checkout-${id}`);
    expect(request.params).toMatchObject({
      mode: 'subscription',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '5181', recurring: { interval: 'month' } },
        },
      ],
      metadata: { recurring_gift_id: id, category: 'MISSIONS' },
      subscription_data: { metadata: { recurring_gift_id: id, gift_cents: '5000', fee_cover_cents: '181' } },
    });
    expect(String(request.params.success_url)).toContain(`recurring_gift_id=${id}`);
  });

  it('turns each paid invoice into one donation and one receipt showing gift and fee; replays change nothing', async () => {
    const email = 'renewals@example.org';
    const { id, sessionId } = await startMonthly(email);
    const started = completeSubscriptionCheckout(stripe, sessionId, nowSeconds());
    expect(await post(started)).toEqual(['recurring_started', 'paid']);
    const subscriptionId = String((started[0]!.object as { subscription: string }).subscription);
    expect(await gift(id)).toMatchObject({
      status: 'active',
      stripeSubscriptionId: subscriptionId,
      stripeCustomerId: expect.stringMatching(/^cus_/),
    });
    const [first] = await charges(id);
    const invoice = started[1]!.object as {
      id: string;
      payments: { data: [{ payment: { payment_intent: string; charge: string } }] };
    };
    expect(first).toMatchObject({
      donationType: 'RECURRING',
      paymentStatus: 'paid',
      amountCents: 5000,
      feeCoverCents: 181,
      stripeInvoiceId: invoice.id,
      stripePaymentIntentId: invoice.payments.data[0].payment.payment_intent,
      stripeChargeId: invoice.payments.data[0].payment.charge,
    });

    // The same invoice.paid again (a replay), and under a new event id: still one donation.
    expect(await post([started[1]!], { eventId: 'evt_replayed_invoice' })).toEqual(['duplicate_invoice']);
    expect(await post([started[1]!], { eventId: 'evt_replayed_invoice' })).toEqual(['duplicate']);

    expect(await post(renewSubscription(stripe, subscriptionId, nowSeconds()))).toEqual(['paid']);
    expect(await charges(id)).toHaveLength(2);
    const receipts = await emailsTo(email, 'donation.receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.textBody).toContain(
      'Amount: Gift $50.00, card fee covered $1.81, total $51.81 (USD, monthly gift by card)',
    );
    const staff = await t.smtp.waitForEmailTo('office@example.org');
    expect(staff.text).toContain('Gift $50.00, card fee covered $1.81, total $51.81');
  });

  it('records an invoice whose total is not gift + fee cover as a mismatch, without a receipt', async () => {
    const email = 'mismatch-recurring@example.org';
    const { id, sessionId } = await startMonthly(email);
    const [completed, paid] = completeSubscriptionCheckout(stripe, sessionId, nowSeconds());
    await post([completed!]);
    expect(await post([{ ...paid!, object: { ...paid!.object, amount_paid: 5000 } }])).toEqual([
      'amount_mismatch',
    ]);
    expect((await charges(id))[0]).toMatchObject({ paymentStatus: 'pending', mismatchAmountCents: 5000 });
    expect(await emailsTo(email, 'donation.receipt')).toHaveLength(0);
  });

  it('a failed renewal makes the gift past due and sends the donor one email per invoice, whatever Stripe retries', async () => {
    const email = 'declined@example.org';
    const { id, sessionId } = await startMonthly(email);
    const started = completeSubscriptionCheckout(stripe, sessionId, nowSeconds() - 60);
    await post(started, { created: nowSeconds() - 60 });
    const subscriptionId = String((started[0]!.object as { subscription: string }).subscription);

    const [failed, updated] = failRenewal(stripe, subscriptionId, nowSeconds());
    expect(await post([failed!, updated!])).toEqual(['past_due_notified', 'past_due']);
    // Stripe's retry of the same invoice is a new event: past due still, and no second email.
    expect(await post([failed!])).toEqual(['past_due']);
    expect((await gift(id)).status).toBe('past_due');
    const notices = await emailsTo(email, 'donation.recurring_payment_failed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain('your card could not be charged');
    expect(notices[0]!.textBody).toContain(`${t.app.deps.config.publicUrl}/giving/manage`);

    // An older "active" update arriving late changes nothing; the cancellation then ends it.
    const stale = { ...updated!, object: { ...updated!.object, status: 'active' } };
    expect(await post([stale], { created: nowSeconds() - 30 })).toEqual(['out_of_order']);
    expect((await gift(id)).status).toBe('past_due');
    const deleted = {
      type: 'customer.subscription.deleted',
      object: { ...updated!.object, status: 'canceled' },
    };
    expect(await post([deleted])).toEqual(['cancelled']);
    expect(await gift(id)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
    expect(await post([deleted], { eventId: 'evt_deleted_twice' })).toEqual(['cancelled']);
    expect(await post([deleted], { eventId: 'evt_deleted_twice' })).toEqual(['duplicate']);
  });

  it('follows pause and amount changes at Stripe', async () => {
    const { id, sessionId } = await startMonthly('changes@example.org');
    const started = completeSubscriptionCheckout(stripe, sessionId, nowSeconds() - 60);
    await post(started, { created: nowSeconds() - 60 });
    const subscription = stripe.subscriptions.get(
      String((started[0]!.object as { subscription: string }).subscription),
    )!;
    const paused = { ...subscription, pause_collection: { behavior: 'void', resumes_at: null } };
    expect(
      await post([{ type: 'customer.subscription.updated', object: paused }], { created: nowSeconds() - 30 }),
    ).toEqual(['paused']);
    const items = subscription.items as { data: Array<{ price: Record<string, unknown> }> };
    const raised = {
      ...subscription,
      metadata: { ...(subscription.metadata as object), gift_cents: '7500', fee_cover_cents: '254' },
      items: {
        ...items,
        data: [{ ...items.data[0]!, price: { ...items.data[0]!.price, unit_amount: 7754 } }],
      },
    };
    expect(await post([{ type: 'customer.subscription.updated', object: raised }])).toEqual(['active']);
    expect(await gift(id)).toMatchObject({ status: 'active', amountCents: 7500, feeCoverCents: 254 });
  });
});
