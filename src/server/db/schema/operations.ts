import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every app process on one PostgreSQL (plugins/rate-limit-store.ts):
 * one row per client key and limit, its window starting at its first request. Ended windows are deleted.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_hits_window_end_idx').on(t.windowEnd)],
);

/**
 * Sent emails the daily housekeeping deleted from the outbox (older than 90 days), counted per kind,
 * so the outbox screen's totals still include them.
 */
export const emailOutboxPruned = pgTable('email_outbox_pruned', {
  kind: text('kind').primaryKey(),
  sentCount: integer('sent_count').notNull().default(0),
});

/** One row per daily job and day (in the ministry's zone): the process that inserts it runs the job. */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    day: date('day').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
