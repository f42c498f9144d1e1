/**
 * Staff roles of an account (docs/product.md#staff-roles): reading them from a command line and
 * changing them. One rule guards every change: the site always keeps an administrator, so the last
 * one can neither lose the role nor (later, on the staff screen) be disabled.
 */
import { arrayContains, asc, eq } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { staffAccounts } from '#server/db/schema/index.ts';
import { findStaffAccount, InvalidAccountInput } from '#server/features/staff/staff.accounts.ts';

export const LAST_ADMINISTRATOR_MESSAGE =
  'This is the last administrator: make someone else an administrator first.';

/**
 * Roles from a comma-separated list ("care,events"): known names only, at least one, each once,
 * in the order of STAFF_ROLES. Throws InvalidAccountInput with a message a person can act on.
 */
export function parseStaffRoles(text: string): StaffRole[] {
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !isStaffRole(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new InvalidAccountInput(
      `${unknown.length > 0 ? `Unknown role "${unknown[0]}". ` : 'Give at least one role. '}Roles: ${STAFF_ROLES.join(', ')}.`,
    );
  }
  return STAFF_ROLES.filter((role) => names.includes(role));
}

/**
 * The last-administrator rule, the only place it is decided (the CLI and the staff screen both ask):
 * after `change` (new roles, or disabling/enabling), would no account be an administrator that is not
 * disabled? Call it inside the transaction that makes the change; it locks the administrators' rows,
 * so two administrators demoting or disabling each other at the same moment cannot both succeed.
 */
export async function wouldLeaveNoAdministrator(
  tx: Executor,
  change: { userId: string; roles?: readonly StaffRole[]; disabled?: boolean },
): Promise<boolean> {
  const administrators = await tx
    .select({ id: staffAccounts.id, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .where(arrayContains(staffAccounts.roles, ['administrator']))
    .orderBy(asc(staffAccounts.id))
    .for('update');
  const target = administrators.find((row) => row.id === change.userId);
  const willBeAdministrator = change.roles ? change.roles.includes('administrator') : target !== undefined;
  const willBeActive = change.disabled !== undefined ? !change.disabled : !target?.disabledAt;
  const othersActive = administrators.some((row) => row.id !== change.userId && row.disabledAt === null);
  return !othersActive && !(willBeAdministrator && willBeActive);
}

/** Gives the account exactly `roles`. Its sessions stay: every request reads the roles afresh. */
export async function setStaffRoles(
  db: Database,
  input: { username: string; roles: StaffRole[] },
): Promise<
  { status: 'updated'; roles: StaffRole[] } | { status: 'not_found' } | { status: 'last_administrator' }
> {
  const user = await findStaffAccount(db, input.username);
  if (!user) return { status: 'not_found' };
  return db.transaction(async (tx) => {
    if (await wouldLeaveNoAdministrator(tx, { userId: user.id, roles: input.roles })) {
      return { status: 'last_administrator' as const };
    }
    await tx.update(staffAccounts).set({ roles: input.roles }).where(eq(staffAccounts.id, user.id));
    return { status: 'updated' as const, roles: input.roles };
  });
}
