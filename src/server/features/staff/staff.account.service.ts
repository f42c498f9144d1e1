/**
 * What every staff member can do to their own account (docs/product.md#staff-accounts): see their
 * live sessions, sign out of all the others, and change their password (the current one required;
 * every other session ends). The session in use is known by its token, never sent to the browser.
 */
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { ChangePasswordInput, StaffSessions } from '#shared/staff/contract.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { adminSessions, staffAccounts } from '#server/db/schema/index.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { newPasswordProblem } from '#server/features/auth/auth.password-rule.ts';
import { hashPassword, verifyPassword } from '#server/features/auth/auth.passwords.ts';
import {
  endUserPendingSignIns,
  hashSessionToken,
  SESSION_IDLE_MS,
} from '#server/features/auth/auth.sessions.ts';

export interface StaffAccountServiceDeps {
  db: Database;
  clock: Clock;
}

/**
 * Ends every session of `userId` except the one behind `currentToken`, and every code step of theirs
 * still waiting for a code; returns how many sessions ended.
 */
async function endOtherSessions(tx: Executor, userId: string, currentToken: string): Promise<number> {
  await endUserPendingSignIns(tx, userId);
  const ended = await tx
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, userId), ne(adminSessions.tokenHash, hashSessionToken(currentToken))))
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.length;
}

export function createStaffAccountService({ db, clock }: StaffAccountServiceDeps) {
  return {
    /** The person's live sessions, newest activity first; `current` marks this browser's. */
    async sessions(userId: string, currentToken: string): Promise<StaffSessions> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(adminSessions)
        .where(
          and(
            eq(adminSessions.userId, userId),
            gt(adminSessions.expiresAt, now),
            gt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          ),
        )
        .orderBy(asc(adminSessions.createdAt));
      const currentHash = hashSessionToken(currentToken);
      const sessions = rows.map((row) => ({
        current: row.tokenHash === currentHash,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
      return { sessions: sessions.sort((a, b) => Number(b.current) - Number(a.current)) };
    },

    async signOutOthers(userId: string, currentToken: string): Promise<{ message: string; ended: number }> {
      const ended = await endOtherSessions(db, userId, currentToken);
      return { message: STAFF_WORDS.signedOutOthers, ended };
    },

    async changePassword(
      userId: string,
      currentToken: string,
      input: ChangePasswordInput,
    ): Promise<{ message: string }> {
      const [user] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, userId));
      if (!user) throw notFound(STAFF_WORDS.accountNotFound);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest('', { currentPassword: [STAFF_WORDS.currentPasswordWrong] });
      }
      const problem = newPasswordProblem(input.newPassword);
      if (problem) throw badRequest('', { newPassword: [problem] });
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ passwordHash, passwordChangedAt: clock.now() })
          .where(eq(staffAccounts.id, userId));
        await endOtherSessions(tx, userId, currentToken);
      });
      return { message: STAFF_WORDS.passwordChanged };
    },
  };
}

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
