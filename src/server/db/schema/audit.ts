import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The staff audit log (docs/product.md#audit-log): one row per staff write, sign-in, failed sign-in
 * and sign-out. Rows are never edited, and deleted only by the daily retention job after two years;
 * a trigger in the migration (0013) refuses anything else, whoever asks.
 *
 * `user_id` has no foreign key on purpose: an entry outlives the account it names, and `username` is
 * the name as it was when the entry was written. `summary` and `changed_fields` hold field NAMES
 * (values only for fields a route marks safe): see src/server/features/audit/audit.describe.ts.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** When, by the site's clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The account, or null for a sign-in under a name that is no account. */
    userId: uuid('user_id'),
    username: text('username'),
    /** The client address as the app derives it (TRUST_PROXY). */
    ip: text('ip'),
    /** The admin area, e.g. 'events', 'prayer-requests', 'auth'. */
    area: text('area').notNull(),
    /** e.g. 'create', 'update', 'delete', 'archive', 'signed_in', 'wrong_credentials'. */
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    /**
     * The record's name as it was when the entry was written (an event's title, a church's name),
     * so a deleted record still reads by name. Never a person's name: those are read from the live
     * record when the log is read, so an erased person is not named again (audit.record-names.ts).
     */
    recordName: text('record_name'),
    /** Names of the fields the request changed (never their values). */
    changedFields: text('changed_fields').array().notNull().default([]),
    summary: text('summary').notNull().default(''),
    /** The route as declared, e.g. 'PATCH /api/admin/prayer-requests/:id/'. */
    route: text('route'),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_user_at_idx').on(t.userId, t.at),
    index('staff_audit_log_area_at_idx').on(t.area, t.at),
  ],
);
