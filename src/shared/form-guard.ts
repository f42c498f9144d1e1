/**
 * Anti-spam fields every public form may send next to its own fields: a honeypot that people never
 * see (so never fill) and the time the form was shown. Both are optional so that plain API callers
 * following the spec's payloads still work; the per-IP rate limit covers those.
 */
import { z } from 'zod';

export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'form_started_at';
/** People take longer than this to fill even a one-field form; scripts do not. */
export const MIN_FILL_MS = 1500;

export const formGuardShape = {
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
  [STARTED_AT_FIELD]: z.number().int().nonnegative().optional(),
};

export const SPAM_REJECTED_MESSAGE =
  'We could not accept this submission. Please wait a moment and try again.';

export function looksAutomated(
  input: { website?: string | undefined; form_started_at?: number | undefined },
  now: number,
): boolean {
  if (input.website && input.website.trim() !== '') return true;
  if (input.form_started_at !== undefined && now - input.form_started_at < MIN_FILL_MS) return true;
  return false;
}
