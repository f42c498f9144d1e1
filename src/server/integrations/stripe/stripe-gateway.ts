/**
 * The Stripe adapter: creates hosted Checkout Sessions and verifies webhook signatures with the
 * official SDK. STRIPE_API_URL points the SDK at another server (tests use tests/fakes/stripe-server.ts).
 * Without STRIPE_SECRET_KEY there are no Stripe calls at all: where DEMO_CHECKOUT is on, giving
 * completes on a clearly labelled demo checkout page that charges nothing; elsewhere giving is 'off'
 * (not set up yet), so a production site never takes a gift it cannot be paid for.
 */
import Stripe from 'stripe';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Config } from '#server/config.ts';
import { hostedPageUrl, stripeHostedPageOrigins } from '#server/integrations/stripe/stripe-hosted-pages.ts';

/** The parts of a Checkout Session the donations service reads (from the API or from a webhook). */
export interface CheckoutSessionSummary {
  id: string;
  amount_total: number | null;
  currency: string | null;
  payment_status: string;
  payment_intent: string | { id: string } | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
}

/** The webhook event types giving acts on; every other type is acknowledged and ignored. */
export const HANDLED_CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type CheckoutEventType = (typeof HANDLED_CHECKOUT_EVENTS)[number];

export interface CheckoutEvent {
  id: string;
  type: string;
  session: CheckoutSessionSummary | null;
}

/**
 * A verified webhook event: the checkout session when the object is one, and the raw object (an
 * invoice, subscription, charge or dispute, in Stripe's wire format) for every other handler.
 */
export interface StripeWebhookEvent extends CheckoutEvent {
  /** Stripe's `created`, in seconds: events arrive in no promised order. */
  created: number;
  object: Record<string, unknown> | null;
}

export interface CheckoutSessionRequest {
  donationId: string;
  amountCents: number;
  categoryLabel: string;
  category: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  productName: string;
  /** The donor's language: Checkout is shown in Spanish for a gift given in Spanish. */
  locale?: Locale;
}

/** A recurring gift's Checkout: Stripe creates the customer and the subscription when it completes. */
export interface SubscriptionCheckoutRequest {
  recurringGiftId: string;
  /** What Stripe charges each time: the gift plus any fee cover, in cents. */
  chargeCents: number;
  giftCents: number;
  feeCoverCents: number;
  interval: 'month' | 'week';
  category: string;
  categoryLabel: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  productName: string;
  locale?: Locale;
}

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export type PaymentsMode = 'stripe' | 'demo' | 'off';

export interface PaymentsGateway {
  /** Without a secret key: 'demo' where DEMO_CHECKOUT is on, else 'off' (giving is not set up). */
  readonly mode: PaymentsMode;
  /** False when STRIPE_WEBHOOK_SECRET is unset: no payment can then ever be confirmed. */
  readonly webhookConfigured: boolean;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  createSubscriptionCheckoutSession(
    request: SubscriptionCheckoutRequest,
  ): Promise<{ id: string; url: string }>;
  /** Verifies the Stripe-Signature header against the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): StripeWebhookEvent;
}

/**
 * Stripe's own pages (Checkout, the Billing Portal) in the donor's language: Spanish is asked for;
 * English is left to Stripe's default, as before languages (docs/product.md#donations-and-payments).
 */
export const checkoutLocale = (locale: Locale | undefined) =>
  locale === 'es' ? { locale: 'es' as const } : {};

/** Stripe forgets idempotency keys after 24 hours; a retry within that gets the same session. */
export const idempotencyKeyFor = (donationId: string) => `donation-checkout-${donationId}`;
export const recurringIdempotencyKeyFor = (giftId: string) => `recurring-gift-checkout-${giftId}`;

export function stripeClientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { telemetry: false, maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export function createPaymentsGateway(
  stripeConfig: Config['stripe'],
  /** DEMO_CHECKOUT, decided (buildApp looks for the demo content when it is left to its default). */
  demoCheckout: boolean,
): PaymentsGateway {
  const { secretKey, webhookSecret, apiUrl } = stripeConfig;
  // Signature checks need no network and no secret key; an SDK instance serves both uses.
  const stripe = new Stripe(secretKey ?? 'sk_demo_unused', stripeClientOptions(apiUrl));
  const hostedPageOrigins = stripeHostedPageOrigins(stripeConfig);

  return {
    mode: secretKey ? 'stripe' : demoCheckout ? 'demo' : 'off',
    webhookConfigured: Boolean(webhookSecret),

    async createCheckoutSession(request) {
      if (!secretKey) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY unset)');
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          submit_type: 'donate',
          customer_email: request.customerEmail,
          client_reference_id: request.donationId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: request.productName, description: request.categoryLabel },
              },
            },
          ],
          metadata: { donation_id: request.donationId, category: request.category },
          payment_intent_data: {
            metadata: { donation_id: request.donationId, category: request.category },
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...checkoutLocale(request.locale),
        },
        { idempotencyKey: idempotencyKeyFor(request.donationId) },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: hostedPageUrl(session.url, hostedPageOrigins) };
    },

    async createSubscriptionCheckoutSession(request) {
      if (!secretKey) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY unset)');
      const metadata = {
        recurring_gift_id: request.recurringGiftId,
        category: request.category,
        gift_cents: String(request.giftCents),
        fee_cover_cents: String(request.feeCoverCents),
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer_email: request.customerEmail,
          client_reference_id: request.recurringGiftId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.chargeCents,
                recurring: { interval: request.interval },
                product_data: {
                  name: request.productName,
                  description: request.categoryLabel,
                  metadata: { category: request.category },
                },
              },
            },
          ],
          metadata,
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...checkoutLocale(request.locale),
        },
        { idempotencyKey: recurringIdempotencyKeyFor(request.recurringGiftId) },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: hostedPageUrl(session.url, hostedPageOrigins) };
    },

    verifyWebhook(rawBody, signature, now) {
      if (!webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          webhookSecret,
          stripe.webhooks.DEFAULT_TOLERANCE,
          undefined,
          // The SDK takes the receiving time in milliseconds.
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const object =
        (event.data as unknown as { object?: Record<string, unknown> } | undefined)?.object ?? null;
      const session =
        object && object.object === 'checkout.session' ? (object as unknown as CheckoutSessionSummary) : null;
      return { id: event.id, type: event.type, created: event.created, session, object };
    },
  };
}
