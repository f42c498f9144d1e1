/**
 * The one place a sign-in attempt is recorded. Today it is a log line; when the audit log exists
 * (issue 23), it is called from here too, so every attempt reaches both the same way.
 *
 * What is recorded: the outcome and the account's username (a staff account's name, not a visitor's
 * personal data). A name that is no account is written as null, never as typed: a password typed
 * into the username box by mistake would otherwise land in the log. Never the password. The client address is not written: the line goes through the request's own
 * logger, whose request id ties it to the request, as for every other request.
 */
import type { FastifyBaseLogger } from 'fastify';

export type SignInOutcome =
  /** Right password: a session was opened. */
  | 'signed_in'
  /** Wrong password or unknown username (the same to the person). */
  | 'wrong_credentials'
  /** Too many failures for this name from this address: refused without checking the password. */
  | 'refused_for_address'
  // Two-factor (auth.two-factor.ts): the password step and the code step.
  /** Right password; no session yet: the two-factor code is due. */
  | 'code_needed'
  /** Right code (or an unused recovery code): a session was opened. */
  | 'signed_in_with_code'
  | 'signed_in_with_recovery_code'
  /** A code that is not this account's (nor an unused recovery code). */
  | 'wrong_code'
  /** A right code of a time step already used: refused. */
  | 'code_replayed';

const SIGNED_IN: ReadonlySet<SignInOutcome> = new Set([
  'signed_in',
  'signed_in_with_code',
  'signed_in_with_recovery_code',
]);

export interface SignInRecord {
  outcome: SignInOutcome;
  /** The account's stored username; null when the name typed is no account. */
  username: string | null;
  /** The name had many failures from anywhere, so this attempt was made to wait first. */
  slowedDown: boolean;
}

export function recordSignIn(log: FastifyBaseLogger, record: SignInRecord): void {
  const entry = {
    event: 'staff_sign_in',
    outcome: record.outcome,
    username: record.username,
    slowedDown: record.slowedDown,
  };
  if (SIGNED_IN.has(record.outcome)) log.info(entry, 'staff signed in');
  else if (record.outcome === 'code_needed') log.info(entry, 'staff password accepted, code due');
  else log.warn(entry, 'staff sign-in refused');
  // The audit log, once it exists, is written here: auditLog.record(entry).
}
