/**
 * Staff invitations (docs/product.md#staff-accounts): a random 256-bit token in the emailed link, of
 * which only the SHA-256 is stored; valid 48 hours and once. Accepting creates the account with the
 * invitation's email and roles and marks the invitation used in the same transaction, and only an
 * invitation still unused is marked, so two tabs racing with one link make one account.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '#shared/staff/roles.ts';
import type { AcceptInvitationInput } from '#shared/staff/contract.ts';
import { INVITATION_VALID_HOURS, STAFF_WORDS, invitationPagePath } from '#shared/staff/words.ts';
import { absoluteUrl } from '#shared/site/settings.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { staffInvitations } from '#server/db/schema/index.ts';
import { AppError, badRequest, conflict } from '#server/errors.ts';
import { newPasswordProblem } from '#server/features/auth/auth.password-rule.ts';
import { createStaffAccount, InvalidAccountInput } from '#server/features/staff/staff.accounts.ts';

export const INVITATION_VALID_MS = INVITATION_VALID_HOURS * 60 * 60 * 1000;
/** base64url of 32 bytes: 43 characters. Anything else is not a token, and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function invitationUrl(publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, invitationPagePath(token));
}

/** Stores a new invitation; the token is returned once, for the email (and the admin CLI). */
export async function storeInvitation(
  tx: Executor,
  now: Date,
  input: { email: string; roles: StaffRole[]; invitedBy: string },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.insert(staffInvitations).values({
    email: input.email,
    roles: input.roles,
    suggestedUsername:
      input.email
        .split('@')[0]!
        .replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 64) || null,
    tokenHash: hashToken(token),
    invitedBy: input.invitedBy,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
  });
  return token;
}

export type InvitationLookup =
  | {
      status: 'open';
      id: string;
      email: string;
      roles: StaffRole[];
      suggestedUsername: string | null;
      invitedBy: string;
    }
  | { status: 'used' | 'expired' | 'unknown' };

export async function findInvitation(db: Executor, clock: Clock, token: string): Promise<InvitationLookup> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  if (!row) return { status: 'unknown' };
  if (row.acceptedAt) return { status: 'used' };
  if (clock.now().getTime() >= row.expiresAt.getTime()) return { status: 'expired' };
  return {
    status: 'open',
    id: row.id,
    email: row.email,
    roles: row.roles,
    suggestedUsername: row.suggestedUsername,
    invitedBy: row.invitedBy,
  };
}

/** The refusal for a link that cannot be used, in the words the person sees. */
export function invitationRefusal(status: 'used' | 'expired' | 'unknown'): AppError {
  if (status === 'used') return new AppError(410, STAFF_WORDS.invitationUsed);
  if (status === 'expired') return new AppError(410, STAFF_WORDS.invitationExpired);
  return new AppError(404, STAFF_WORDS.invitationUnknown);
}

export async function acceptInvitation(
  db: Database,
  clock: Clock,
  input: AcceptInvitationInput,
): Promise<{
  message: string;
  username: string;
  userId: string;
  invitation: { id: string; invitedBy: string; roles: StaffRole[] };
}> {
  const problem = newPasswordProblem(input.password);
  if (problem) throw badRequest('', { password: [problem] });
  const found = await findInvitation(db, clock, input.token);
  if (found.status !== 'open') throw invitationRefusal(found.status);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [claimed] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvitations.id, found.id),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ id: staffInvitations.id });
    if (!claimed) {
      // Taken, or withdrawn, since it was read just above: say which.
      const current = await findInvitation(tx, clock, input.token);
      throw invitationRefusal(current.status === 'open' ? 'used' : current.status);
    }
    let created;
    try {
      created = await createStaffAccount(tx, clock, {
        username: input.username,
        password: input.password,
        email: found.email,
        roles: found.roles,
      });
    } catch (error) {
      if (error instanceof InvalidAccountInput) throw badRequest('', { password: [error.message] });
      throw error;
    }
    if (created.status === 'exists') throw new AppError(409, '', { username: [STAFF_WORDS.usernameTaken] });
    await tx
      .update(staffInvitations)
      .set({ acceptedUserId: created.id })
      .where(eq(staffInvitations.id, found.id));
    return {
      message: STAFF_WORDS.accepted,
      username: input.username.trim(),
      userId: created.id,
      invitation: { id: found.id, invitedBy: found.invitedBy, roles: found.roles },
    };
  });
}

/**
 * Withdraws a pending invitation: its link stops working at once. The link's end is moved to now, so
 * the person who opens it later is told it has expired and to ask an administrator (no new state to
 * store). An invitation already accepted, withdrawn or expired is refused (409): nothing to withdraw.
 */
export async function withdrawInvitation(db: Executor, clock: Clock, id: string): Promise<void> {
  const now = clock.now();
  const [withdrawn] = await db
    .update(staffInvitations)
    .set({ expiresAt: now })
    .where(
      and(
        eq(staffInvitations.id, id),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning({ id: staffInvitations.id });
  if (!withdrawn) throw conflict(STAFF_WORDS.invitationNotPending);
}
