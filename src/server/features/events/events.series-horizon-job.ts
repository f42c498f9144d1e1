/**
 * Once a day the dates of every recurring series are made up to the horizon (a year ahead), so a
 * series without an end never runs out. Like the outbox housekeeping, several processes check every
 * hour and the first to claim the day in `scheduled_job_runs` runs it; the extension itself is safe
 * to run twice or at once (events.series.service.ts), so a lost claim costs nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { claimToday, PeriodicJob, releaseToday } from '#server/jobs/periodic-job.ts';
import type { EventSeriesService } from '#server/features/events/events.series.service.ts';

const JOB = 'event-series-horizon';
const CHECK_EVERY_MS = 60 * 60_000;

export type HorizonOutcome = { ran: true; added: number } | { ran: false };

interface SeriesHorizonJobOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  series: Pick<EventSeriesService, 'extendAll'>;
  checkEveryMs?: number;
}

export class SeriesHorizonJob extends PeriodicJob<HorizonOutcome> {
  private readonly options: SeriesHorizonJobOptions;

  constructor(options: SeriesHorizonJobOptions) {
    super({
      log: options.log,
      everyMs: options.checkEveryMs ?? CHECK_EVERY_MS,
      failureMessage: 'series dates not extended; the next check tries again',
      failed: { ran: false },
    });
    this.options = options;
  }

  protected async run(): Promise<HorizonOutcome> {
    const { db, clock, series } = this.options;
    const now = clock.now();
    if (!(await claimToday(db, JOB, now))) return { ran: false };
    try {
      return { ran: true, added: await series.extendAll() };
    } catch (error) {
      // Give the day back, so the next check tries again.
      await releaseToday(db, JOB, now);
      throw error;
    }
  }
}
