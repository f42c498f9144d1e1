/**
 * Outbox housekeeping: once a day, sent emails older than 90 days are deleted (their bodies may quote
 * a prayer request; nothing needs them once delivered), and how many of each kind were deleted is
 * added to `email_outbox_pruned`, so the outbox screen's totals still count them. The counts of the
 * staff notifications' windows (staff-notices.ts) are deleted once a day old: only the open window
 * is ever read.
 *
 * Several app processes check every hour; the first to claim the day (a row in
 * `scheduled_job_runs`, keyed by job and day in the ministry's zone) runs it, in the same
 * transaction as the deletion, so a failed run leaves the day unclaimed for the next check.
 */
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { staffNoticeWindows } from '#server/db/schema/index.ts';
import { claimToday, PeriodicJob } from '#server/jobs/periodic-job.ts';

export const SENT_EMAIL_KEPT_DAYS = 90;
const JOB = 'outbox-housekeeping';
const CHECK_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export type HousekeepingOutcome = { ran: true; deleted: number } | { ran: false };

export interface OutboxHousekeepingOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  checkEveryMs?: number;
}

export class OutboxHousekeeping extends PeriodicJob<HousekeepingOutcome> {
  private readonly options: OutboxHousekeepingOptions;

  constructor(options: OutboxHousekeepingOptions) {
    super({
      log: options.log,
      everyMs: options.checkEveryMs ?? CHECK_EVERY_MS,
      failureMessage: 'outbox housekeeping failed; the next check tries again',
      failed: { ran: false },
    });
    this.options = options;
  }

  protected async run(): Promise<HousekeepingOutcome> {
    const { db, clock, log } = this.options;
    const now = clock.now();
    const cutoff = new Date(now.getTime() - SENT_EMAIL_KEPT_DAYS * DAY_MS);
    const outcome = await db.transaction(async (tx) => {
      if (!(await claimToday(tx, JOB, now, cutoff))) return { ran: false } as const;
      const [counted] = await queryRows<{ deleted: number }>(
        tx,
        sql`with pruned as (
              delete from email_outbox
               where status = 'sent' and coalesce(sent_at, created_at) < ${cutoff.toISOString()}::timestamptz
              returning kind),
            added as (
              insert into email_outbox_pruned (kind, sent_count)
              select kind, count(*)::int from pruned group by kind
              on conflict (kind) do update
                set sent_count = email_outbox_pruned.sent_count + excluded.sent_count
              returning 1)
            select count(*)::int as deleted from pruned`,
      );
      await tx
        .delete(staffNoticeWindows)
        .where(lt(staffNoticeWindows.windowStart, new Date(now.getTime() - DAY_MS)));
      return { ran: true, deleted: counted?.deleted ?? 0 } as const;
    });
    if (outcome.ran) log.info({ deleted: outcome.deleted }, 'outbox housekeeping: old sent emails deleted');
    return outcome;
  }
}
