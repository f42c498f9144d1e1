/**
 * Signs webhook payloads the way Stripe does: the header
 *   Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${payload}` keyed by the secret>
 * and builds checkout events shaped like Stripe's.
 */
import crypto from 'node:crypto';

export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = crypto
    .createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export interface CheckoutEventOptions {
  type: string;
  session: Record<string, unknown>;
  eventId?: string;
  createdSeconds?: number;
}

/** A Stripe event (API object 'event') wrapping a checkout session, as JSON text. */
export function checkoutEventPayload({
  type,
  session,
  eventId,
  createdSeconds,
}: CheckoutEventOptions): string {
  return JSON.stringify(
    {
      id: eventId ?? `evt_${crypto.randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: createdSeconds ?? Math.floor(Date.now() / 1000),
      data: { object: { object: 'checkout.session', ...session } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

/** A Stripe event wrapping any object (an invoice, subscription, charge, dispute), as JSON text. */
export function stripeEventPayload(options: {
  type: string;
  object: Record<string, unknown>;
  eventId?: string;
  createdSeconds?: number;
}): string {
  return JSON.stringify({
    id: options.eventId ?? `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.createdSeconds ?? Math.floor(Date.now() / 1000),
    data: { object: options.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: options.type,
  });
}
