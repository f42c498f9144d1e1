/**
 * Where the server sends a donor's browser to Stripe: its hosted Checkout and Billing Portal pages.
 * Without JavaScript the giving form and the donor page's "Change card" are posted, and the server
 * answers with a redirect to Stripe; the browser checks that redirect against the page's CSP
 * `form-action`. So one list, from the configuration, is both what the CSP allows (security.ts) and
 * what the gateways accept from Stripe: a page elsewhere is refused, never redirected to
 * (docs/product.md#giving).
 */
import type { Config } from '#server/config.ts';

/** Stripe's own Checkout and Billing Portal hosts. */
export const STRIPE_HOSTED_PAGE_ORIGINS = ['https://checkout.stripe.com', 'https://billing.stripe.com'];
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/** The origins a donor may be sent to: none without Stripe keys (the demo checkout is this site's). */
export function stripeHostedPageOrigins(stripe: Config['stripe']): string[] {
  if (!stripe.secretKey) return [];
  const apiOrigin = stripe.apiUrl ? new URL(stripe.apiUrl).origin : STRIPE_API_ORIGIN;
  // A stand-in for Stripe (the tests' fake) serves its hosted pages from its own address.
  return apiOrigin === STRIPE_API_ORIGIN ? [...STRIPE_HOSTED_PAGE_ORIGINS] : [apiOrigin];
}

export class UnexpectedHostedPageError extends Error {
  override readonly name = 'UnexpectedHostedPageError';
}

/** `url` when it is on one of `origins`; otherwise throws, so the caller answers as for Stripe failing. */
export function hostedPageUrl(url: string, origins: readonly string[]): string {
  const origin = URL.canParse(url) ? new URL(url).origin : 'an unreadable URL';
  if (!origins.includes(origin)) {
    throw new UnexpectedHostedPageError(
      `Stripe returned a page on ${origin}, not on ${origins.join(' or ')}`,
    );
  }
  return url;
}
