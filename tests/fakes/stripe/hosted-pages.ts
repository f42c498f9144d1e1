/**
 * The pages Stripe hosts for the donor's browser, on the fake's own address (another origin than
 * the site's, as checkout.stripe.com and billing.stripe.com are): a Checkout page whose "Pay" button
 * completes the session, sends Stripe's signed webhooks to the site and returns the browser to the
 * session's success_url; and a Billing Portal page that links back to its return_url. Plain HTML
 * forms and links, so they work with JavaScript off. Browsers send no API key, so these paths are
 * answered before the fake's Bearer check.
 */
import type http from 'node:http';
import { stripeEventPayload, stripeSignatureHeader } from '#tests/fakes/stripe-webhook.ts';
import { type FakeStripeState, stripeId } from '#tests/fakes/stripe/core.ts';
import { completeSubscriptionCheckout, type FakeStripeEvent } from '#tests/fakes/stripe/subscriptions.ts';

/** Where the fake posts the events a completed Checkout causes, signed with `secret`. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

export const CHECKOUT_PAGE_HEADING = 'Fake Stripe Checkout';
export const PORTAL_PAGE_HEADING = 'Fake Stripe billing portal';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendHtml(res: http.ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

/** Stripe's side of a one-time Checkout paid by card: the session complete and paid. */
function completePaymentCheckout(state: FakeStripeState, sessionId: string): FakeStripeEvent[] {
  const session = state.sessions.get(sessionId)!;
  Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: stripeId('pi') });
  const { _fake_request: _omitted, ...wireSession } = session;
  return [{ type: 'checkout.session.completed', object: wireSession }];
}

async function deliver(events: FakeStripeEvent[], webhook: WebhookTarget | null) {
  if (!webhook) return;
  for (const event of events) {
    const payload = stripeEventPayload(event);
    const signature = stripeSignatureHeader(payload, webhook.secret, Math.floor(Date.now() / 1000));
    const answer = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    if (!answer.ok) throw new Error(`webhook ${event.type}: ${answer.status} ${await answer.text()}`);
  }
}

/**
 * Answers a browser's request for a hosted page; false when `path` is not one (an API call).
 * GET /c/pay/<session>: the Checkout page; POST: pay. GET /p/session/<id>: the Billing Portal.
 */
export function serveHostedPage(
  request: { method: string; path: string },
  res: http.ServerResponse,
  state: FakeStripeState,
  webhook: WebhookTarget | null,
): boolean {
  const checkout = /^\/c\/pay\/([\w-]+)$/.exec(request.path);
  const portal = /^\/p\/session\/([\w-]+)$/.exec(request.path);
  if (checkout) {
    const session = state.sessions.get(checkout[1]!);
    if (!session) {
      sendHtml(res, 404, 'No such checkout session', '');
      return true;
    }
    if (request.method === 'GET') {
      const amount = (Number(session.amount_total) / 100).toFixed(2);
      const every = session.mode === 'subscription' ? ' every period' : '';
      sendHtml(
        res,
        200,
        CHECKOUT_PAGE_HEADING,
        `<p>Pay $${amount}${every} as ${escapeHtml(String(session.customer_email))}</p>` +
          `<form method="post"><button type="submit">Pay</button></form>` +
          `<p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p>`,
      );
      return true;
    }
    const events =
      session.mode === 'subscription'
        ? completeSubscriptionCheckout(state, checkout[1]!)
        : completePaymentCheckout(state, checkout[1]!);
    deliver(events, webhook).then(
      () => {
        const successUrl = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', checkout[1]!);
        res.writeHead(303, { location: successUrl });
        res.end();
      },
      (error: unknown) => sendHtml(res, 502, 'The webhook failed', escapeHtml(String(error))),
    );
    return true;
  }
  if (portal && request.method === 'GET') {
    const session = state.portalSessions.get(portal[1]!);
    if (!session) {
      sendHtml(res, 404, 'No such portal session', '');
      return true;
    }
    sendHtml(
      res,
      200,
      PORTAL_PAGE_HEADING,
      `<p>Customer ${escapeHtml(String(session.customer))}: change the card here.</p>` +
        `<p><a href="${escapeHtml(String(session.return_url))}">Return to the site</a></p>`,
    );
    return true;
  }
  return false;
}
