/**
 * A donor changes their own recurring gift (docs/product.md#the-donors-own-page): at Stripe first
 * (through the SDK, against the fake Stripe), then stored; demo gifts change locally only; another
 * donor's gift is not found.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECURRING_WORDS } from '#shared/giving/manage-words.ts';
import { recurringGiftChanges, recurringGifts } from '#server/db/schema/index.ts';
import { type FakeStripe, startFakeStripe } from '#tests/fakes/stripe-server.ts';
import { fakeSubscription } from '#tests/fakes/stripe/subscription-changes.ts';
import { renewSubscription } from '#tests/fakes/stripe/subscriptions.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertRecurringGift } from '#tests/helpers/generators/recurring-gifts.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { PRIVACY_WORDS } from '#shared/privacy/contract.ts';
import { stripeEnv } from '#tests/helpers/stripe-giving.ts';

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

const donor = () => t.app.services.donorRecurring;

/** A real recurring gift of `email`, with its live subscription in the fake Stripe. */
async function realGift(email: string, overrides: { amountCents?: number; feeCoverCents?: number } = {}) {
  const amountCents = overrides.amountCents ?? 2500;
  const feeCoverCents = overrides.feeCoverCents ?? 0;
  const subscription = fakeSubscription({
    customer: 'cus_lydia',
    unitAmount: amountCents + feeCoverCents,
    interval: 'month',
  });
  stripe.subscriptions.set(subscription.id as string, subscription);
  const gift = await insertRecurringGift(t.db, {
    email,
    amountCents,
    feeCoverCents,
    stripeSubscriptionId: subscription.id as string,
    stripeCustomerId: 'cus_lydia',
  });
  return { gift, subscriptionId: subscription.id as string };
}

const stored = async (id: string) =>
  (await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, id)))[0]!;

/** The events Stripe sends at the subscription's next billing date (none when it is paused). */
const chargeTypes = (subscriptionId: string) =>
  renewSubscription(stripe, subscriptionId).map((event) => event.type);

