/**
 * Staff accounts: create, reset a password, list. Used by the auth service, the start-up bootstrap
 * and `npm run admin`, so the rules live in one place. Usernames are unique ignoring case.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newUsernameSchema } from '#shared/auth/contract.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { staffAccounts } from '#server/db/schema/index.ts';
import { strongPasswordSchema } from '#server/features/auth/auth.password-rule.ts';
import { hashPassword } from '#server/features/auth/auth.passwords.ts';
import { destroyUserSessions } from '#server/features/auth/auth.sessions.ts';
import { clearLoginFailures, usernameKey } from '#server/features/auth/auth.throttle.ts';

export class InvalidAccountInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAccountInput';
  }
}

function validated<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidAccountInput(result.error.issues[0]?.message ?? 'Invalid value.');
  return result.data;
}

export async function findStaffAccount(db: Executor, username: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.username}) = lower(${username.trim()})`);
  return row ?? null;
}

export async function countStaffAccounts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts);
  return row?.n ?? 0;
}

/**
 * Creates a staff account with `roles` (an administrator without them). 'exists' when the name is taken in any letter case (also when another
 * process created it at the same moment): nothing is changed then.
 */
export async function createStaffAccount(
  db: Executor,
  clock: Clock,
  input: { username: string; password: string; email?: string; roles?: readonly StaffRole[] },
): Promise<{ status: 'created'; id: string } | { status: 'exists' }> {
  const username = validated(newUsernameSchema, input.username);
  const password = validated(strongPasswordSchema, input.password);
  if (await findStaffAccount(db, username)) return { status: 'exists' };
  const now = clock.now();
  const [row] = await db
    .insert(staffAccounts)
    .values({
      username,
      passwordHash: await hashPassword(password),
      createdAt: now,
      passwordChangedAt: now,
      ...(input.email ? { email: input.email } : {}),
      // Without roles, an administrator: the first account (bootstrap, `npm run admin create`).
      roles: [...(input.roles ?? ['administrator'])],
    })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return row ? { status: 'created', id: row.id } : { status: 'exists' };
}

/**
 * Sets a new password, ends every session of that user and lifts the sign-in throttle on the name
 * (the person can sign in at once). 'not_found' for an unknown name.
 */
export async function resetStaffPassword(
  db: Database,
  clock: Clock,
  input: { username: string; password: string },
): Promise<{ status: 'reset'; sessionsEnded: number } | { status: 'not_found' }> {
  const password = validated(strongPasswordSchema, input.password);
  const user = await findStaffAccount(db, input.username);
  if (!user) return { status: 'not_found' };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, passwordChangedAt: clock.now() })
      .where(eq(staffAccounts.id, user.id));
    await clearLoginFailures(tx, usernameKey(user.username));
    return { status: 'reset' as const, sessionsEnded: await destroyUserSessions(tx, user.id) };
  });
}

export async function listStaffAccounts(db: Executor) {
  return db
    .select({
      username: staffAccounts.username,
      roles: staffAccounts.roles,
      createdAt: staffAccounts.createdAt,
      lastLoginAt: staffAccounts.lastLoginAt,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.username));
}
