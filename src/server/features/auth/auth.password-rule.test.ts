/**
 * The new-password rule (docs/product.md#staff-accounts): at least 12 characters, and not among the
 * 10,000 most common passwords, compared ignoring case, from the list shipped with the server
 * (offline: nothing is looked up over the network).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import {
  COMMON_PASSWORD_COUNT,
  isCommonPassword,
  newPasswordProblem,
} from '#server/features/auth/auth.password-rule.ts';

const ranked = dictionary['passwords-common'];
/** The first password of 12 characters or more ranked at or after `from` (0-based) in the list. */
const longPasswordFrom = (from: number) => ranked.slice(from).find((password) => password.length >= 12)!;

describe('the new-password rule', () => {
  it('refuses a long password among the 10,000 most common, whatever its letter case', () => {
    const common = longPasswordFrom(0);
    expect(ranked.indexOf(common)).toBeLessThan(COMMON_PASSWORD_COUNT);
    expect(newPasswordProblem(common)).toBe(STAFF_WORDS.passwordTooCommon);
    expect(newPasswordProblem(common.toUpperCase())).toBe(STAFF_WORDS.passwordTooCommon);
    const lastCounted = ranked.slice(0, COMMON_PASSWORD_COUNT).findLast((password) => password.length >= 12)!;
    expect(newPasswordProblem(lastCounted)).toBe(STAFF_WORDS.passwordTooCommon);
  });

  it('takes one ranked just after the 10,000th: the list is the 10,000 most common, not all of it', () => {
    const lessCommon = longPasswordFrom(COMMON_PASSWORD_COUNT);
    expect(ranked.indexOf(lessCommon)).toBeGreaterThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(isCommonPassword(lessCommon)).toBe(false);
    expect(newPasswordProblem(lessCommon)).toBeNull();
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
  });

  it('refuses fewer than 12 characters, and takes an uncommon long one', () => {
    expect(newPasswordProblem('eleven-char')).toBe('A password needs at least 12 characters.');
    expect(newPasswordProblem('correct horse battery staple')).toBeNull();
  });
});
