/**
 * Two-factor's zod-free constants, for the admin layout and pages that must not load zod up front.
 */

/** The envelope's `code` for a staff call refused until two-factor is set up (the admin client redirects). */
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'two_factor_setup_required';

/** Where the admin sends a person to set up two-factor, and the sign-in code step. */
export const TWO_FACTOR_SETUP_PATH = '/admin/account/two-factor';
export const TWO_FACTOR_SIGN_IN_PATH = '/admin/login/two-factor';
