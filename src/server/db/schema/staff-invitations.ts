import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '#shared/staff/roles.ts';
import { staffAccounts } from '#server/db/schema/staff-accounts.ts';

/**
 * Invitations to a staff account (docs/product.md#staff-accounts): a one-time link valid 48 hours.
 * Only the SHA-256 of the link's 256-bit token is stored, like a session, so a copy of the table
 * opens nothing. Accepted invitations are kept (accepted_at) so a second use is refused by name.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    /** The username the administrator suggested, if any; the person may keep or change it. */
    suggestedUsername: text('suggested_username'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);
