import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '#shared/staff/roles.ts';

export const staffAccounts = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** argon2id PHC string; never the password itself. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The roles this person holds (src/shared/staff/roles.ts; what each may do:
     * src/shared/staff/permissions.ts). Accounts made before roles existed were all-seeing, so they
     * became administrators.
     */
    /** When this person turned on two-factor sign-in; null while it is off. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    roles: text('roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{administrator}'::text[]`),
    /** Where invitations and account emails go; accounts made before invitations may have none. */
    email: text('email'),
    /** When an administrator disabled the account: it cannot sign in and has no sessions. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('admin_users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not yield live cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: the session ends then however active it is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-in attempts, for the sign-in throttle (features/auth/auth.throttle.ts): per (username,
 * address) they refuse, per username they only slow down. Keyed by a hash of the lower-cased name,
 * known or not, so the throttle answers the same for unknown users and never stores what was typed,
 * and by a hash of the client address; rows older than the window are deleted.
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usernameKey: text('username_key').notNull(),
    addressKey: text('address_key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_login_failures_key_time_idx').on(t.usernameKey, t.attemptedAt)],
);
