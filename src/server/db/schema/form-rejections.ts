import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const formRejectionReasons = ['honeypot', 'too_fast', 'no_start_time', 'rate_limit'] as const;
export type FormRejectionReason = (typeof formRejectionReasons)[number];

/**
 * One row per public form post turned away as automated, so staff can see how much spam the forms
 * keep out. Deliberately nothing about the sender: no address, no IP, no body.
 */
export const formRejections = pgTable(
  'form_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which form: the API route ('/api/contact/') or the page path ('/newsletter'). */
    form: text('form').notNull(),
    reason: text('reason').$type<FormRejectionReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_rejections_created_at_idx').on(t.createdAt),
    check(
      'form_rejections_reason_check',
      sql`${t.reason} in ('honeypot', 'too_fast', 'no_start_time', 'rate_limit')`,
    ),
  ],
);
