/**
 * Two-factor sign-in (features/auth/auth.two-factor*.ts, docs/product.md#signing-in). Kept apart from
 * admin_users so the secret is read only where codes are checked. admin_users.two_factor_enabled_at
 * says whether it is on.
 */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from '#server/db/schema/staff-accounts.ts';

export const adminTwoFactor = pgTable('admin_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  /** The confirmed TOTP secret, encrypted (auth.two-factor.crypto.ts); null until a code confirms it. */
  secret: text('secret'),
  /** A secret shown at setup and not yet confirmed with a code; replaced by each new setup. */
  pendingSecret: text('pending_secret'),
  /** The 30-second time step of the last code accepted: a code of that step or earlier is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /**
   * Codes tried and not (yet) found right since codeTriesSince, from any address: claimed in one
   * statement before a code is checked, so parallel guesses cannot pass the account's limit
   * (auth.two-factor.attempts.ts).
   */
  codeTries: integer('code_tries').notNull().default(0),
  codeTriesSince: timestamp('code_tries_since', { withTimezone: true }),
});

/** One-time recovery codes: only a SHA-256 of each (they are 80 random bits, so a hash is enough). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The half-signed-in state: the password was right and a code is still due. Behind its own cookie,
 * which opens nothing but the code step; a few minutes long; only the token's SHA-256 is stored.
 */
export const adminPendingSignIns = pgTable(
  'admin_pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /** Codes tried on this step, claimed before each is checked; at the limit the step ends. */
    codeTries: integer('code_tries').notNull().default(0),
  },
  (t) => [index('admin_pending_sign_ins_expires_idx').on(t.expiresAt)],
);
