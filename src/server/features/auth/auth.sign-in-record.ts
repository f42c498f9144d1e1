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
  /** Right password, but an administrator disabled the account. */
  | 'account_disabled';

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
  if (record.outcome === 'signed_in') log.info(entry, 'staff signed in');
  else log.warn(entry, 'staff sign-in refused');
  // The audit log, once it exists, is written here: auditLog.record(entry).
}
