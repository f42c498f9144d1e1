/**
 * Audit log retention (docs/product.md#audit-log): once a day, entries older than two years are
 * deleted. Run exactly as the outbox housekeeping is (src/server/email/outbox-housekeeping.ts):
 * several processes check every hour; the first to claim the day in `scheduled_job_runs` (keyed by
 * job and day in the ministry's zone) deletes, in the same transaction, so a failed run leaves the
 * day unclaimed for the next check.
 *
 * The cutoff is the site's clock less two years. The database's trigger (migration 0013) refuses to
 * delete younger rows by the database's own clock, so the deletion is also bounded by that: a few
 * seconds of skew between the two clocks then waits a day instead of failing the run.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUDIT_KEPT_YEARS } from '#shared/audit/format.ts';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { claimToday, PeriodicJob } from '#server/jobs/periodic-job.ts';

const JOB = 'audit-retention';
const CHECK_EVERY_MS = 60 * 60_000;

/** The instant entries older than are deleted: `now` less AUDIT_KEPT_YEARS calendar years. */
export function auditCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_KEPT_YEARS);
  return cutoff;
}

export type RetentionOutcome = { ran: true; deleted: number } | { ran: false };

export interface AuditRetentionOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  checkEveryMs?: number;
}

export class AuditRetention extends PeriodicJob<RetentionOutcome> {
  private readonly options: AuditRetentionOptions;

  constructor(options: AuditRetentionOptions) {
    super({
      log: options.log,
      everyMs: options.checkEveryMs ?? CHECK_EVERY_MS,
      failureMessage: 'audit log retention failed; the next check tries again',
      failed: { ran: false },
    });
    this.options = options;
  }

  protected async run(): Promise<RetentionOutcome> {
    const { db, clock, log } = this.options;
    const now = clock.now();
    const cutoff = auditCutoff(now);
    const outcome = await db.transaction(async (tx) => {
      if (!(await claimToday(tx, JOB, now, cutoff))) return { ran: false } as const;
      const [counted] = await queryRows<{ deleted: number }>(
        tx,
        sql`with deleted as (
              delete from staff_audit_log
               where at < ${cutoff.toISOString()}::timestamptz
                 and at < now() - make_interval(years => ${AUDIT_KEPT_YEARS}::int)
              returning 1)
            select count(*)::int as deleted from deleted`,
      );
      return { ran: true, deleted: counted?.deleted ?? 0 } as const;
    });
    if (outcome.ran)
      log.info({ deleted: outcome.deleted }, 'audit log retention: entries older than two years deleted');
    return outcome;
  }
}
