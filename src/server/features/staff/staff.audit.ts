/**
 * How changes to who holds which role read in the audit log (docs/product.md#audit-log): a role change
 * names the roles before and after, and an accepted invitation names who invited and which roles it
 * gave, so the log always says who made someone an administrator. Roles are not private: their
 * names are kept; an invitation's email address is not.
 */
import type { StaffRole } from '#shared/staff/roles.ts';
import type { AuditService } from '#server/features/audit/audit.service.ts';

const listed = (roles: readonly StaffRole[]) => (roles.length > 0 ? roles.join(', ') : 'none');

export function rolesChangeSummary(change: {
  username: string;
  before: readonly StaffRole[];
  after: readonly StaffRole[];
}): string {
  return `Roles of ${change.username}: ${listed(change.before)} → ${listed(change.after)}`;
}

/** The new account's own entry: it is the person who accepted, from where they accepted. */
export async function recordInvitationAccepted(
  audit: Pick<AuditService, 'record'>,
  accepted: {
    invitationId: string;
    invitedBy: string;
    userId: string;
    username: string;
    roles: readonly StaffRole[];
    address: string | null;
  },
): Promise<void> {
  await audit.record({
    userId: accepted.userId,
    username: accepted.username,
    ip: accepted.address,
    area: 'staff',
    action: 'accepted',
    entity: 'invitation',
    entityId: accepted.invitationId,
    summary: `Accepted the invitation from ${accepted.invitedBy}: account ${accepted.username} with roles ${listed(accepted.roles)}`,
    route: null,
  });
}
