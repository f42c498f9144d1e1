/**
 * The words of a staff member's recovery codes, shown once after two-factor setup or renewal
 * (docs/product.md#two-factor-sign-in quotes them: change both together).
 */
import { site } from '#shared/site/settings.ts';

export const RECOVERY_CODE_WORDS = {
  title: 'Your recovery codes',
  intro:
    'Each code signs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.',
  listLabel: 'Recovery codes',
  copy: 'Copy the codes',
  download: 'Download as a text file',
  print: 'Print',
  done: 'I have saved my recovery codes',
  /** The downloaded file's name. */
  fileName: 'recovery-codes.txt',
} as const;

/** The downloaded (and copied) text: what the codes are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    `${site.name} staff admin: your two-factor recovery codes`,
    'Each code signs you in once, instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}
