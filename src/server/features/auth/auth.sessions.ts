/**
 * Staff sessions: rows in admin_sessions behind an opaque cookie token. Only the SHA-256 of the
 * token is stored, so a copy of the table does not hold live cookies. A session ends after
 * SESSION_IDLE_MS without use or SESSION_ABSOLUTE_MS after sign-in, whichever comes first.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { adminPendingSignIns, adminSessions, staffAccounts } from '#server/db/schema/index.ts';
import type { StaffIdentity } from '#server/plugins/access.ts';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: one write per minute of activity, not per request. */
export const LAST_SEEN_REFRESH_MS = 60 * 1000;

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Executor,
  clock: Clock,
  input: { userId: string; userAgent?: string | undefined },
): Promise<string> {
  const token = newSessionToken();
  const now = clock.now();
  await db.insert(adminSessions).values({
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

/** The staff member behind a live session token, or null. A dead session's row is deleted. */
export async function resolveSession(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<StaffIdentity | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({
      userId: adminSessions.userId,
      username: staffAccounts.username,
      roles: staffAccounts.roles,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, adminSessions.userId))
    // A disabled account has no live session, even one opened a moment before it was disabled.
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(staffAccounts.disabledAt)));
  if (!row) return null;
  const now = clock.now().getTime();
  const idleFor = now - row.lastSeenAt.getTime();
  if (now >= row.expiresAt.getTime() || idleFor >= SESSION_IDLE_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    return null;
  }
  if (idleFor >= LAST_SEEN_REFRESH_MS) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(adminSessions.tokenHash, tokenHash));
  }
  return { userId: row.userId, username: row.username, roles: row.roles };
}

export async function destroySession(db: Executor, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSessionToken(token)));
}

/**
 * Ends every code step of one user that is still waiting for its code (auth.two-factor.pending.ts):
 * whatever ends someone's sessions ends these too, or a step begun with the old password would
 * still open a session after a password change.
 */
export async function endUserPendingSignIns(db: Executor, userId: string): Promise<void> {
  await db.delete(adminPendingSignIns).where(eq(adminPendingSignIns.userId, userId));
}

/**
 * Ends every session of one user, and their code steps (a password reset, a disabled account, two-factor
 * reset). Returns how many sessions ended.
 */
export async function destroyUserSessions(db: Executor, userId: string): Promise<number> {
  await endUserPendingSignIns(db, userId);
  const deleted = await db
    .delete(adminSessions)
    .where(eq(adminSessions.userId, userId))
    .returning({ tokenHash: adminSessions.tokenHash });
  return deleted.length;
}

/** Deletes sessions past either expiry; called opportunistically at sign-in. */
export async function deleteExpiredSessions(db: Executor, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .delete(adminSessions)
    .where(
      or(
        lte(adminSessions.expiresAt, now),
        lte(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
