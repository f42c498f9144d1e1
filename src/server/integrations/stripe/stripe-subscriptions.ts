/**
 * Changes a donor makes to their own recurring gift (docs/product.md#the-donors-own-page), through
 * the official SDK: a new amount or category from the next charge (a new price, no proration),
 * pausing (the invoices of a paused subscription are voided) and resuming, cancelling, and a Billing
 * Portal session to change the card. Without STRIPE_SECRET_KEY nothing here is ever called: demo
 * recurring gifts change locally only.
 */
import Stripe from 'stripe';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Config } from '#server/config.ts';
import { checkoutLocale, stripeClientOptions } from '#server/integrations/stripe/stripe-gateway.ts';
import { hostedPageUrl, stripeHostedPageOrigins } from '#server/integrations/stripe/stripe-hosted-pages.ts';

export interface SubscriptionChange {
  /** Stripe charges their sum each time; both go in the metadata, as at Checkout. */
  giftCents: number;
  feeCoverCents: number;
  interval: 'month' | 'week';
  category: string;
}

export interface StripeSubscriptions {
  update(subscriptionId: string, change: SubscriptionChange): Promise<void>;
  pause(subscriptionId: string): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  cancel(subscriptionId: string): Promise<void>;
  /** A Billing Portal page where the donor changes their card; its URL. */
  /** The Billing Portal in the donor's language (Spanish asked for; English left to Stripe). */
  cardPortalUrl(customerId: string, returnUrl: string, locale?: Locale): Promise<string>;
}

export function createStripeSubscriptions(stripeConfig: Config['stripe']): StripeSubscriptions {
  const { secretKey, apiUrl } = stripeConfig;
  const hostedPageOrigins = stripeHostedPageOrigins(stripeConfig);
  let client: Stripe | undefined;
  const stripe = () => {
    if (!secretKey) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY unset)');
    client ??= new Stripe(secretKey, stripeClientOptions(apiUrl));
    return client;
  };

  return {
    async update(subscriptionId, change) {
      const subscription = await stripe().subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      await stripe().subscriptions.update(subscriptionId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: 'usd',
              product,
              unit_amount: change.giftCents + change.feeCoverCents,
              recurring: { interval: change.interval },
            },
          },
        ],
        // From the next charge: nothing is charged or credited for the current period.
        proration_behavior: 'none',
        // The webhook reads the split back from here (giving.stripe-objects.ts), as after Checkout.
        metadata: {
          category: change.category,
          gift_cents: String(change.giftCents),
          fee_cover_cents: String(change.feeCoverCents),
        },
      });
    },
    async pause(subscriptionId) {
      await stripe().subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void' } });
    },
    async resume(subscriptionId) {
      // An empty value unsets pause_collection: collection starts again with the next invoice.
      await stripe().subscriptions.update(subscriptionId, { pause_collection: '' });
    },
    async cancel(subscriptionId) {
      await stripe().subscriptions.cancel(subscriptionId);
    },
    async cardPortalUrl(customerId, returnUrl, locale) {
      const session = await stripe().billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...checkoutLocale(locale),
      });
      return hostedPageUrl(session.url, hostedPageOrigins);
    },
  };
}
