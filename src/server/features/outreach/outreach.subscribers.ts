/**
 * People, once: a lead or signup that opts in becomes an email subscriber in the newsletter's
 * table (one row per address, whatever the case). Runs inside the caller's transaction so the
 * subscriber exists exactly when the lead does.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { emailSubscribers, type SubscriberSource } from '#server/db/schema/index.ts';

export interface SubscriberDetails {
  email: string;
  name?: string | undefined;
  phone?: string | undefined;
  source: SubscriberSource;
  interests?: readonly string[];
  /** The language of the form they opted in on: the latest form's is theirs from now on. */
  locale?: Locale | undefined;
}

/** The subscriber a form's person becomes when they opt in. */
export const subscriberOf = (
  input: { email: string; name: string; phone?: string | undefined; locale?: Locale | undefined },
  source: SubscriberSource,
  interests: readonly string[] = [],
): SubscriberDetails => ({
  email: input.email,
  name: input.name,
  phone: input.phone,
  source,
  interests,
  locale: input.locale,
});

function findByEmail(tx: Executor, email: string) {
  return tx
    .select()
    .from(emailSubscribers)
    .where(sql`lower(${emailSubscribers.email}) = lower(${email})`)
    .for('update');
}

/**
 * Makes the person a subscriber (or a subscriber again, since they just asked). An existing
 * subscriber keeps the source that first brought them; blanks are filled, interests merged, and
 * the language becomes the form's (docs/product.md#mailing-list-and-unsubscribing).
 * Returns the unsubscribe token for the emails that follow.
 */
export async function ensureSubscriber(tx: Executor, clock: Clock, details: SubscriberDetails) {
  const [existing] = await findByEmail(tx, details.email);
  if (existing) {
    await tx
      .update(emailSubscribers)
      .set({
        name: existing.name ?? details.name ?? null,
        phone: existing.phone ?? details.phone ?? null,
        interests: [...new Set([...existing.interests, ...(details.interests ?? [])])],
        locale: details.locale ?? existing.locale,
        ...(existing.subscribed ? {} : { subscribed: true, unsubscribedAt: null, subscribedAt: clock.now() }),
      })
      .where(eq(emailSubscribers.id, existing.id));
    return existing.unsubscribeToken;
  }
  const token = crypto.randomBytes(24).toString('base64url');
  const inserted = await tx
    .insert(emailSubscribers)
    .values({
      email: details.email,
      name: details.name ?? null,
      phone: details.phone ?? null,
      source: details.source,
      locale: details.locale ?? 'en',
      interests: [...(details.interests ?? [])],
      unsubscribeToken: token,
      subscribedAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ token: emailSubscribers.unsubscribeToken });
  if (inserted[0]) return inserted[0].token;
  // Another request for the same address committed first: use its row.
  const [winner] = await findByEmail(tx, details.email);
  return winner?.unsubscribeToken ?? null;
}

/** The unsubscribe token of a person who is on the list, for visitors who did not opt in now. */
export async function existingSubscriberToken(tx: Executor, email: string) {
  const [row] = await tx
    .select({ token: emailSubscribers.unsubscribeToken, subscribed: emailSubscribers.subscribed })
    .from(emailSubscribers)
    .where(sql`lower(${emailSubscribers.email}) = lower(${email})`);
  return row?.subscribed ? row.token : null;
}
