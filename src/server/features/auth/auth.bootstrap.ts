/**
 * At every start, make sure someone can sign in (README.md, Configuration; docs/product.md#signing-in):
 * - ADMIN_USERNAME and ADMIN_PASSWORD set: that user is created when it does not exist (an existing
 *   one keeps its password; use `npm run admin -- reset-password` to change it).
 * - neither set and no staff account at all: `admin` is created with a random password, printed
 *   once to stdout in a box. It is not logged, not stored in plain text, and never shown again.
 */
import type { Logger } from 'pino';
import { type Clock, systemClock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { generatePassword } from '#server/features/auth/auth.passwords.ts';
import { countStaffAccounts, createStaffAccount } from '#server/features/staff/staff.accounts.ts';

export const GENERATED_ADMIN_USERNAME = 'admin';

export type BootstrapOutcome = 'created_from_config' | 'created_generated' | 'unchanged';

export function passwordBox(username: string, password: string, heading: string): string {
  const lines = [
    heading,
    '',
    `  username: ${username}`,
    `  password: ${password}`,
    '',
    'Shown only this once: store it in a password manager now.',
    'Change it any time with: npm run admin -- reset-password ' + username,
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const border = `+${'-'.repeat(width + 2)}+`;
  return ['', border, ...lines.map((line) => `|  ${line.padEnd(width)}|`), border, ''].join('\n');
}

export async function bootstrapAdmin(options: {
  db: Database;
  config: Pick<Config, 'admin'>;
  log: Pick<Logger, 'info' | 'warn'>;
  clock?: Clock;
  /** Where the generated password goes: the terminal, never the structured log. */
  print?: (text: string) => void;
}): Promise<BootstrapOutcome> {
  const { db, config, log } = options;
  const clock = options.clock ?? systemClock;
  const print = options.print ?? ((text: string) => console.log(text));

  if (config.admin) {
    const result = await createStaffAccount(db, clock, config.admin);
    if (result.status === 'created') {
      log.info({ username: config.admin.username }, 'admin user created from ADMIN_USERNAME');
      return 'created_from_config';
    }
    return 'unchanged';
  }

  if ((await countStaffAccounts(db)) > 0) return 'unchanged';
  const password = generatePassword();
  const result = await createStaffAccount(db, clock, { username: GENERATED_ADMIN_USERNAME, password });
  // Another process starting at the same moment may have won; then its password is the one.
  if (result.status !== 'created') return 'unchanged';
  print(passwordBox(GENERATED_ADMIN_USERNAME, password, 'An admin account was created for this site.'));
  log.warn(
    { username: GENERATED_ADMIN_USERNAME },
    'admin user created with a generated password (printed once to the terminal, not logged)',
  );
  return 'created_generated';
}