describe("a donor's recurring gift at Stripe", () => {
  it('cancelling stops the next charge: the subscription is cancelled at Stripe, then here', async () => {
    const { gift, subscriptionId } = await realGift('lydia@example.org');
    expect(chargeTypes(subscriptionId)).toEqual(['invoice.paid']);
    expect(await donor().cancel('Lydia@Example.org', gift.id)).toEqual({
      message: RECURRING_WORDS.cancelled,
    });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /v1/subscriptions/${subscriptionId}`,
    ]);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(() => chargeTypes(subscriptionId)).toThrow(/canceled/);
    expect(await stored(gift.id)).toMatchObject({ status: 'cancelled' });
    // Ended: nothing more can be done to it.
    await expect(donor().pause('lydia@example.org', gift.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a new amount and category take effect from the next charge: a new price, no proration, the fee cover worked out again', async () => {
    const { gift, subscriptionId } = await realGift('lydia@example.org', {
      amountCents: 2000,
      feeCoverCents: 100,
    });
    await donor().change('lydia@example.org', gift.id, { amountCents: 4000, category: 'MISSIONS' });
    const update = stripe.requests.find((r) => r.method === 'POST')!;
    expect(update.params).toMatchObject({
      proration_behavior: 'none',
      // $40.00 covering the fee: (4000 + 30) / (1 − 0.029), rounded up, is 4151 cents.
      metadata: { category: 'MISSIONS', gift_cents: '4000', fee_cover_cents: '151' },
      items: [{ price_data: { currency: 'usd', unit_amount: '4151', recurring: { interval: 'month' } } }],
    });
    const item = (
      stripe.subscriptions.get(subscriptionId)!.items as { data: Array<{ price: { unit_amount: number } }> }
    ).data[0]!;
    expect(item.price.unit_amount).toBe(4151);
    expect(await stored(gift.id)).toMatchObject({
      amountCents: 4000,
      feeCoverCents: 151,
      category: 'MISSIONS',
    });
  });

  it('pausing voids the charges until the donor resumes', async () => {
    const { gift, subscriptionId } = await realGift('lydia@example.org');
    await donor().pause('lydia@example.org', gift.id);
    expect(stripe.subscriptions.get(subscriptionId)?.pause_collection).toEqual({
      behavior: 'void',
      resumes_at: null,
    });
    expect(chargeTypes(subscriptionId)).toEqual([]);
    expect(await stored(gift.id)).toMatchObject({ status: 'paused' });
    await donor().resume('lydia@example.org', gift.id);
    expect(stripe.subscriptions.get(subscriptionId)?.pause_collection).toBeNull();
    expect(chargeTypes(subscriptionId)).toEqual(['invoice.paid']);
    expect(await stored(gift.id)).toMatchObject({ status: 'active' });
  });

  it("changing the card opens a Billing Portal session for the gift's customer", async () => {
    const { gift } = await realGift('lydia@example.org');
    const url = await donor().cardPortalUrl('lydia@example.org', gift.id, '/giving/manage');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\/bps_/);
    expect(stripe.requests.at(-1)?.params).toMatchObject({
      customer: 'cus_lydia',
      return_url: 'http://localhost:3000/giving/manage',
    });
  });

  it('when Stripe refuses, nothing is stored and the donor is told nothing changed', async () => {
    const { gift } = await realGift('lydia@example.org');
    stripe.failNext(3);
    await expect(donor().cancel('lydia@example.org', gift.id)).rejects.toMatchObject({
      statusCode: 502,
      message: RECURRING_WORDS.stripeFailed,
    });
    expect(await stored(gift.id)).toMatchObject({ status: 'active' });
  });

  it("another donor's gift is not found, and Stripe is never asked", async () => {
    const { gift, subscriptionId } = await realGift('lydia@example.org');
    await expect(donor().cancel('phoebe@example.org', gift.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(stripe.requests).toEqual([]);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('active');
  });

  it('a demo gift changes here only, with no Stripe call', async () => {
    const gift = await insertRecurringGift(t.db, { email: 'demo@example.org', isDemo: true });
    await donor().change('demo@example.org', gift.id, { amountCents: 1000, category: 'OUTREACH' });
    await donor().pause('demo@example.org', gift.id);
    await donor().resume('demo@example.org', gift.id);
    await expect(donor().cardPortalUrl('demo@example.org', gift.id, '/')).rejects.toMatchObject({
      statusCode: 400,
      message: RECURRING_WORDS.cardDemo,
    });
    await donor().cancel('demo@example.org', gift.id);
    expect(stripe.requests).toEqual([]);
    expect(await stored(gift.id)).toMatchObject({
      amountCents: 1000,
      category: 'OUTREACH',
      status: 'cancelled',
    });
  });
});

describe('privacy erasure of a donor with recurring gifts', () => {
  const erase = async (email: string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/privacy/erase/',
      headers: { cookie: await signInAsStaff(t) },
      payload: { email, confirm_email: email },
    });

  it('cancels them at Stripe first, says so, and erases their personal fields', async () => {
    const { gift, subscriptionId } = await realGift('priscilla@example.org');
    const demo = await insertRecurringGift(t.db, { email: 'Priscilla@example.org', isDemo: true });
    const response = await erase('priscilla@example.org');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ recurring_gifts_cancelled: 2 });
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    for (const id of [gift.id, demo.id]) {
      expect(await stored(id)).toMatchObject({
        status: 'cancelled',
        name: 'Erased',
        email: '',
        message: null,
      });
      expect((await stored(id)).erasedAt).not.toBeNull();
      // Its history says the erasure ended it (the Recurring gifts screen shows this line).
      const history = await t.db
        .select()
        .from(recurringGiftChanges)
        .where(eq(recurringGiftChanges.recurringGiftId, id));
      expect(history.map((change) => [change.status, change.source])).toEqual([['cancelled', 'privacy']]);
    }
  });

  it('when Stripe refuses, erases nothing and tells staff to try again', async () => {
    const { gift, subscriptionId } = await realGift('aquila@example.org');
    stripe.failNext(3);
    const response = await erase('aquila@example.org');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: PRIVACY_WORDS.recurringNotCancelled });
    expect(await stored(gift.id)).toMatchObject({ status: 'active', email: 'aquila@example.org' });
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('active');
  });
});
