/**
 * Test helpers for giving: the settings that point an app at the fake Stripe server, and signed
 * webhook deliveries. Imported by tests only.
 */
import { count, eq } from 'drizzle-orm';
import type { TestApp } from '#tests/helpers/app.ts';
import { donations, emailOutbox } from '#server/db/schema/index.ts';
import type { FakeStripe } from '#tests/fakes/stripe-server.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import { checkoutEventPayload, stripeSignatureHeader } from '#tests/fakes/stripe-webhook.ts';

export const WEBHOOK_SECRET = 'whsec_test_giving_0123456789abcdef';

/** The settings of an app that takes payments through `stripe`: `createTestApp({ env: stripeEnv(stripe) })`. */
export function stripeEnv(stripe: FakeStripe) {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  };
}

/** Starts a gift through the API (the giving form's payload by default); returns its id and amount. */
export async function createDonation(t: TestApp, payload: Record<string, unknown> = buildGiftPayload()) {
  const response = await t.request({ method: 'POST', url: '/api/donations/', payload });
  if (response.statusCode !== 201)
    throw new Error(`create donation: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; amount: number };
}

export const startCheckout = (t: TestApp, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/donations/create_checkout_session/', payload });

/** Delivers a webhook the way Stripe does: no Origin, no cookie, raw JSON, a Stripe-Signature header. */
export function deliverWebhook(
  t: TestApp,
  payload: string,
  options: { signature?: string | null; secret?: string; timestamp?: number } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(t.app.deps.clock.now().getTime() / 1000);
  const signature =
    options.signature === undefined
      ? stripeSignatureHeader(payload, options.secret ?? WEBHOOK_SECRET, timestamp)
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/donations/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/** A completed, paid checkout session for the donation, as Stripe would describe it. */
export function paidSessionEvent(
  donationId: string,
  amountCents: number,
  overrides: { type?: string; eventId?: string; session?: Record<string, unknown> } = {},
) {
  return checkoutEventPayload({
    type: overrides.type ?? 'checkout.session.completed',
    ...(overrides.eventId ? { eventId: overrides.eventId } : {}),
    session: {
      id: `cs_test_${donationId.slice(0, 8)}`,
      amount_total: amountCents,
      currency: 'usd',
      payment_status: 'paid',
      status: 'complete',
      payment_intent: `pi_test_${donationId.slice(0, 8)}`,
      client_reference_id: donationId,
      metadata: { donation_id: donationId, category: 'MISSIONS' },
      ...overrides.session,
    },
  });
}

export async function donationRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(donations).where(eq(donations.id, id));
  return row!;
}

export async function receiptCount(t: TestApp) {
  const [row] = await t.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'donation.receipt'));
  return row!.n;
}

export async function donationCount(t: TestApp) {
  return (await t.db.select({ n: count() }).from(donations))[0]!.n;
}
