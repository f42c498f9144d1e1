/**
 * Per-username throttle: after USERNAME_FAILURE_LIMIT failed sign-ins for one username within
 * USERNAME_FAILURE_WINDOW_MS, further attempts for it are refused until the oldest of those falls
 * out of the window. It complements the per-IP limit (a guesser using many addresses) and counts
 * unknown usernames exactly like real ones, so it reveals nothing. Stored in the database so every
 * app process sees the same count.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { adminLoginFailures } from '../../db/schema/index.ts';

export const USERNAME_FAILURE_LIMIT = 10;
export const USERNAME_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** A hash, so a password typed into the username box by mistake is never stored. */
export function usernameKey(username: string): string {
  return crypto.createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

/** Seconds until this username may try again, or null when it may try now. */
export async function usernameRetryAfterSeconds(
  db: Executor,
  clock: Clock,
  key: string,
): Promise<number | null> {
  const now = clock.now().getTime();
  const recent = await db
    .select({ attemptedAt: adminLoginFailures.attemptedAt })
    .from(adminLoginFailures)
    .where(
      and(
        eq(adminLoginFailures.usernameKey, key),
        gt(adminLoginFailures.attemptedAt, new Date(now - USERNAME_FAILURE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(adminLoginFailures.attemptedAt))
    .limit(USERNAME_FAILURE_LIMIT);
  const oldestCounted = recent[USERNAME_FAILURE_LIMIT - 1];
  if (!oldestCounted) return null;
  const allowedAt = oldestCounted.attemptedAt.getTime() + USERNAME_FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((allowedAt - now) / 1000));
}

export async function recordLoginFailure(db: Executor, clock: Clock, key: string): Promise<void> {
  await db.insert(adminLoginFailures).values({ usernameKey: key, attemptedAt: clock.now() });
}

export async function clearLoginFailures(db: Executor, key: string): Promise<void> {
  await db.delete(adminLoginFailures).where(eq(adminLoginFailures.usernameKey, key));
}

export async function deleteOldLoginFailures(db: Executor, clock: Clock): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - USERNAME_FAILURE_WINDOW_MS);
  await db.delete(adminLoginFailures).where(lte(adminLoginFailures.attemptedAt, cutoff));
}
