/**
 * Once a day the dates of every recurring series are made up to the horizon (a year ahead), so a
 * series without an end never runs out. Like the outbox housekeeping, several processes check every
 * hour and the first to claim the day in `scheduled_job_runs` runs it; the extension itself is safe
 * to run twice or at once (events.series.service.ts), so a lost claim costs nothing.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { ministryDay } from '../../email/outbox-housekeeping.ts';
import type { EventSeriesService } from './events.series.service.ts';

const JOB = 'event-series-horizon';
const CHECK_EVERY_MS = 60 * 60_000;

export type HorizonOutcome = { ran: true; added: number } | { ran: false };

export class SeriesHorizonJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<HorizonOutcome> | null = null;

  constructor(
    private readonly options: {
      db: Database;
      clock: Clock;
      log: FastifyBaseLogger;
      series: Pick<EventSeriesService, 'extendAll'>;
      checkEveryMs?: number;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runIfDue(), this.options.checkEveryMs ?? CHECK_EVERY_MS);
    this.timer.unref();
    void this.runIfDue();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
  }

  /** Runs today's extension unless a process (this one or another) already has. */
  runIfDue(): Promise<HorizonOutcome> {
    if (!this.running) {
      this.running = this.run()
        .catch((error: unknown) => {
          this.options.log.error({ err: error }, 'series dates not extended; the next check tries again');
          return { ran: false } as const;
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  private async run(): Promise<HorizonOutcome> {
    const { db, clock, series } = this.options;
    const now = clock.now();
    const claimed = await queryRows<{ job: string }>(
      db,
      sql`insert into scheduled_job_runs (job, day, claimed_at)
          values (${JOB}, ${ministryDay(now)}, ${now.toISOString()}::timestamptz)
          on conflict do nothing returning job`,
    );
    if (claimed.length === 0) return { ran: false };
    try {
      return { ran: true, added: await series.extendAll() };
    } catch (error) {
      // Give the day back, so the next check tries again.
      await db.execute(sql`delete from scheduled_job_runs where job = ${JOB} and day = ${ministryDay(now)}`);
      throw error;
    }
  }
}
