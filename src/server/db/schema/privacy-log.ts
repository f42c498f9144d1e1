import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const privacyActions = ['export', 'erase'] as const;
export type PrivacyAction = (typeof privacyActions)[number];

/**
 * Every privacy export and erasure, for accountability. The address itself is not kept (that would
 * undo an erasure): only a keyed hash, so staff can answer "was this address erased, and when?".
 */
export const privacyLog = pgTable(
  'privacy_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').$type<PrivacyAction>().notNull(),
    emailHash: text('email_hash').notNull(),
    staffUsername: text('staff_username').notNull(),
    /** Rows found or changed per table, e.g. {"contact_messages": 2}; never their content. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('privacy_log_email_hash_idx').on(t.emailHash),
    check('privacy_log_action_check', sql`${t.action} in ('export', 'erase')`),
  ],
);
