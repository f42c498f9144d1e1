/**
 * `npm run admin -- invite <email> <role,role…>` (docs/product.md#staff-accounts): the same invitation
 * as the /admin/staff screen, through the staff service: the email is queued in the outbox (sent by the
 * site's outbox worker) and the one-time link is printed too, for a site without email set up yet.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '#shared/staff/roles.ts';
import { inviteStaffSchema } from '#shared/staff/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { createAuditService } from '#server/features/audit/audit.service.ts';
import { createStaffService } from '#server/features/staff/staff.service.ts';

export const INVITE_USAGE = `  npm run admin -- invite <email> <roles>   (roles: comma-separated, of ${STAFF_ROLES.join(', ')})`;

export async function runInviteCommand(
  args: string[],
  io: { db: Database; clock: Clock; publicUrl: string; out(text: string): void; err(text: string): void },
): Promise<number> {
  const [email, roles, ...rest] = args;
  if (!email || !roles || rest.length > 0) {
    io.err(`Usage:\n${INVITE_USAGE}`);
    return 2;
  }
  const parsed = inviteStaffSchema.safeParse({ email, roles: roles.split(',').map((role) => role.trim()) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const unknownRole = issue?.path[0] === 'roles' && issue.code === 'invalid_value';
    io.err(
      unknownRole
        ? `Roles are comma-separated, of: ${STAFF_ROLES.join(', ')}`
        : z.prettifyError(parsed.error),
    );
    return 1;
  }
  try {
    const audit = createAuditService({ db: io.db, clock: io.clock });
    const staff = createStaffService({ db: io.db, clock: io.clock, publicUrl: io.publicUrl, audit });
    const { link } = await staff.invite(parsed.data, 'npm run admin');
    io.out(
      `Invitation queued for ${parsed.data.email} (the site's outbox sends it). The link, valid 48 hours, once:`,
    );
    io.out(link);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
