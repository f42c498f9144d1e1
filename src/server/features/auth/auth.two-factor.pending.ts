/**
 * The half-signed-in state between a right password and the code (docs/product.md#signing-in): a
 * row in admin_pending_sign_ins behind a cookie of its own. It is not a session: the access guard
 * never reads it, so it opens no staff route; the code step is the only thing that consumes it.
 * It ends after PENDING_SIGN_IN_MS, at the code's success, after too many codes (auth.two-factor.attempts.ts), at a new
 * password step, and with the person's sessions (a password change, signing out everywhere, a
 * disabled account or changed roles: auth.sessions.ts destroyUserSessions).
 */
import { eq, lte } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { adminPendingSignIns } from '#server/db/schema/index.ts';
import { hashSessionToken, newSessionToken } from '#server/features/auth/auth.sessions.ts';

export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
export const PENDING_SIGN_IN_COOKIE = 'ministry_sign_in_step';

export async function createPendingSignIn(
  db: Executor,
  clock: Clock,
  input: { userId: string; userAgent?: string | undefined },
): Promise<string> {
  const token = newSessionToken();
  const now = clock.now().getTime();
  await db.delete(adminPendingSignIns).where(lte(adminPendingSignIns.expiresAt, new Date(now)));
  await db.insert(adminPendingSignIns).values({
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    expiresAt: new Date(now + PENDING_SIGN_IN_MS),
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

/** The user waiting behind a live pending token, or null (an expired row is deleted). */
export async function resolvePendingSignIn(
  db: Executor,
  clock: Clock,
  token: string | null,
): Promise<{ userId: string; userAgent: string | null } | null> {
  if (!token) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select()
    .from(adminPendingSignIns)
    .where(eq(adminPendingSignIns.tokenHash, tokenHash));
  if (!row) return null;
  if (row.expiresAt.getTime() <= clock.now().getTime()) {
    await endPendingSignIn(db, token);
    return null;
  }
  return { userId: row.userId, userAgent: row.userAgent };
}

export async function endPendingSignIn(db: Executor, token: string | null): Promise<void> {
  if (token)
    await db.delete(adminPendingSignIns).where(eq(adminPendingSignIns.tokenHash, hashSessionToken(token)));
}
