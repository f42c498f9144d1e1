/**
 * How many codes may be tried, whatever the address (docs/product.md#two-factor-sign-in): a code
 * step takes STEP_CODE_LIMIT codes, and a try past them ends it, so the password is needed again; an account takes
 * ACCOUNT_CODE_LIMIT codes not found right within ACCOUNT_CODE_WINDOW_MS, in sign-in and in the
 * account actions that ask for a code. Each try is claimed in one UPDATE before the code is checked,
 * so forty guesses sent at once from forty addresses are not all checked: the row's lock makes them
 * take their turn, and the ones past the limit find nothing to claim. Only someone who knows the
 * password (or holds a session) reaches a code at all, so the account's limit locks out nobody else.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { adminPendingSignIns, adminTwoFactor } from '#server/db/schema/index.ts';
import { hashSessionToken } from '#server/features/auth/auth.sessions.ts';
import { FAILURE_WINDOW_MS } from '#server/features/auth/auth.throttle.ts';

export const STEP_CODE_LIMIT = 5;
export const ACCOUNT_CODE_LIMIT = 10;
export const ACCOUNT_CODE_WINDOW_MS = FAILURE_WINDOW_MS;

/** One try of a live code step; false once it has had STEP_CODE_LIMIT (or has ended or expired). */
export async function claimStepTry(db: Executor, clock: Clock, pendingToken: string): Promise<boolean> {
  const claimed = await db
    .update(adminPendingSignIns)
    .set({ codeTries: sql`${adminPendingSignIns.codeTries} + 1` })
    .where(
      and(
        eq(adminPendingSignIns.tokenHash, hashSessionToken(pendingToken)),
        lt(adminPendingSignIns.codeTries, STEP_CODE_LIMIT),
        gt(adminPendingSignIns.expiresAt, clock.now()),
      ),
    )
    .returning({ tries: adminPendingSignIns.codeTries });
  return claimed.length === 1;
}

/**
 * One of the account's tries, or how long until one is free. The window starts at the first try
 * after the last one ended, and the count starts again with it.
 */
export async function claimAccountTry(
  db: Executor,
  clock: Clock,
  userId: string,
): Promise<{ claimed: true } | { claimed: false; retryAfterSeconds: number }> {
  const now = clock.now();
  const windowStart = `${new Date(now.getTime() - ACCOUNT_CODE_WINDOW_MS).toISOString()}`;
  const since = adminTwoFactor.codeTriesSince;
  const windowOver = sql`(${since} is null or ${since} <= ${windowStart}::timestamptz)`;
  const claimed = await db
    .update(adminTwoFactor)
    .set({
      codeTries: sql`case when ${windowOver} then 1 else ${adminTwoFactor.codeTries} + 1 end`,
      codeTriesSince: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${since} end`,
    })
    .where(
      and(
        eq(adminTwoFactor.userId, userId),
        sql`(${windowOver} or ${adminTwoFactor.codeTries} < ${ACCOUNT_CODE_LIMIT})`,
      ),
    )
    .returning({ userId: adminTwoFactor.userId });
  if (claimed.length === 1) return { claimed: true };
  const [row] = await db
    .select({ since: adminTwoFactor.codeTriesSince })
    .from(adminTwoFactor)
    .where(eq(adminTwoFactor.userId, userId));
  const freeAt = (row?.since?.getTime() ?? now.getTime()) + ACCOUNT_CODE_WINDOW_MS;
  return { claimed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/** A right code gives its try back: the limit counts only codes that were not right. */
export async function releaseAccountTry(db: Executor, userId: string): Promise<void> {
  await db
    .update(adminTwoFactor)
    .set({ codeTries: sql`greatest(${adminTwoFactor.codeTries} - 1, 0)` })
    .where(eq(adminTwoFactor.userId, userId));
}
