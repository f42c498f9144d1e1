/**
 * Sign-in throttling that can never lock the real person out (docs/product.md#signing-in):
 *
 * - Per (username, address): after PAIR_FAILURE_LIMIT failures for one name from one address within
 *   FAILURE_WINDOW_MS, that address may not try that name again until the oldest of them falls out
 *   of the window. This stops a guesser at one address; the person at any other address is unaffected.
 * - Per address: the route's rate limit (auth.routes.ts, every attempt, per app process).
 * - Per username, from anywhere: after USERNAME_SLOW_DOWN_AFTER failures within the window, every
 *   attempt for that name waits SLOW_DOWN_MS before it is checked. Never a refusal: otherwise anyone
 *   who knows a staff member's name could lock them out from a handful of addresses.
 *
 * Unknown usernames count exactly like real ones, so the throttle reveals nothing. Both the name and
 * the address are stored only as hashes, and only for the window. Stored in the database so every
 * app process sees the same counts.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { adminLoginFailures } from '#server/db/schema/index.ts';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const PAIR_FAILURE_LIMIT = 5;
export const USERNAME_SLOW_DOWN_AFTER = 10;
export const SLOW_DOWN_MS = 2000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** A hash, so a password typed into the username box by mistake is never stored. */
export function usernameKey(username: string): string {
  return sha256(username.trim().toLowerCase());
}

export interface AttemptKeys {
  usernameKey: string;
  /** A hash of the client address: enough to count, nothing to read back at a glance. */
  addressKey: string;
}

export function attemptKeys(username: string, address: string): AttemptKeys {
  return { usernameKey: usernameKey(username), addressKey: sha256(`address:${address}`) };
}

export type ThrottleDecision =
  { kind: 'refuse'; retryAfterSeconds: number } | { kind: 'slow_down'; delayMs: number } | { kind: 'go' };

/** What to do with the next attempt for this name from this address. */
export async function decideAttempt(
  db: Executor,
  clock: Clock,
  keys: AttemptKeys,
): Promise<ThrottleDecision> {
  const now = clock.now().getTime();
  const inWindow = gt(adminLoginFailures.attemptedAt, new Date(now - FAILURE_WINDOW_MS));
  const fromThisAddress = await db
    .select({ attemptedAt: adminLoginFailures.attemptedAt })
    .from(adminLoginFailures)
    .where(
      and(
        eq(adminLoginFailures.usernameKey, keys.usernameKey),
        eq(adminLoginFailures.addressKey, keys.addressKey),
        inWindow,
      ),
    )
    .orderBy(desc(adminLoginFailures.attemptedAt))
    .limit(PAIR_FAILURE_LIMIT);
  const oldestCounted = fromThisAddress[PAIR_FAILURE_LIMIT - 1];
  if (oldestCounted) {
    const allowedAt = oldestCounted.attemptedAt.getTime() + FAILURE_WINDOW_MS;
    return { kind: 'refuse', retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - now) / 1000)) };
  }
  const [fromAnywhere] = await db
    .select({ n: count() })
    .from(adminLoginFailures)
    .where(and(eq(adminLoginFailures.usernameKey, keys.usernameKey), inWindow));
  return (fromAnywhere?.n ?? 0) >= USERNAME_SLOW_DOWN_AFTER
    ? { kind: 'slow_down', delayMs: SLOW_DOWN_MS }
    : { kind: 'go' };
}

export async function recordLoginFailure(db: Executor, clock: Clock, keys: AttemptKeys): Promise<void> {
  await db.insert(adminLoginFailures).values({ ...keys, attemptedAt: clock.now() });
}

/** After a success: this address's mistakes for this name are forgiven; failures from elsewhere stay. */
export async function clearAddressFailures(db: Executor, keys: AttemptKeys): Promise<void> {
  await db
    .delete(adminLoginFailures)
    .where(
      and(
        eq(adminLoginFailures.usernameKey, keys.usernameKey),
        eq(adminLoginFailures.addressKey, keys.addressKey),
      ),
    );
}

/** A password reset lifts every limit on the name. */
export async function clearLoginFailures(db: Executor, key: string): Promise<void> {
  await db.delete(adminLoginFailures).where(eq(adminLoginFailures.usernameKey, key));
}

export async function deleteOldLoginFailures(db: Executor, clock: Clock): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - FAILURE_WINDOW_MS);
  await db.delete(adminLoginFailures).where(lte(adminLoginFailures.attemptedAt, cutoff));
}
