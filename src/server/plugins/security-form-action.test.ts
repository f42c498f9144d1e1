/**
 * Without JavaScript a gift (and the donor page's "Change card") is a form post the server answers
 * with a redirect to Stripe's hosted page; the browser blocks that redirect unless the page's CSP
 * form-action names Stripe's origin. The header allows exactly the origins the gateways accept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { hostedPageUrl, stripeHostedPageOrigins } from '#server/integrations/stripe/stripe-hosted-pages.ts';
import { DONATION_WORDS } from '#shared/giving/words.ts';
import { startFakeStripe } from '#tests/fakes/stripe-server.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { buildGiftPayload } from '#tests/helpers/generators/donations.ts';
import { createDonation, startCheckout } from '#tests/helpers/stripe-giving.ts';
import { contentSecurityPolicy } from '#server/plugins/security.ts';

const formAction = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('form-action'));
const policyFor = (env: Record<string, string>) =>
  contentSecurityPolicy({ nonce: 'n' }, loadConfig({ NODE_ENV: 'production', ...env }), false);

describe('form-action', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("with Stripe keys allows this site and Stripe's Checkout and Billing Portal, nothing else", () => {
    expect(formAction(policyFor({ STRIPE_SECRET_KEY: 'sk_live_x' }))).toBe(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    );
    // Cached pages carry hashes instead of the nonce, and the same form-action.
    const cached = contentSecurityPolicy(
      { scriptHashes: [], styleHashes: [] },
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' }),
      false,
    );
    expect(formAction(cached)).toBe(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    );
  });

  it('with STRIPE_API_URL allows that server, whose hosted pages stand in for Stripe’s', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:4242/' };
    expect(formAction(policyFor(env))).toBe("form-action 'self' http://127.0.0.1:4242");
    // Stripe's own API address named outright changes nothing.
    expect(formAction(policyFor({ ...env, STRIPE_API_URL: 'https://api.stripe.com' }))).toBe(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    );
  });

  it('without Stripe keys allows only this site (the demo checkout is one of its pages)', () => {
    expect(formAction(policyFor({ DEMO_CHECKOUT: 'on' }))).toBe("form-action 'self'");
    expect(formAction(policyFor({ STRIPE_API_URL: 'http://127.0.0.1:4242' }))).toBe("form-action 'self'");
  });

  it('is the header every page is sent', async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_live_x' } });
    const answer = await t.request({ method: 'GET', url: '/healthz' });
    expect(formAction(String(answer.headers['content-security-policy']))).toBe(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    );
  });

  it('the gateways refuse a hosted page on any other origin', () => {
    const origins = stripeHostedPageOrigins({
      secretKey: 'sk_live_x',
      webhookSecret: undefined,
      apiUrl: undefined,
    });
    expect(hostedPageUrl('https://checkout.stripe.com/c/pay/cs_live_1', origins)).toBe(
      'https://checkout.stripe.com/c/pay/cs_live_1',
    );
    expect(() => hostedPageUrl('https://checkout.stripe.com.evil.example/c/pay/1', origins)).toThrow(
      /not on https:\/\/checkout\.stripe\.com or https:\/\/billing\.stripe\.com/,
    );
    expect(() => hostedPageUrl('not a url', origins)).toThrow();
  });

  it('a Checkout page Stripe returns on another origin is never sent to the browser: 502, as Stripe failing', async () => {
    const stripe = await startFakeStripe();
    try {
      // The fake answers on 127.0.0.1; reached as localhost, the pages it returns are on another origin.
      const apiUrl = stripe.url.replace('127.0.0.1', 'localhost');
      t = await createTestApp({ env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: apiUrl } });
      const { id } = await createDonation(t, buildGiftPayload());
      const answer = await startCheckout(t, { donation_id: id });
      expect(stripe.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ error: DONATION_WORDS.checkoutUnavailable });
    } finally {
      await stripe.close();
    }
  });
});
