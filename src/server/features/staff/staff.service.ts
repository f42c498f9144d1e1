/**
 * Staff accounts for administrators (docs/product.md#staff-accounts): the list, invitations,
 * disabling and enabling an account, and its roles. One rule guards the last administrator
 * (keepAnActiveAdministrator); disabling ends every session of that person in the same transaction.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '#shared/staff/roles.ts';
import type { InviteStaffInput, StaffList } from '#shared/staff/contract.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { INVITATION_ADMIN_WORDS } from '#shared/staff/admin-words.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { staffAccounts, staffInvitations } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { conflict, notFound } from '#server/errors.ts';
import { destroyUserSessions } from '#server/features/auth/auth.sessions.ts';
import { wouldLeaveNoAdministrator } from '#server/features/staff/staff.roles.ts';
import type { AuditService } from '#server/features/audit/audit.service.ts';
import { recordInvitationAccepted, rolesChangeSummary } from '#server/features/staff/staff.audit.ts';
import { invitationEmail } from '#server/features/staff/staff.emails.ts';
import {
  acceptInvitation,
  findInvitation,
  invitationUrl,
  storeInvitation,
  withdrawInvitation,
} from '#server/features/staff/staff.invitations.ts';

export interface StaffServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** An accepted invitation is an entry of the audit log (staff.audit.ts). */
  audit: Pick<AuditService, 'record'>;
  onEmailQueued?: () => void;
  /** No SMTP_URL: every email stays held in the outbox (docs/product.md#emails-and-the-outbox). */
  emailHeld?: boolean;
}

/** Refuses (409) a change that would leave no active administrator (staff.roles.ts holds the rule). */
async function keepAnActiveAdministrator(
  tx: Executor,
  change: { userId: string; roles?: StaffRole[]; disabled?: boolean },
): Promise<void> {
  if (await wouldLeaveNoAdministrator(tx, change)) throw conflict(STAFF_WORDS.lastAdministrator);
}

export function createStaffService({
  db,
  clock,
  publicUrl,
  audit,
  onEmailQueued,
  emailHeld = false,
}: StaffServiceDeps) {
  /** Runs `work` on an existing account, in one transaction; 404 when it is gone. */
  async function onAccount<T>(userId: string, work: (tx: Executor) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, userId));
      if (!row) throw notFound(STAFF_WORDS.accountNotFound);
      return work(tx);
    });
  }

  return {
    async list(): Promise<StaffList> {
      const staff = await db
        .select()
        .from(staffAccounts)
        .orderBy(asc(sql`lower(${staffAccounts.username})`));
      const invitations = await db
        .select()
        .from(staffInvitations)
        .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, clock.now())))
        .orderBy(asc(staffInvitations.createdAt));
      return {
        staff: staff.map((row) => ({
          id: row.id,
          username: row.username,
          email: row.email,
          roles: row.roles,
          lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
          twoFactor: row.twoFactorEnabledAt !== null,
          disabled: row.disabledAt !== null,
        })),
        invitations: invitations.map((row) => ({
          id: row.id,
          email: row.email,
          roles: row.roles,
          invitedBy: row.invitedBy,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },

    /**
     * Stores the invitation and queues its email; returns the link once (the admin CLI prints it,
     * and the staff screen shows it when the email is held: docs/product.md#staff-accounts).
     */
    async invite(
      input: InviteStaffInput,
      invitedBy: string,
    ): Promise<{ message: string; link: string; emailHeld: boolean }> {
      const token = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: staffAccounts.id })
          .from(staffAccounts)
          .where(sql`lower(${staffAccounts.email}) = ${input.email}`);
        if (taken) throw conflict(STAFF_WORDS.emailTaken);
        const issued = await storeInvitation(tx, clock.now(), { ...input, invitedBy });
        await enqueueEmail(
          tx,
          invitationEmail({
            to: input.email,
            roles: input.roles,
            invitedBy,
            link: invitationUrl(publicUrl, issued),
          }),
        );
        return issued;
      });
      onEmailQueued?.();
      return {
        message: emailHeld ? INVITATION_ADMIN_WORDS.invitedHeld : STAFF_WORDS.invited,
        link: invitationUrl(publicUrl, token),
        emailHeld,
      };
    },

    findInvitation: (token: string) => findInvitation(db, clock, token),
    /** Creates the account an invitation offers; `address` is the client's, for the audit log. */
    async acceptInvitation(
      input: Parameters<typeof acceptInvitation>[2],
      address: string | null = null,
    ): Promise<{ message: string; username: string }> {
      const accepted = await acceptInvitation(db, clock, input);
      await recordInvitationAccepted(audit, {
        invitationId: accepted.invitation.id,
        invitedBy: accepted.invitation.invitedBy,
        userId: accepted.userId,
        username: accepted.username,
        roles: accepted.invitation.roles,
        address,
      });
      return { message: accepted.message, username: accepted.username };
    },

    /** Ends a pending invitation's link now (staff.invitations.ts). */
    async withdrawInvitation(invitationId: string): Promise<{ message: string }> {
      await withdrawInvitation(db, clock, invitationId);
      return { message: STAFF_WORDS.invitationWithdrawn };
    },

    /** Disables the account and ends all of its sessions at once. */
    disable: (userId: string) =>
      onAccount(userId, async (tx) => {
        await keepAnActiveAdministrator(tx, { userId, disabled: true });
        await tx
          .update(staffAccounts)
          .set({ disabledAt: clock.now() })
          .where(and(eq(staffAccounts.id, userId), isNull(staffAccounts.disabledAt)));
        await destroyUserSessions(tx, userId);
        return { message: STAFF_WORDS.disabled };
      }),

    enable: (userId: string) =>
      onAccount(userId, async (tx) => {
        await tx.update(staffAccounts).set({ disabledAt: null }).where(eq(staffAccounts.id, userId));
        return { message: STAFF_WORDS.enabled };
      }),

    /** Gives the account `roles`; answers with the roles it had, for the audit log's summary. */
    setRoles: (userId: string, roles: StaffRole[]) =>
      onAccount(userId, async (tx) => {
        await keepAnActiveAdministrator(tx, { userId, roles });
        const [before] = await tx
          .select({ username: staffAccounts.username, roles: staffAccounts.roles })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, userId))
          .for('update');
        await tx.update(staffAccounts).set({ roles }).where(eq(staffAccounts.id, userId));
        return {
          message: STAFF_WORDS.rolesSaved,
          auditSummary: rolesChangeSummary({
            username: before!.username,
            before: before!.roles,
            after: roles,
          }),
        };
      }),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
