/**
 * Staff sign-in: the payloads of /api/admin/login/, /logout/ and /check-auth/ and the messages people
 * see (docs/product.md#signing-in quotes them: change both together).
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { STAFF_ROLES } from '#shared/staff/roles.ts';

export const AUTH_WORDS = {
  /** The same answer for an unknown user and a wrong password. */
  invalidCredentials: 'Invalid username or password',
  /** Any other failed answer that carries no message. */
  loginFailed: 'Login failed',
  /** The request never got an answer. */
  networkError: 'An error occurred. Please try again.',
  signedIn: 'Login successful',
  signedOut: 'You have been signed out.',
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
} as const;

/** Limits that keep hashing cost and storage bounded; no real credential comes near them. */
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 256;
/** New passwords (admin CLI, ADMIN_PASSWORD): long enough that guessing is hopeless. */
export const PASSWORD_MIN_LENGTH = 12;

export const loginRequestSchema = z.strictObject({
  username: z
    .string({ error: AUTH_WORDS.usernameRequired })
    .trim()
    .min(1, AUTH_WORDS.usernameRequired)
    .max(USERNAME_MAX_LENGTH, AUTH_WORDS.invalidCredentials),
  // Never trimmed: spaces can be part of a password.
  password: z
    .string({ error: AUTH_WORDS.passwordRequired })
    .min(1, AUTH_WORDS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_WORDS.invalidCredentials),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  username: z.string(),
  /**
   * What the two-factor step still needs: `code_needed` (no session yet: the code page comes next),
   * `setup_needed` (signed in, but a role requires two-factor: only its setup opens). Absent: done.
   */
  twoFactor: z.enum(['code_needed', 'setup_needed']).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const checkAuthResponseSchema = z.object({
  authenticated: z.boolean(),
  username: z.string().optional(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

/** Who is signed in, and the roles that decide what they may do (src/shared/staff/permissions.ts). */
export const staffMeResponseSchema = z.object({ username: z.string(), roles: z.array(z.enum(STAFF_ROLES)) });

/** Usernames the admin CLI accepts for new accounts: letters, digits and . _ @ - only. */
export const newUsernameSchema = z
  .string()
  .trim()
  .min(1, 'A username is required.')
  .max(USERNAME_MAX_LENGTH, `A username has at most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9._@-]+$/, 'A username may contain only letters, digits and . _ @ -');

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters.`);
