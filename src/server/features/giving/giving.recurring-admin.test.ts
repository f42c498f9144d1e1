/**
 * The staff Recurring gifts screen's API over a real database (docs/product.md#recurring-gifts-admin):
 * the list by status (gifts whose Checkout never finished left out), the
 * monthly total by category (weekly as 52/12, demo and cancelled gifts not counted, the fee cover
 * apart), each gift's charges and history as Stripe's events and the donor's own page change it,
 * and the giving room's guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminRecurringGift,
  AdminRecurringGiftDetail,
  RecurringTotals,
} from '#shared/giving/recurring-admin-contract.ts';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-server.ts';
import {
  completeSubscriptionCheckout,
  type FakeStripeEvent,
  renewSubscription,
} from '#tests/fakes/stripe/subscriptions.ts';
import { stripeEventPayload } from '#tests/fakes/stripe-webhook.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { signInAsStaff, signInWithRoles } from '#tests/helpers/staff.ts';
import { createDonation, deliverWebhook, startCheckout, stripeEnv } from '#tests/helpers/stripe-giving.ts';

describe('admin recurring gifts', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-11-22T18:00:00Z'));

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ clock, env: stripeEnv(stripe) });
    cookie = await signInAsStaff(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const list = async (query = '') =>
    ((await get(`/api/admin/recurring-gifts/${query}`)).json() as { results: AdminRecurringGift[] }).results;
  const totals = async () => (await get('/api/admin/recurring-gifts/totals/')).json() as RecurringTotals;
  const category = (all: RecurringTotals, code: string) => all.by_category.find((c) => c.category === code)!;

  it('lists gifts by status, never the ones whose Checkout was not finished; donors shown as on Donations', async () => {
    const active = await insertRecurringGift(t.db, {
      name: 'Priscilla',
      email: 'pris@example.org',
      feeCoverCents: 103,
    });
    const pastDue = await insertRecurringGift(t.db, { status: 'past_due', email: 'aquila@example.org' });
    const paused = await insertRecurringGift(t.db, { status: 'paused', isAnonymous: true });
    const cancelled = await insertRecurringGift(t.db, { status: 'cancelled', erasedAt: clock.now() });
    const demo = await insertRecurringGift(t.db, { isDemo: true, interval: 'week' });
    const incomplete = await insertRecurringGift(t.db, { status: 'incomplete' });

    const all = await list();
    const ids = all.map((gift) => gift.id);
    expect(ids).toEqual(expect.arrayContaining([active.id, pastDue.id, paused.id, cancelled.id, demo.id]));
    expect(ids).not.toContain(incomplete.id);
    expect(all.find((gift) => gift.id === active.id)).toMatchObject({
      donor_name: 'Priscilla',
      donor_email: 'pris@example.org',
      amount_cents: 2500,
      fee_cover_cents: 103,
      interval: 'month',
      category: 'GENERAL',
      status: 'active',
      is_demo: false,
      last_charge_at: null,
    });
    expect(all.find((gift) => gift.id === paused.id)).toMatchObject({
      donor_name: 'Anonymous',
      donor_email: null,
    });
    expect(all.find((gift) => gift.id === cancelled.id)).toMatchObject({
      donor_name: 'Erased',
      donor_email: null,
    });
    expect(all.find((gift) => gift.id === demo.id)).toMatchObject({ is_demo: true, interval: 'week' });

    expect((await list('?status=past_due')).map((gift) => gift.id)).toEqual([pastDue.id]);
    expect((await list('?status=cancelled')).map((gift) => gift.id)).toEqual([cancelled.id]);
    const refused = await get('/api/admin/recurring-gifts/?status=incomplete');
    expect(refused.statusCode).toBe(400);
  });

  it('totals active real gifts a month by category: weekly as 52/12, no fee cover, no demo or cancelled', async () => {
    const before = await totals();
    await insertRecurringGift(t.db, {
      category: 'MISSIONS',
      amountCents: 1000,
      interval: 'week',
      feeCoverCents: 59,
    });
    await insertRecurringGift(t.db, { category: 'MISSIONS', amountCents: 2000, feeCoverCents: 89 });
    await insertRecurringGift(t.db, { category: 'MISSIONS', amountCents: 9900, isDemo: true });
    await insertRecurringGift(t.db, { category: 'MISSIONS', amountCents: 9900, status: 'cancelled' });
    await insertRecurringGift(t.db, { category: 'MISSIONS', amountCents: 9900, status: 'past_due' });
    const after = await totals();
    // $10 a week is $43.33 a month (10 × 52 ÷ 12), plus $20 a month.
    expect(category(after, 'MISSIONS').monthly_cents - category(before, 'MISSIONS').monthly_cents).toBe(6333);
    expect(category(after, 'MISSIONS').count - category(before, 'MISSIONS').count).toBe(2);
    expect(after.monthly_cents - before.monthly_cents).toBe(6333);
    expect(after.gift_count - before.gift_count).toBe(2);
  });

  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  async function post(events: FakeStripeEvent[]) {
    for (const event of events) {
      const response = await deliverWebhook(
        t,
        stripeEventPayload({ ...event, createdSeconds: nowSeconds() }),
      );
      expect(response.statusCode).toBe(200);
    }
  }

  it("shows a gift's charges and history: started, renewed, then cancelled by the donor", async () => {
    const email = 'history@example.org';
    const { id } = await createDonation(
      t,
      buildGiftPayload({
        amount: 30,
        email,
        frequency: 'month',
        donation_type: 'RECURRING',
        category: 'OUTREACH',
      }),
    );
    const sessionId = ((await startCheckout(t, { donation_id: id })).json() as { id: string }).id;
    const started = completeSubscriptionCheckout(stripe, sessionId, nowSeconds());
    await post(started);
    const subscriptionId = String((started[0]!.object as { subscription: string }).subscription);
    clock.advance(31 * 24 * 3600 * 1000);
    await post(renewSubscription(stripe, subscriptionId, nowSeconds()));
    clock.advance(24 * 3600 * 1000);
    await t.app.services.donorRecurring.cancel(email, id);
    cookie = await signInAsStaff(t); // the session before the month went by has ended

    const response = await get(`/api/admin/recurring-gifts/${id}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as AdminRecurringGiftDetail;
    expect(detail).toMatchObject({ status: 'cancelled', category: 'OUTREACH', amount_cents: 3000 });
    expect(detail.charges).toHaveLength(2);
    expect(detail.charges.map((charge) => [charge.amount_cents, charge.payment_status])).toEqual([
      [3000, 'paid'],
      [3000, 'paid'],
    ]);
    expect(detail.last_charge_at).toBe(detail.charges[0]!.paid_at);
    expect(detail.changes.map((change) => [change.status, change.source])).toEqual([
      ['active', 'stripe'],
      ['cancelled', 'donor'],
    ]);
    expect(detail.changes[1]!.at).toBe(clock.now().toISOString());

    // Stripe's subscription.deleted confirming the donor's cancel adds no second line.
    await post([
      { type: 'customer.subscription.deleted', object: stripe.subscriptions.get(subscriptionId)! },
    ]);
    const again = (await get(`/api/admin/recurring-gifts/${id}/`)).json() as AdminRecurringGiftDetail;
    expect(again.changes).toHaveLength(2);
  });

  it('answers 404 for an unknown gift, and only to the giving room', async () => {
    expect((await get('/api/admin/recurring-gifts/not-a-gift/')).statusCode).toBe(404);
    const gift = await insertRecurringGift(t.db);
    const care = await signInWithRoles(t, ['care']);
    for (const url of [
      '/api/admin/recurring-gifts/',
      '/api/admin/recurring-gifts/totals/',
      `/api/admin/recurring-gifts/${gift.id}/`,
    ]) {
      expect((await get(url, care)).statusCode, url).toBe(403);
    }
    const giving = await signInWithRoles(t, ['giving']);
    expect((await get(`/api/admin/recurring-gifts/${gift.id}/`, giving)).statusCode).toBe(200);
    expect((await get('/api/admin/recurring-gifts/', '')).statusCode).toBe(401);
  });
});
