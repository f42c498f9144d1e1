/**
 * The one error envelope every API error uses:
 *   { "error": "<message a person can read>", "fields": { "<field>": ["<message>"] } }
 * `fields` only for validation errors (status 400); `code` only where a client acts on the reason.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { englishFormsMessage, FORMS_WORDS } from '#shared/forms/words.ts';

export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine-readable reason, only where a client acts on it (e.g. `two_factor_setup_required`). */
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The English words; the API answers with the words keys below, in the caller's language. */
export const GENERIC_ERROR_MESSAGE = englishFormsMessage('api.generic');
export const VALIDATION_ERROR_MESSAGE = englishFormsMessage('api.validation');
export const GENERIC_ERROR = FORMS_WORDS.message('api.generic');
export const VALIDATION_ERROR = FORMS_WORDS.message('api.validation');

/** Turns zod issues into the envelope's `fields`, keeping the first path segment as the field name. */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
