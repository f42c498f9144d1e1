/**
 * Checking a two-factor code: the one rule for the sign-in step and for the account actions that
 * ask for a current code (docs/product.md#signing-in). A six-digit code counts once: its time step
 * is stored and an equal or earlier step is refused, atomically, so two requests racing with one
 * code cannot both pass. A recovery code counts once: it is marked used in the same statement that
 * finds it. Wrong codes go into the password throttle (auth.throttle.ts) under the same name and
 * address, so a guesser gets no more tries by alternating passwords and codes, and count against
 * the account's own limit whatever the address (auth.two-factor.attempts.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { StaffRole } from '#shared/staff/roles.ts';
import type { Clock } from '#server/clock.ts';
import type { Executor } from '#server/db/client.ts';
import { adminRecoveryCodes, adminTwoFactor } from '#server/db/schema/index.ts';
import { attemptKeys, decideAttempt, recordLoginFailure } from '#server/features/auth/auth.throttle.ts';
import { claimAccountTry, releaseAccountTry } from '#server/features/auth/auth.two-factor.attempts.ts';
import {
  decryptSecret,
  hashRecoveryCode,
  isRecoveryCode,
  isTotpCode,
  normalizeCode,
  totpStepOf,
} from '#server/features/auth/auth.two-factor.crypto.ts';

export type CodeCheck = 'totp' | 'recovery_code' | 'wrong' | 'replayed';

/** Whether a person with these roles must have two-factor on (STAFF_TWO_FACTOR_REQUIRED). */
export function twoFactorRequiredFor(
  roles: readonly StaffRole[],
  requiredRoles: readonly StaffRole[],
): boolean {
  return roles.some((role) => requiredRoles.includes(role));
}

/** Claims the time step of a right code; false when that step (or a later one) was already used. */
async function claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(adminTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminTwoFactor.userId, userId),
        or(isNull(adminTwoFactor.lastUsedStep), lt(adminTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: adminTwoFactor.userId });
  return claimed.length === 1;
}

/** Checks a six-digit code against the confirmed secret, or a recovery code against the unused ones. */
export async function checkCode(
  db: Executor,
  clock: Clock,
  sessionSecret: string,
  input: { userId: string; code: string },
): Promise<CodeCheck> {
  const code = normalizeCode(input.code);
  if (isTotpCode(code)) {
    const [row] = await db
      .select({ secret: adminTwoFactor.secret })
      .from(adminTwoFactor)
      .where(eq(adminTwoFactor.userId, input.userId));
    const secret = decryptSecret(sessionSecret, row?.secret ?? null);
    const step = secret ? totpStepOf(secret, code, clock.now()) : null;
    if (step === null) return 'wrong';
    return (await claimStep(db, input.userId, step)) ? 'totp' : 'replayed';
  }
  if (isRecoveryCode(code)) {
    const used = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(adminRecoveryCodes.userId, input.userId),
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return used.length === 1 ? 'recovery_code' : 'wrong';
  }
  return 'wrong';
}

export type ThrottledCodeCheck = CodeCheck | 'throttled' | 'step_over';

/**
 * checkCode behind the sign-in throttle: refused without checking after too many failures for this
 * name from this address, or when the account has used its tries from anywhere
 * (auth.two-factor.attempts.ts), slowed down after many from anywhere; a wrong or replayed code
 * counts as a failure. Success does not forgive earlier failures here: the caller does, once a session opens.
 */
export async function throttledCodeCheck(
  db: Executor,
  clock: Clock,
  sessionSecret: string,
  input: {
    userId: string;
    username: string;
    code: string;
    address: string;
    /** At sign-in: one try of the code step, false when it has had its tries ('step_over'). */
    claimStepTry?: () => Promise<boolean>;
  },
): Promise<{
  result: ThrottledCodeCheck;
  retryAfterSeconds: number;
  slowedDown: boolean;
  /** Refused by the account's limit rather than this address's. */
  byAccount?: boolean;
}> {
  const keys = attemptKeys(input.username, input.address);
  const decision = await decideAttempt(db, clock, keys);
  if (decision.kind === 'refuse') {
    return { result: 'throttled', retryAfterSeconds: decision.retryAfterSeconds, slowedDown: false };
  }
  if (decision.kind === 'slow_down') await sleep(decision.delayMs);
  const slowedDown = decision.kind === 'slow_down';
  if (input.claimStepTry && !(await input.claimStepTry())) {
    return { result: 'step_over', retryAfterSeconds: 0, slowedDown };
  }
  const account = await claimAccountTry(db, clock, input.userId);
  if (!account.claimed) {
    return { result: 'throttled', retryAfterSeconds: account.retryAfterSeconds, slowedDown, byAccount: true };
  }
  const result = await checkCode(db, clock, sessionSecret, input);
  if (result === 'wrong' || result === 'replayed') await recordLoginFailure(db, clock, keys);
  else await releaseAccountTry(db, input.userId);
  return { result, retryAfterSeconds: 0, slowedDown };
}
