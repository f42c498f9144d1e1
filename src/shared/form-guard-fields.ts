/**
 * The anti-spam fields' names and rules, without zod, so browser code can use them without shipping
 * the schema library (the schema part is in form-guard.ts).
 */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'form_started_at';
/** People take longer than this to fill even a one-field form; scripts do not. */
export const MIN_FILL_MS = 1500;

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
