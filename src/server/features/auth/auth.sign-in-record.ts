/**
 * The one place a sign-in attempt, a failed one or a sign-out is recorded: a log line and an entry in
 * the audit log (docs/product.md#audit-log), so every attempt reaches both the same way. Two-factor
 * outcomes come through here too.
 *
 * What is recorded: the outcome, the account's id and username (a staff account's name, not a
 * visitor's personal data) and the client address (the audit log's "from where"). A name that is no
 * account is written as null, never as typed: a password typed into the username box by mistake
 * would otherwise land in the log, and the audit log keeps it for two years. Never the password.
 * The log line carries no address: it goes through the request's own logger, whose request id ties
 * it to the request, as for every other request.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SIGN_IN_AREA } from '#shared/audit/format.ts';
import type { AuditService } from '#server/features/audit/audit.service.ts';

export type SignInOutcome =
  /** Right password: a session was opened. */
  | 'signed_in'
  /** Wrong password or unknown username (the same to the person). */
  | 'wrong_credentials'
  /** Too many failures for this name from this address: refused without checking the password. */
  | 'refused_for_address'
  /** Right password, but an administrator disabled the account. */
  | 'account_disabled'
  /** The person signed out (their session was ended). */
  | 'signed_out'
  // Two-factor (auth.two-factor.ts): the password step and the code step.
  /** Right password; no session yet: the two-factor code is due. */
  | 'code_needed'
  /** Right code (or an unused recovery code): a session was opened. */
  | 'signed_in_with_code'
  | 'signed_in_with_recovery_code'
  /** A code that is not this account's (nor an unused recovery code). */
  | 'wrong_code'
  /** A right code of a time step already used: refused. */
  | 'code_replayed'
  /** A try past the code step's limit: the step ended unchecked (auth.two-factor.attempts.ts). */
  | 'code_step_ended'
  /** The account's wrong codes from anywhere reached their limit: refused without checking. */
  | 'refused_for_account';

const SIGNED_IN: ReadonlySet<SignInOutcome> = new Set([
  'signed_in',
  'signed_in_with_code',
  'signed_in_with_recovery_code',
]);

export interface SignInRecord {
  outcome: SignInOutcome;
  /** The account's stored username; null when the name typed is no account. */
  username: string | null;
  /** The account's id; null when the name typed is no account. */
  userId?: string | null;
  /** The client address, as the server sees it (request.ip). */
  address?: string | null;
  /** The name had many failures from anywhere, so this attempt was made to wait first. */
  slowedDown?: boolean;
}

const SUMMARIES: Partial<Record<SignInOutcome, string>> = {
  wrong_credentials: 'Wrong password or unknown username',
  refused_for_address: 'Refused without checking the password: too many failures from this address',
  code_step_ended: 'Too many codes tried on one sign-in: the password is needed again',
  refused_for_account: 'Refused without checking the code: too many wrong codes for this account',
};

export async function recordSignIn(
  log: FastifyBaseLogger,
  audit: Pick<AuditService, 'record'>,
  record: SignInRecord,
): Promise<void> {
  const entry = {
    event: 'staff_sign_in',
    outcome: record.outcome,
    username: record.username,
    slowedDown: record.slowedDown ?? false,
  };
  if (SIGNED_IN.has(record.outcome)) log.info(entry, 'staff signed in');
  else if (record.outcome === 'signed_out') log.info(entry, 'staff signed out');
  else if (record.outcome === 'code_needed') log.info(entry, 'staff password accepted, code due');
  else log.warn(entry, 'staff sign-in refused');
  const summary = [SUMMARIES[record.outcome], record.slowedDown ? 'made to wait first' : null]
    .filter(Boolean)
    .join('; ');
  try {
    await audit.record({
      userId: record.userId ?? null,
      username: record.username,
      ip: record.address ?? null,
      area: SIGN_IN_AREA,
      action: record.outcome,
      entity: record.userId ? 'staff-account' : null,
      entityId: record.userId ?? null,
      summary,
    });
  } catch (error) {
    // The person's sign-in stands either way; a missing entry is reported loudly.
    log.error({ err: error, outcome: record.outcome }, 'audit log entry not written');
  }
}
