/**
 * Password hashing with argon2id (@node-rs/argon2). Its defaults are the OWASP minimum for argon2id
 * (19 MiB, 2 passes, 1 lane); they are written out so a library upgrade cannot weaken them silently.
 */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id: the library's own const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;
export const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/**
 * A hash of a password nobody knows, verified when the username does not exist, so an unknown user
 * costs the same time as a wrong password and the answers cannot be told apart. Made once per
 * process with the current options so its cost always matches real hashes.
 */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  return dummyHash;
}
/** Start making the dummy hash early so the first unknown-user attempt is not slower than others. */
export function warmUpPasswordHashing(): void {
  void getDummyHash();
}

/** True only when `storedHash` exists and matches; always runs one argon2 verification. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const target = storedHash ?? (await getDummyHash());
  let matches = false;
  try {
    matches = await verify(target, password);
  } catch {
    matches = false; // a malformed stored hash never signs anyone in
  }
  return matches && Boolean(storedHash);
}

const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A password for a new or reset account: 24 letters and digits (about 143 random bits). No
 * punctuation, so it never starts with '-' or needs quoting when pasted into a shell.
 */
export function generatePassword(): string {
  return Array.from({ length: 24 }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join(
    '',
  );
}
