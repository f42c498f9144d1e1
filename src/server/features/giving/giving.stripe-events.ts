/**
 * Every verified Stripe webhook event goes through applyStripeEvent: one table from event type to
 * the handler that acts on it. Exactly once: a handler claims the event's id in stripe_events inside
 * the transaction that applies it (claimStripeEvent), so a replay, or the same event delivered twice
 * at once, changes nothing twice. Types with no handler are acknowledged and ignored.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '#server/db/client.ts';
import { stripeEvents } from '#server/db/schema/index.ts';
import type { StripeWebhookEvent } from '#server/integrations/stripe/stripe-gateway.ts';

/** What a handler did, for the log, the webhook's answer and the tests ('duplicate' for a replay). */
export type StripeEventOutcome = string;
export type StripeEventHandler = (event: StripeWebhookEvent) => Promise<StripeEventOutcome>;

/**
 * Records the event as processed, in the caller's transaction. False when it already was: the
 * caller then returns 'duplicate' and changes nothing.
 */
export async function claimStripeEvent(tx: Executor, event: StripeWebhookEvent): Promise<boolean> {
  const claimed = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}

export function createStripeEventRouter(deps: {
  log: FastifyBaseLogger;
  handlers: Record<string, StripeEventHandler>;
}) {
  return async function applyStripeEvent(event: StripeWebhookEvent): Promise<StripeEventOutcome> {
    const handler = deps.handlers[event.type];
    if (!handler) return 'ignored';
    const outcome = await handler(event);
    deps.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return outcome;
  };
}
