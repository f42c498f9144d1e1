/**
 * The one rule for a new password, wherever one is set: an invitation, a person's own change,
 * `npm run admin` and ADMIN_PASSWORD (docs/product.md#staff-accounts). The length limits are the
 * shared newPasswordSchema (the browser checks those too); the common-password check is here only,
 * so no page ever loads the list. The list is @zxcvbn-ts/language-common's, ranked by frequency:
 * its first 10,000 entries, compared ignoring letter case, offline.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { newPasswordSchema } from '#shared/auth/contract.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';

export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** newPasswordSchema plus the common-password check: what the server accepts as a new password. */
export const strongPasswordSchema = newPasswordSchema.refine((password) => !isCommonPassword(password), {
  message: STAFF_WORDS.passwordTooCommon,
});

/** The first reason `password` is refused, or null when it may be set. */
export function newPasswordProblem(password: string): string | null {
  const result = strongPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? STAFF_WORDS.passwordTooCommon);
}
