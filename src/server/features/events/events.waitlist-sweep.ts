/**
 * Ends waitlist offers whose time is up and offers their seats to the next in line
 * (docs/product.md#waitlist), every minute in every app process. The work is per event under the
 * event's row lock, so however many processes sweep at once, each offer expires once and the next
 * offer is made once. Offers are also ended lazily whenever their event is written to (events.rsvp-seats.ts).
 */
import type { FastifyBaseLogger } from 'fastify';

const SWEEP_EVERY_MS = 60_000;

export class WaitlistSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  private readonly sweep: () => Promise<number>;
  private readonly log: FastifyBaseLogger;
  private readonly everyMs: number;

  constructor(sweep: () => Promise<number>, log: FastifyBaseLogger, everyMs = SWEEP_EVERY_MS) {
    this.sweep = sweep;
    this.log = log;
    this.everyMs = everyMs;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= this.sweep()
      .then((events) => {
        if (events > 0) this.log.info({ events }, 'waitlist: expired offers moved to the next in line');
      })
      .catch((error: unknown) =>
        this.log.error({ err: error }, 'waitlist sweep failed; the next one tries again'),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
