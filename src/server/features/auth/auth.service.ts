/**
 * Staff sign-in: check a username and password, open and end database sessions, and tell who is
 * behind a request (API guard) or a Cookie header (page loaders). Routes stay thin; rules live here.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { staffAccounts } from '#server/db/schema/index.ts';
import type { StaffIdentity } from '#server/plugins/access.ts';
import type { AuditService } from '#server/features/audit/audit.service.ts';
import { sessionCookie } from '#server/features/auth/auth.cookie.ts';
import { verifyPassword, warmUpPasswordHashing } from '#server/features/auth/auth.passwords.ts';
import {
  createSession,
  deleteExpiredSessions,
  destroySession,
  resolveSession,
} from '#server/features/auth/auth.sessions.ts';
import { recordSignIn, type SignInOutcome } from '#server/features/auth/auth.sign-in-record.ts';
import {
  attemptKeys,
  type AttemptKeys,
  clearAddressFailures,
  decideAttempt,
  deleteOldLoginFailures,
  recordLoginFailure,
} from '#server/features/auth/auth.throttle.ts';
import { throttledCodeCheck, twoFactorRequiredFor } from '#server/features/auth/auth.two-factor.ts';
import { claimStepTry } from '#server/features/auth/auth.two-factor.attempts.ts';
import {
  createPendingSignIn,
  endPendingSignIn,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_MS,
  resolvePendingSignIn,
} from '#server/features/auth/auth.two-factor.pending.ts';
import {
  createStaffAccount,
  findStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
} from '#server/features/staff/staff.accounts.ts';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'secureCookies' | 'sessionSecret' | 'staffTwoFactorRequired'>;
  /** For sign-in records when the caller gives no request logger. */
  log: FastifyBaseLogger;
  /** Sign-ins, failures and sign-outs are entries in the audit log (auth.sign-in-record.ts). */
  audit: Pick<AuditService, 'record'>;
}

export type LoginResult =
  | {
      status: 'signed_in';
      username: string;
      cookieValue: string;
      /** Signed in, but a role requires two-factor and it is off: nothing but its setup opens. */
      twoFactorSetupNeeded: boolean;
    }
  /** Right password, two-factor on: the code step's cookie, no session yet. */
  | { status: 'code_needed'; username: string; pendingCookieValue: string }
  | { status: 'invalid' }
  | { status: 'disabled' }
  | { status: 'throttled'; retryAfterSeconds: number };

export type CodeStepResult =
  | { status: 'signed_in'; username: string; cookieValue: string }
  /** No live code step behind the cookie: sign in with the password again. */
  | { status: 'expired' }
  /** The step's tries are used up (auth.two-factor.attempts.ts): the password again too. */
  | { status: 'too_many_codes' }
  | { status: 'wrong' | 'replayed' }
  | { status: 'throttled'; retryAfterSeconds: number };

