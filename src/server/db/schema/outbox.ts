import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const outboxStatuses = ['queued', 'sending', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Every email is written here in the same transaction as the record that caused it, then delivered
 * by the outbox worker with retries. 'held' means no SMTP server is configured.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What kind of email, e.g. 'newsletter.welcome'; for the admin list and tests. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Attachments as [{ filename, contentType, content (base64) }]. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra mail headers, e.g. List-Unsubscribe on newsletters (RFC 8058 one-click). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /**
     * The public form whose reply to the visitor this is ('contact', 'rsvp', …), or null for every
     * other email: at most one such reply per form and address an hour (src/server/email/confirmations.ts).
     */
    confirmationForm: text('confirmation_form'),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'held')`),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    // The one-reply-an-hour check looks up a form's replies to one address by time.
    index('email_outbox_confirmation_idx')
      .on(t.confirmationForm, sql`lower(${t.toAddress})`, t.createdAt)
      .where(sql`${t.confirmationForm} is not null`),
  ],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * How many posts each public form has had in each 10-minute window, and the one digest email that
 * gathers those beyond the first few (src/server/email/staff-notices.ts,
 * docs/product.md#emails-and-the-outbox). The primary key is what makes the count and the digest
 * one per form and window across every app process. Old windows are deleted by the housekeeping.
 */
export const staffNoticeWindows = pgTable(
  'staff_notice_windows',
  {
    /** The form, as in `email_outbox.confirmation_form` ('contact', 'prayer', …). */
    form: text('form').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    posts: integer('posts').notNull(),
    /** The digest of this window in the outbox, once a post went beyond the single emails. */
    digestEmailId: uuid('digest_email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.form, t.windowStart] })],
);
