/**
 * A staff member's own two-factor settings (docs/product.md#signing-in): set up (a new secret shown
 * as a QR code and as text, taking effect only when one code from it is confirmed), new recovery
 * codes, turning it off, and whether a role requires it before anything else opens.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AUTH_WORDS } from '#shared/auth/contract.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { TWO_FACTOR_WORDS, type TwoFactorSetup, type TwoFactorStatus } from '#shared/auth/two-factor.ts';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { adminRecoveryCodes, adminTwoFactor, staffAccounts } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { StaffIdentity } from '#server/plugins/access.ts';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeCode,
  totpStepOf,
  totpUri,
} from '#server/features/auth/auth.two-factor.crypto.ts';
import { destroyUserSessions } from '#server/features/auth/auth.sessions.ts';
import { throttledCodeCheck, twoFactorRequiredFor } from '#server/features/auth/auth.two-factor.ts';
import { findStaffAccount } from '#server/features/staff/staff.accounts.ts';

export interface TwoFactorServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'sessionSecret' | 'staffTwoFactorRequired'>;
}

/** Replaces a person's recovery codes with ten new ones; returns them (the only time they are seen). */
async function replaceRecoveryCodes(db: Executor, clock: Clock, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: hashRecoveryCode(normalizeCode(code)),
      createdAt: clock.now(),
    })),
  );
  return codes;
}

export function createTwoFactorService({ db, clock, config }: TwoFactorServiceDeps) {
  const sessionSecret = () => {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET is required for two-factor sign-in');
    return config.sessionSecret;
  };
  const enabledAt = async (userId: string) => {
    const [row] = await db
      .select({ at: staffAccounts.twoFactorEnabledAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, userId));
    return row?.at ?? null;
  };
  const isRequired = (roles: readonly StaffRole[]) =>
    twoFactorRequiredFor(roles, config.staffTwoFactorRequired);

  /** A current code (or unused recovery code) of this person, behind the sign-in throttle. */
  async function requireCurrentCode(staff: StaffIdentity, code: string, address: string): Promise<void> {
    const check = await throttledCodeCheck(db, clock, sessionSecret(), {
      userId: staff.userId,
      username: staff.username,
      code,
      address,
    });
    if (check.result === 'throttled') {
      throw Object.assign(new AppError(429, AUTH_WORDS.tooManyAttempts), {
        retryAfter: check.retryAfterSeconds,
      });
    }
    if (check.result === 'wrong')
      throw new AppError(400, TWO_FACTOR_WORDS.wrongCode, { code: [TWO_FACTOR_WORDS.wrongCode] });
    if (check.result === 'replayed')
      throw new AppError(400, TWO_FACTOR_WORDS.codeReplayed, { code: [TWO_FACTOR_WORDS.codeReplayed] });
  }

  return {
    /**
     * The access guard's question (auth.two-factor.guard.ts): must this person set up two-factor
     * before anything else? Only asks the database for someone holding a required role.
     */
    async setupRequired(staff: StaffIdentity): Promise<boolean> {
      return isRequired(staff.roles) && (await enabledAt(staff.userId)) === null;
    },

    async status(staff: StaffIdentity): Promise<TwoFactorStatus> {
      const at = await enabledAt(staff.userId);
      const [left] = await db
        .select({ n: count() })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.userId, staff.userId), isNull(adminRecoveryCodes.usedAt)));
      return {
        enabled: at !== null,
        enabledAt: at?.toISOString() ?? null,
        required: isRequired(staff.roles),
        recoveryCodesLeft: at === null ? 0 : (left?.n ?? 0),
      };
    },

    /** A new secret to scan; nothing changes for sign-in until confirmSetup accepts a code from it. */
    async beginSetup(staff: StaffIdentity): Promise<TwoFactorSetup> {
      if (await enabledAt(staff.userId)) throw new AppError(409, TWO_FACTOR_WORDS.alreadyOn);
      const secret = newTotpSecret();
      const pendingSecret = encryptSecret(sessionSecret(), secret);
      await db
        .insert(adminTwoFactor)
        .values({ userId: staff.userId, pendingSecret })
        .onConflictDoUpdate({ target: adminTwoFactor.userId, set: { pendingSecret } });
      const otpauthUri = totpUri(secret, staff.username);
      const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUri, qrSvg };
    },

    /** The code proves the app holds the new secret: two-factor is on, with ten recovery codes. */
    async confirmSetup(staff: StaffIdentity, code: string): Promise<string[]> {
      if (await enabledAt(staff.userId)) throw new AppError(409, TWO_FACTOR_WORDS.alreadyOn);
      const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, staff.userId));
      const secret = decryptSecret(sessionSecret(), row?.pendingSecret ?? null);
      if (!row?.pendingSecret || !secret) throw new AppError(409, TWO_FACTOR_WORDS.noSetupStarted);
      const step = totpStepOf(secret, normalizeCode(code), clock.now());
      if (step === null)
        throw new AppError(400, TWO_FACTOR_WORDS.wrongCode, { code: [TWO_FACTOR_WORDS.wrongCode] });
      return db.transaction(async (tx) => {
        await tx
          .update(adminTwoFactor)
          .set({ secret: row.pendingSecret, pendingSecret: null, lastUsedStep: step })
          .where(eq(adminTwoFactor.userId, staff.userId));
        await tx
          .update(staffAccounts)
          .set({ twoFactorEnabledAt: clock.now() })
          .where(eq(staffAccounts.id, staff.userId));
        return replaceRecoveryCodes(tx, clock, staff.userId);
      });
    },

    /** Ten new recovery codes for a current code; the old ones stop working. */
    async renewRecoveryCodes(staff: StaffIdentity, code: string, address: string): Promise<string[]> {
      if (!(await enabledAt(staff.userId))) throw new AppError(409, TWO_FACTOR_WORDS.notOn);
      await requireCurrentCode(staff, code, address);
      return db.transaction((tx) => replaceRecoveryCodes(tx, clock, staff.userId));
    },

    /** Turns two-factor off for a current code, unless the person's role requires it. */
    async turnOff(staff: StaffIdentity, code: string, address: string): Promise<void> {
      if (!(await enabledAt(staff.userId))) throw new AppError(409, TWO_FACTOR_WORDS.notOn);
      if (isRequired(staff.roles)) throw new AppError(409, TWO_FACTOR_WORDS.requiredForRole);
      await requireCurrentCode(staff, code, address);
      await db.transaction((tx) => removeTwoFactor(tx, staff.userId));
    },
  };
}

/** Two-factor off for `userId`: its key and recovery codes are gone. */
async function removeTwoFactor(tx: Executor, userId: string): Promise<void> {
  await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx.update(staffAccounts).set({ twoFactorEnabledAt: null }).where(eq(staffAccounts.id, userId));
}

/**
 * `npm run admin -- reset-two-factor <user>`: for someone who lost both their authenticator and their
 * recovery codes. Two-factor goes off and every session of theirs ends; a role that requires it sends
 * them to set it up again at their next sign-in.
 */
export async function resetTwoFactor(
  db: Database,
  username: string,
): Promise<{ status: 'reset'; sessionsEnded: number } | { status: 'not_found' }> {
  const user = await findStaffAccount(db, username);
  if (!user) return { status: 'not_found' };
  return db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.id);
    return { status: 'reset' as const, sessionsEnded: await destroyUserSessions(tx, user.id) };
  });
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
