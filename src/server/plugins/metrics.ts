/**
 * GET /metrics: Prometheus metrics (prom-client). Requests by route pattern and status with their
 * latency, page-cache lookups, the outbox and the video sync (read from the database at scrape time,
 * so every process reports the same), RSVPs, donations and rate-limit refusals counted by this
 * process, and Node's own metrics (event-loop lag, memory, GC).
 *
 * Answered only to a caller on this machine that came straight in (loopback, and no proxy header:
 * a reverse proxy on the same machine connects from loopback too), or to one presenting
 * METRICS_TOKEN as a Bearer token. Anyone else gets the same 404 as any unknown path.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';

/** Node's own metrics belong to the process, however many apps it builds (tests build many). */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What the services count as it happens (services.ts hands these to them). */
export interface ActivityCounters {
  rsvpRecorded(attending: boolean): void;
  donationPaid(): void;
}

export type PageCacheOutcome = 'hit' | 'stale' | 'miss';

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count is the requests).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const pageCacheLookups = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Anonymous page requests answered from memory (hit, stale) or rendered (miss).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern.',
    labelNames: ['route'] as const,
    registers,
  });
  const rsvps = new Counter({
    name: 'rsvps_total',
    help: 'RSVPs recorded (first answers and changes), by attending yes/no.',
    labelNames: ['attending'] as const,
    registers,
  });
  const donations = new Counter({
    name: 'donations_paid_total',
    help: 'Gifts marked paid (each once).',
    registers,
  });
  const outboxEmails = new Gauge({
    name: 'outbox_emails',
    help: 'Emails in the outbox not sent, by status (queued, sending, failed, held).',
    labelNames: ['status'] as const,
    registers,
  });
  const outboxOldestDue = new Gauge({
    name: 'outbox_oldest_due_seconds',
    help: 'How long the oldest queued email has been due (0: none waiting).',
    registers,
  });
  const SINCE_VIDEO_SYNC = 'youtube_sync_minutes_since_success';
  const sinceVideoSync = new Gauge({
    name: SINCE_VIDEO_SYNC,
    help: 'Minutes since the videos were last synced from YouTube (absent when the sync is off).',
    registers: [], // registered at the first scrape that has a value
  });

  const activity: ActivityCounters = {
    rsvpRecorded: (attending) => rsvps.inc({ attending: attending ? 'yes' : 'no' }),
    donationPaid: () => donations.inc(),
  };

  /** Reads the outbox and the video sync in one statement (the outbox's due index answers it). */
  async function readDatabase(db: Database, now: Date, videoSyncOn: boolean) {
    const [row] = await queryRows<{
      outbox: Record<string, number> | null;
      oldest_due: string | null;
      last_synced: string | null;
    }>(
      db,
      sql`select
        (select json_object_agg(status, n) from (
           select status, count(*)::int as n from email_outbox
            where status in ('queued', 'sending', 'failed', 'held') group by status) s) as outbox,
        (select min(next_attempt_at) from email_outbox
          where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz) as oldest_due,
        (select max(synced_at) from videos where video_id not like 'demo-%') as last_synced`,
    );
    const outbox = row?.outbox ?? {};
    for (const status of ['queued', 'sending', 'failed', 'held']) {
      outboxEmails.set({ status }, outbox[status] ?? 0);
    }
    const oldest = row?.oldest_due ? new Date(row.oldest_due).getTime() : null;
    outboxOldestDue.set(oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000));
    if (videoSyncOn && row?.last_synced) {
      sinceVideoSync.set((now.getTime() - new Date(row.last_synced).getTime()) / 60_000);
      if (!registry.getSingleMetric(SINCE_VIDEO_SYNC)) registry.registerMetric(sinceVideoSync);
    }
  }

  return {
    registry,
    activity,
    countPageCache: (outcome: PageCacheOutcome) => pageCacheLookups.inc({ outcome }),
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requestDuration.observe({ method, route, status }, seconds);
      if (status === 429) rateLimitRefusals.inc({ route });
    },
    async scrape(db: Database, now: Date, videoSyncOn: boolean) {
      await readDatabase(db, now, videoSyncOn);
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sha256(text: string): Buffer {
  return crypto.createHash('sha256').update(text).digest();
}

/** Loopback with no proxy in between, or the right Bearer token. */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header?.startsWith('Bearer ')) {
    return crypto.timingSafeEqual(sha256(header.slice('Bearer '.length)), sha256(token));
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

export interface MetricsPluginOptions {
  metrics: Metrics;
  db: Database;
  clock: Clock;
  token: string | undefined;
  videoSyncOn: boolean;
}

export const metricsPlugin = fp(async function metrics(app: FastifyInstance, options: MetricsPluginOptions) {
  const { metrics: m } = options;
  app.addHook('onResponse', (request, reply, done) => {
    m.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get(
    '/metrics',
    // Hidden from /api/docs; a scraper is one caller every few seconds, well inside the general limit.
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!mayReadMetrics(request, options.token)) throw new AppError(404, 'Not found.');
      const { contentType, body } = await m.scrape(options.db, options.clock.now(), options.videoSyncOn);
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
});
