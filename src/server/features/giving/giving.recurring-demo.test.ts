/**
 * Without Stripe keys (DEMO_CHECKOUT on), a recurring gift finishes on the demo checkout through
 * the same handlers as Stripe's events: active, one labelled donation and one labelled receipt.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import { donations, recurringGifts } from '#server/db/schema/index.ts';
import { DEMO_GIFT_NOTICE } from '#server/features/giving/giving.emails.ts';
import { createDonation, startCheckout } from '#tests/helpers/stripe-giving.ts';

describe('a recurring gift on the demo checkout', () => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_CHECKOUT: 'on' }, smtp: true });
  });
  afterAll(() => t.close());

  it('is labelled, completes through the subscription handlers, and is completed once', async () => {
    const { id } = await createDonation(
      t,
      buildGiftPayload({
        amount: 50,
        email: 'demo-monthly@example.org',
        frequency: 'week',
        cover_fee: true,
        donation_type: 'RECURRING',
      }),
    );
    const checkout = (await startCheckout(t, { donation_id: id })).json() as { url: string };
    expect(checkout.url).toBe(`/giving/demo-checkout/${id}`);
    expect(await t.app.services.giving.demoCheckoutView(id)).toMatchObject({
      amount: 50,
      fee_cover: 1.81,
      interval: 'week',
      payment_status: 'pending',
    });

    await t.app.services.giving.completeDemoCheckout(id);
    const [gift] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, id));
    expect(gift).toMatchObject({ status: 'active', isDemo: true, stripeSubscriptionId: `demo_sub_${id}` });
    const charges = await t.db.select().from(donations).where(eq(donations.recurringGiftId, id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      paymentStatus: 'paid',
      isDemo: true,
      amountCents: 5000,
      feeCoverCents: 181,
    });
    const receipt = await t.smtp.waitForEmailTo('demo-monthly@example.org');
    expect(receipt.text?.startsWith(DEMO_GIFT_NOTICE)).toBe(true);
    expect(receipt.text).toContain(
      'Gift $50.00, card fee covered $1.81, total $51.81 (USD, weekly gift by card)',
    );

    // Completing again is refused at the checkout and changes nothing at the handlers.
    expect((await startCheckout(t, { donation_id: id })).statusCode).toBe(409);
    await t.app.services.giving.completeDemoCheckout(id);
    expect(await t.db.select().from(donations).where(eq(donations.recurringGiftId, id))).toHaveLength(1);

    const thanks = await t.request({ method: 'GET', url: `/api/donations/${id}/` });
    expect(thanks.json()).toMatchObject({
      interval: 'week',
      payment_status: 'paid',
      amount: 50,
      fee_cover: 1.81,
    });
  });
});
