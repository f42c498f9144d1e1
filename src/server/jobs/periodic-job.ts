/**
 * The shape every background job shares (outbox housekeeping, audit retention, series dates, event
 * reminders): checked on a timer in each app process, one run at a time per process (a second call
 * while one runs joins it), a failure logged and left for the next check, and `stop` waiting for the
 * run under way so shutdown never cuts a transaction in half.
 *
 * Daily jobs claim the day in `scheduled_job_runs` (keyed by job and day in the ministry's zone), so
 * of several processes checking every hour only the first runs it that day.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ministryDay } from '#shared/events/format.ts';
import { type Executor, queryRows } from '#server/db/client.ts';

export interface PeriodicJobSchedule<Outcome> {
  log: FastifyBaseLogger;
  everyMs: number;
  /** Logged when a run throws; the next check tries again. */
  failureMessage: string;
  /** What a run that threw resolves to. */
  failed: Outcome;
}

export abstract class PeriodicJob<Outcome> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Outcome> | null = null;
  private readonly schedule: PeriodicJobSchedule<Outcome>;

  constructor(schedule: PeriodicJobSchedule<Outcome>) {
    this.schedule = schedule;
  }

  /** The work of one check. */
  protected abstract run(): Promise<Outcome>;

  /** Whether the job has anything to do at all (e.g. reminders with no offsets configured). */
  protected get enabled(): boolean {
    return true;
  }

  start(): void {
    if (this.timer || !this.enabled) return;
    this.timer = setInterval(() => void this.runIfDue(), this.schedule.everyMs);
    this.timer.unref();
    void this.runIfDue();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
  }

  /** Runs the job now unless this process's run is under way, which the caller then joins. */
  runIfDue(): Promise<Outcome> {
    if (!this.running) {
      this.running = this.run()
        .catch((error: unknown) => {
          this.schedule.log.error({ err: error }, this.schedule.failureMessage);
          return this.schedule.failed;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }
}

/**
 * Claims today for a daily job: true for the first process to ask, false for every other. Called
 * in the transaction that does the day's work, a failed run leaves the day unclaimed. Claims older
 * than `forgetBefore` are deleted on the way.
 */
export async function claimToday(
  executor: Executor,
  job: string,
  now: Date,
  forgetBefore?: Date,
): Promise<boolean> {
  const claimed = await queryRows<{ job: string }>(
    executor,
    sql`insert into scheduled_job_runs (job, day, claimed_at)
        values (${job}, ${ministryDay(now)}, ${now.toISOString()}::timestamptz)
        on conflict do nothing returning job`,
  );
  if (claimed.length > 0 && forgetBefore) {
    await executor.execute(
      sql`delete from scheduled_job_runs where job = ${job} and day < ${ministryDay(forgetBefore)}::date`,
    );
  }
  return claimed.length > 0;
}

/** Gives today back, for a job whose work runs outside the claiming transaction and failed. */
export async function releaseToday(executor: Executor, job: string, now: Date): Promise<void> {
  await executor.execute(
    sql`delete from scheduled_job_runs where job = ${job} and day = ${ministryDay(now)}`,
  );
}
