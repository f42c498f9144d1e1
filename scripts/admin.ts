/**
 * Staff accounts from the command line:
 *   npm run admin -- create <username> [--roles <role,role>] [--password-stdin]
 *   npm run admin -- reset-password <username> [--password-stdin]   (also ends that user's sessions)
 *   npm run admin -- roles <username> <role,role>
 *   npm run admin -- reset-two-factor <username>   (also ends that user's sessions)
 *   npm run admin -- list
 *   npm run admin -- invite <email> <roles>   (scripts/admin-invite.ts)
 * Without --password-stdin a random password is generated and printed once. The rules are the
 * auth feature's own (src/server/features/staff/staff.accounts.ts, staff.roles.ts); this file only parses
 * and prints.
 */
import { pathToFileURL } from 'node:url';
import { type Clock, systemClock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { DataDirInUseError } from '#server/db/data-dir-lock.ts';
import { passwordBox } from '#server/features/auth/auth.bootstrap.ts';
import { generatePassword } from '#server/features/auth/auth.passwords.ts';
import {
  createStaffAccount,
  InvalidAccountInput,
  listStaffAccounts,
  resetStaffPassword,
} from '#server/features/staff/staff.accounts.ts';
import {
  LAST_ADMINISTRATOR_MESSAGE,
  parseStaffRoles,
  setStaffRoles,
} from '#server/features/staff/staff.roles.ts';
import { STAFF_ROLES } from '#shared/staff/roles.ts';
import { errorMessage } from '#server/logger.ts';
import { resetTwoFactor } from '#server/features/auth/auth.two-factor.service.ts';
import { INVITE_USAGE, runInviteCommand } from '#scripts/admin-invite.ts';

export const USAGE = `Usage:
  npm run admin -- create <username> [--roles <role,role>] [--password-stdin]
  npm run admin -- reset-password <username> [--password-stdin]
  npm run admin -- roles <username> <role,role>
  npm run admin -- reset-two-factor <username>
  npm run admin -- list
${INVITE_USAGE}

Roles: ${STAFF_ROLES.join(', ')} (docs/product.md#staff-roles). A new account without
--roles is an administrator. The last administrator cannot lose that role.

Without --password-stdin a random password is generated and printed once.
With it, the password is read from standard input, e.g.
  printf '%s' "$NEW_PASSWORD" | npm run admin -- create pastor.ann --password-stdin`;

export interface AdminCommandIo {
  db: Database;
  clock?: Clock;
  /** The site's address, for the link an invitation prints. */
  publicUrl?: string;
  out(text: string): void;
  err(text: string): void;
  /** All of standard input (only read with --password-stdin). */
  readStdin(): Promise<string>;
}

const formatDate = (date: Date | null) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : 'never';

/** Runs one command; returns the process exit code (0 ok, 1 refused, 2 usage). */
export async function runAdminCommand(args: string[], io: AdminCommandIo): Promise<number> {
  const clock = io.clock ?? systemClock;
  if (args[0] === 'invite') {
    return runInviteCommand(args.slice(1), {
      ...io,
      clock,
      publicUrl: io.publicUrl ?? 'http://localhost:3000',
    });
  }
  const fromStdin = args.includes('--password-stdin');
  const rolesAt = args.indexOf('--roles');
  const rolesOption = rolesAt >= 0 ? (args[rolesAt + 1] ?? '') : undefined;
  const [command, username, ...rest] = args.filter(
    (arg, i) => arg !== '--password-stdin' && (rolesAt < 0 || (i !== rolesAt && i !== rolesAt + 1)),
  );

  if (command === 'list' && username === undefined) {
    const users = await listStaffAccounts(io.db);
    if (users.length === 0) {
      io.out('No staff accounts yet.');
      return 0;
    }
    const width = Math.max('USERNAME'.length, ...users.map((user) => user.username.length)) + 2;
    io.out(`${'USERNAME'.padEnd(width)}${'CREATED'.padEnd(22)}${'LAST LOGIN'.padEnd(22)}ROLES`);
    for (const user of users) {
      io.out(
        `${user.username.padEnd(width)}${formatDate(user.createdAt).padEnd(22)}${formatDate(user.lastLoginAt).padEnd(22)}${user.roles.join(',')}`,
      );
    }
    return 0;
  }

  if (command === 'roles' && username && rest.length === 1 && rolesOption === undefined && !fromStdin) {
    return changeRoles(io, username, rest[0]!);
  }

  if (
    command === 'reset-two-factor' &&
    username &&
    rest.length === 0 &&
    rolesOption === undefined &&
    !fromStdin
  ) {
    const result = await resetTwoFactor(io.db, username);
    if (result.status === 'not_found') {
      io.err(`No staff account named "${username}". See: npm run admin -- list`);
      return 1;
    }
    const ended = `${result.sessionsEnded} session${result.sessionsEnded === 1 ? '' : 's'} ended`;
    io.out(
      `Two-factor sign-in is off for "${username}" (${ended}). If a role requires it, they set it up again at their next sign-in.`,
    );
    return 0;
  }

  const rolesAllowed = command === 'create' || rolesOption === undefined;
  if (
    (command !== 'create' && command !== 'reset-password') ||
    !username ||
    rest.length > 0 ||
    !rolesAllowed
  ) {
    io.err(USAGE);
    return 2;
  }

  // A trailing newline from `echo` or a file is not part of the password.
  const password = fromStdin ? (await io.readStdin()).replace(/\r?\n$/, '') : generatePassword();
  try {
    if (command === 'create') {
      const roles = rolesOption === undefined ? undefined : parseStaffRoles(rolesOption);
      const result = await createStaffAccount(io.db, clock, {
        username,
        password,
        ...(roles ? { roles } : {}),
      });
      if (result.status === 'exists') {
        io.err(
          `A staff account named "${username}" already exists. To change its password:\n  npm run admin -- reset-password ${username}`,
        );
        return 1;
      }
      io.out(
        fromStdin
          ? `Created staff account "${username}".`
          : passwordBox(username, password, `Created staff account "${username}".`),
      );
      return 0;
    }
    const result = await resetStaffPassword(io.db, clock, { username, password });
    if (result.status === 'not_found') {
      io.err(`No staff account named "${username}". See: npm run admin -- list`);
      return 1;
    }
    const ended = `${result.sessionsEnded} session${result.sessionsEnded === 1 ? '' : 's'} ended`;
    const heading = `Password reset for "${username}" (${ended}).`;
    io.out(fromStdin ? heading : passwordBox(username, password, heading));
    return 0;
  } catch (error) {
    if (error instanceof InvalidAccountInput) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function changeRoles(io: AdminCommandIo, username: string, rolesText: string): Promise<number> {
  try {
    const result = await setStaffRoles(io.db, { username, roles: parseStaffRoles(rolesText) });
    if (result.status === 'not_found') {
      io.err(`No staff account named "${username}". See: npm run admin -- list`);
      return 1;
    }
    if (result.status === 'last_administrator') {
      io.err(`"${username}" keeps the administrator role. ${LAST_ADMINISTRATOR_MESSAGE}`);
      return 1;
    }
    io.out(`"${username}" now has the roles: ${result.roles.join(', ')}.`);
    return 0;
  } catch (error) {
    if (error instanceof InvalidAccountInput) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  let database;
  try {
    // On the embedded database this takes DATA_DIR's lock, so it refuses while the site runs.
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await database.migrate();
    return await runAdminCommand(args, {
      db: database.db,
      publicUrl: config.publicUrl,
      out: (text) => console.log(text),
      err: (text) => console.error(text),
      readStdin: readAllStdin,
    });
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(errorMessage(error));
      process.exit(1);
    },
  );
}
