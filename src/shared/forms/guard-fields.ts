/**
 * The anti-spam fields' names and rules, without zod, so browser code can use them without shipping
 * the schema library (the schema part is in forms/guard-contract.ts).
 */
import { englishFormsMessage, FORMS_WORDS } from '#shared/forms/words.ts';

export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'form_started_at';
/**
 * A random key the form kit makes for each filled-in form and sends again with every retry: the
 * server stores it with the record, so a retry after a lost answer stores nothing twice.
 */
export const SUBMISSION_ID_FIELD = 'submission_id';
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** People take longer than this to fill even a one-field form; scripts do not. */
export const MIN_FILL_MS = 1500;

/**
 * The answer to a retry of a submission already stored (409): the English words, and the words key
 * the guard answers with (in the person's language at the boundary, decision 0023).
 */
export const ALREADY_RECEIVED_MESSAGE = englishFormsMessage('alreadyReceived');
export const ALREADY_RECEIVED = FORMS_WORDS.message('alreadyReceived');

export const SPAM_REJECTED_MESSAGE = englishFormsMessage('spamRejected');
export const SPAM_REJECTED = FORMS_WORDS.message('spamRejected');

/** Why a post looks automated, as counted for staff (the server adds 'no_start_time' and 'rate_limit'). */
export type AutomatedReason = 'honeypot' | 'too_fast';

export interface FormGuardInput {
  website?: string | undefined;
  form_started_at?: number | undefined;
}

/**
 * 'honeypot' when the field people never see was filled, 'too_fast' when the form came back sooner
 * than a person could fill it, else null. A missing start time is not judged here: plain API
 * callers following the documented payloads (docs/product.md#api) never send one.
 */
export function automatedReason(input: FormGuardInput, now: number): AutomatedReason | null {
  if (input.website && input.website.trim() !== '') return 'honeypot';
  if (input.form_started_at !== undefined && now - input.form_started_at < MIN_FILL_MS) return 'too_fast';
  return null;
}
