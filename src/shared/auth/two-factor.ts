/**
 * Two-factor sign-in: the payloads of the code step and of /api/admin/account/two-factor/, and the
 * words people see (docs/product.md#signing-in quotes them: change both together).
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';

export {
  TWO_FACTOR_SETUP_PATH,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
  TWO_FACTOR_SIGN_IN_PATH,
} from '#shared/auth/two-factor-paths.ts';

export const TWO_FACTOR_WORDS = {
  codeNeeded: 'Enter the code from your authenticator app.',
  codeRequired: 'Please enter the code.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  codeReplayed: 'That code has just been used. Wait for the next one and enter it.',
  signInExpired: 'Your sign-in has expired. Please sign in again with your password.',
  tooManyCodes: 'Too many wrong codes. Please sign in again with your password.',
  setupRequired: 'Your role requires two-factor sign-in. Set it up to continue.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  noSetupStarted: 'Start the setup again: the code could not be checked against a new secret.',
  turnedOn: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-factor sign-in is off.',
  requiredForRole: 'Your role requires two-factor sign-in, so it cannot be turned off.',
  recoveryCodesRenewed: 'New recovery codes are ready; the old ones no longer work.',
} as const;

/** A six-digit code or a recovery code (with or without its dashes). */
export const codeRequestSchema = z.strictObject({
  code: z
    .string({ error: TWO_FACTOR_WORDS.codeRequired })
    .trim()
    .min(1, TWO_FACTOR_WORDS.codeRequired)
    .max(40, TWO_FACTOR_WORDS.wrongCode),
});
export type CodeRequest = z.infer<typeof codeRequestSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** The person holds a role that must use it. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of otpauthUri as an SVG document, drawn inline (the CSP allows no data: images). */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const twoFactorDoneSchema = z.object({ success: z.literal(true), message: z.string() });
