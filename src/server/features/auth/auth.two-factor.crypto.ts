/**
 * The secrets behind two-factor sign-in: TOTP secrets (RFC 6238 through `otpauth`), their
 * encryption at rest, and one-time recovery codes.
 *
 * Why the TOTP secret is encrypted: unlike a password it cannot be stored as a one-way hash (the
 * server must compute codes from it), and a copy of the database (a backup, a dump handed to a
 * helper) would otherwise let its holder compute every staff member's codes. It is encrypted with
 * AES-256-GCM under a key derived (HKDF) from SESSION_SECRET, which lives outside the database on
 * PostgreSQL. The price: a new SESSION_SECRET makes stored secrets unreadable; the codes of the app
 * then count as wrong and the person signs in with a recovery code (hashed, so unaffected) and sets
 * two-factor up again. On the embedded database the generated secret sits in DATA_DIR next to the
 * data, so there the encryption guards only against a copy of the database files alone.
 *
 * Recovery codes are 80 random bits, so a plain SHA-256 is enough to make a stolen table useless
 * (nothing to guess), and it can be looked up directly, unlike a salted slow hash.
 */
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { site } from '#shared/site/settings.ts';

export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after also counts: phone clocks drift and people type slowly. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const FORMAT_VERSION = 'v1';

function encryptionKey(sessionSecret: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', sessionSecret, 'ministry-two-factor', 'totp-secret-encryption', 32),
  );
}

export function encryptSecret(sessionSecret: string, base32Secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
  return [FORMAT_VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it cannot be read (another SESSION_SECRET, a damaged value). */
export function decryptSecret(sessionSecret: string, stored: string | null): string | null {
  if (!stored) return null;
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== FORMAT_VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      encryptionKey(sessionSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export function newTotpSecret(): string {
  // 160 bits, the size RFC 4226 recommends for HMAC-SHA1.
  return new Secret({ size: 20 }).base32;
}

function totp(base32Secret: string, username: string): TOTP {
  return new TOTP({
    issuer: site.name,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(base32Secret: string, username: string): string {
  return totp(base32Secret, username).toString();
}

/**
 * The time step a six-digit code belongs to (within the window around `now`), or null when it is no
 * code of this secret. The caller refuses a step already used (replay).
 */
export function totpStepOf(base32Secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(base32Secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    timestamp,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

/** Ten fresh codes, shown once, as `abcd-efgh-ijkl-mnop`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    (new Secret({ size: 10 }).base32.toLowerCase().match(/.{4}/g) ?? []).join('-'),
  );
}

/** What was typed, without spaces, dashes and case, so a code copied either way matches. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '').toLowerCase();
}

export const isTotpCode = (normalized: string) => /^\d{6}$/.test(normalized);
export const isRecoveryCode = (normalized: string) => /^[a-z2-7]{16}$/.test(normalized);

export function hashRecoveryCode(normalized: string): string {
  return crypto.createHash('sha256').update(`recovery:${normalized}`).digest('hex');
}