export function createAuthService({ db, clock, config, log, audit }: AuthServiceDeps) {
  const cookie = sessionCookie(config);
  const pendingCookie = sessionCookie(config, PENDING_SIGN_IN_COOKIE);
  warmUpPasswordHashing();
  const sessionSecret = () => {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET is required for two-factor sign-in');
    return config.sessionSecret;
  };

  /** The end of every successful sign-in: a new session in place of the browser's old one. */
  async function openSession(input: {
    userId: string;
    keys: AttemptKeys;
    previousCookieValue?: string | undefined;
    userAgent?: string | null | undefined;
  }): Promise<string> {
    const previousToken = cookie.unsign(input.previousCookieValue);
    if (previousToken) await destroySession(db, previousToken);
    const token = await createSession(db, clock, {
      userId: input.userId,
      userAgent: input.userAgent ?? undefined,
    });
    await db
      .update(staffAccounts)
      .set({ lastLoginAt: clock.now() })
      .where(eq(staffAccounts.id, input.userId));
    await clearAddressFailures(db, input.keys);
    // Housekeeping rides on sign-ins, which are rare: no timer, no extra process.
    await deleteExpiredSessions(db, clock);
    await deleteOldLoginFailures(db, clock);
    return cookie.sign(token);
  }

  const staffForToken = async (token: string | null): Promise<StaffIdentity | null> =>
    token ? resolveSession(db, clock, token) : null;

  return {
    cookie,
    /** The code step's cookie (auth.two-factor.pending.ts); it lives as long as the step. */
    pendingCookie: {
      ...pendingCookie,
      options: { ...pendingCookie.options, maxAge: PENDING_SIGN_IN_MS / 1000 },
    },

    /**
     * Checks the credentials and, when they match, opens a new session (a new id every time) and
     * ends the one the browser already had. Unknown users and wrong passwords take the same path:
     * one argon2 verification, one recorded failure, the same answer. Throttling (auth.throttle.ts)
     * may refuse an address that failed too often for this name, or make the attempt wait; it never
     * refuses the right password from an address that has not failed. With two-factor on, a right
     * password opens only the code step (completeSignInWithCode), not a session.
     */
    async login(input: {
      username: string;
      password: string;
      /** The client's address, as the server sees it (request.ip). */
      address: string;
      /** The session cookie the browser sent, if any. */
      previousCookieValue?: string | undefined;
      userAgent?: string | undefined;
      /** The request's logger, so the sign-in record carries its request id. */
      log?: FastifyBaseLogger | undefined;
    }): Promise<LoginResult> {
      const keys = attemptKeys(input.username, input.address);
      const decision = await decideAttempt(db, clock, keys);
      const user = await findStaffAccount(db, input.username);
      const record = (outcome: SignInOutcome) =>
        recordSignIn(input.log ?? log, audit, {
          outcome,
          username: user?.username ?? null,
          userId: user?.id ?? null,
          address: input.address,
          slowedDown: decision.kind === 'slow_down',
        });

      if (decision.kind === 'refuse') {
        await record('refused_for_address');
        return { status: 'throttled', retryAfterSeconds: decision.retryAfterSeconds };
      }
      if (decision.kind === 'slow_down') await sleep(decision.delayMs);

      const matches = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !matches) {
        await recordLoginFailure(db, clock, keys);
        await record('wrong_credentials');
        return { status: 'invalid' };
      }
      // Said only after the right password, so it tells a guesser nothing (docs/product.md#staff-accounts).
      if (user.disabledAt) {
        await record('account_disabled');
        return { status: 'disabled' };
      }

      if (user.twoFactorEnabledAt) {
        // The password alone opens nothing; failures from this address are forgiven only when the
        // code is right too, or a guesser holding the password could reset the count at will.
        const pendingToken = await createPendingSignIn(db, clock, {
          userId: user.id,
          userAgent: input.userAgent,
        });
        await record('code_needed');
        return {
          status: 'code_needed',
          username: user.username,
          pendingCookieValue: pendingCookie.sign(pendingToken),
        };
      }
      const cookieValue = await openSession({
        userId: user.id,
        keys,
        previousCookieValue: input.previousCookieValue,
        userAgent: input.userAgent,
      });
      await record('signed_in');
      return {
        status: 'signed_in',
        username: user.username,
        cookieValue,
        twoFactorSetupNeeded: twoFactorRequiredFor(user.roles, config.staffTwoFactorRequired),
      };
    },

    /**
     * The code step: the browser's pending sign-in and a six-digit code or a recovery code. Right:
     * the pending sign-in ends and a session opens. Wrong or replayed: counted by the throttle; the
     * step stays open (until it expires, or its last try) so the person can try the next code.
     */
    async completeSignInWithCode(input: {
      pendingCookieValue: string | undefined;
      code: string;
      address: string;
      previousCookieValue?: string | undefined;
      log?: FastifyBaseLogger | undefined;
    }): Promise<CodeStepResult> {
      const pendingToken = pendingCookie.unsign(input.pendingCookieValue);
      const pending = await resolvePendingSignIn(db, clock, pendingToken);
      const [user] = pending
        ? await db.select().from(staffAccounts).where(eq(staffAccounts.id, pending.userId))
        : [];
      if (!pending || !user?.twoFactorEnabledAt) return { status: 'expired' };
      const check = await throttledCodeCheck(db, clock, sessionSecret(), {
        userId: user.id,
        username: user.username,
        code: input.code,
        address: input.address,
        claimStepTry: () => claimStepTry(db, clock, pendingToken!),
      });
      const record = (outcome: SignInOutcome) =>
        recordSignIn(input.log ?? log, audit, {
          outcome,
          username: user.username,
          userId: user.id,
          address: input.address,
          slowedDown: check.slowedDown,
        });
      if (check.result === 'throttled') {
        await record(check.byAccount ? 'refused_for_account' : 'refused_for_address');
        return { status: 'throttled', retryAfterSeconds: check.retryAfterSeconds };
      }
      if (check.result === 'wrong' || check.result === 'replayed') {
        await record(check.result === 'wrong' ? 'wrong_code' : 'code_replayed');
        return { status: check.result };
      }
      if (check.result === 'step_over') {
        await endPendingSignIn(db, pendingToken);
        await record('code_step_ended');
        return { status: 'too_many_codes' };
      }
      await endPendingSignIn(db, pendingToken);
      const cookieValue = await openSession({
        userId: user.id,
        keys: attemptKeys(user.username, input.address),
        previousCookieValue: input.previousCookieValue,
        userAgent: pending.userAgent,
      });
      await record(check.result === 'totp' ? 'signed_in_with_code' : 'signed_in_with_recovery_code');
      return { status: 'signed_in', username: user.username, cookieValue };
    },

    /** Whether the browser is in the code step (the code page's guard). */
    async hasPendingSignIn(cookieHeader: string | null | undefined): Promise<boolean> {
      return (await resolvePendingSignIn(db, clock, pendingCookie.fromHeader(cookieHeader))) !== null;
    },

    /** Ends a code step (a new password step, or leaving it); a no-op without one. */
    async endPendingSignIn(pendingCookieValue: string | undefined): Promise<void> {
      await endPendingSignIn(db, pendingCookie.unsign(pendingCookieValue));
    },

    /**
     * Ends the session behind a cookie value (no-op for an unknown or forged one); a signed-in
     * person's sign-out is recorded in the audit log.
     */
    async logout(
      cookieValue: string | undefined,
      who?: { staff: StaffIdentity | null; address: string; log?: FastifyBaseLogger | undefined },
    ): Promise<void> {
      const token = cookie.unsign(cookieValue);
      if (token) await destroySession(db, token);
      if (who?.staff) {
        await recordSignIn(who.log ?? log, audit, {
          outcome: 'signed_out',
          username: who.staff.username,
          userId: who.staff.userId,
          address: who.address,
        });
      }
    },

    /**
     * The staff member behind the request's session cookie, or null (the access guard's check).
     * A cookie whose session has ended is cleared so the browser stops sending it.
     */
    async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<StaffIdentity | null> {
      const value = request.cookies[cookie.name];
      if (!value) return null;
      const staff = await staffForToken(cookie.unsign(value));
      if (!staff) reply.clearCookie(cookie.name, cookie.options);
      return staff;
    },

    /** The same check from a raw Cookie header, for page loaders that only have a Web Request. */
    async staffFromCookieHeader(cookieHeader: string | null | undefined): Promise<StaffIdentity | null> {
      return staffForToken(cookie.fromHeader(cookieHeader));
    },

    createUser: (input: Parameters<typeof createStaffAccount>[2]) => createStaffAccount(db, clock, input),
    resetPassword: (input: { username: string; password: string }) => resetStaffPassword(db, clock, input),
    listUsers: () => listStaffAccounts(db),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
