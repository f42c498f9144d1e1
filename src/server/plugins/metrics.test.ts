/**
 * GET /metrics: who may read it, and that what it shows follows what happened (requests by route
 * pattern, the outbox, the video sync, RSVPs, rate-limit refusals, page-cache lookups).
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertEvent } from '#tests/helpers/generators/events.ts';
import { insertOutboxEmail } from '#tests/helpers/generators/outbox.ts';
import { videos } from '#server/db/schema/index.ts';
import { createCachedPages } from '#server/plugins/cached-pages.ts';
import { createMetrics } from '#server/plugins/metrics.ts';
import { PageCache } from '#server/plugins/page-cache.ts';

const TOKEN = 'a-metrics-token-long-enough';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The value of the one series of `name` carrying every label given (undefined when absent). */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of body.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

const scrape = (app: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.app.inject({ method: 'GET', url: '/metrics', ...options });

describe('who may read /metrics', () => {
  it('answers a caller on this machine, and one with the token; anyone else gets a bare 404', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const local = await scrape(t);
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.headers['cache-control']).toBe('no-store');
    expect(local.body).toContain('nodejs_eventloop_lag_seconds');

    const outsider = { remoteAddress: '203.0.113.7' };
    const refused = [
      await scrape(t, outsider),
      await scrape(t, { ...outsider, headers: { authorization: 'Bearer not-the-token' } }),
      // A reverse proxy on this machine connects from loopback: what it forwards is not local.
      await scrape(t, { headers: { 'x-forwarded-for': '203.0.113.7' } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
    const withToken = await scrape(t, { ...outsider, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
  });

  it('is not in the API documentation', async () => {
    t = await createTestApp();
    const docs = (await t.request({ method: 'GET', url: '/api/docs' })).json() as { paths: object };
    expect(Object.keys(docs.paths)).not.toContain('/metrics');
  });
});

describe('what /metrics shows', () => {
  it('counts requests by route pattern and status, never by the address asked for', async () => {
    t = await createTestApp();
    await t.request({ method: 'GET', url: '/api/events/987654/?email=ann@example.org' });
    await t.request({ method: 'GET', url: '/api/events/' });
    const body = (await scrape(t)).body;
    const labels = { method: 'GET', route: '/api/events/:id/', status: '404' };
    expect(sample(body, 'http_request_duration_seconds_count', labels)).toBe(1);
    expect(sample(body, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(1);
    expect(
      sample(body, 'http_request_duration_seconds_count', { route: '/api/events/', status: '200' }),
    ).toBe(1);
    expect(body).not.toContain('987654');
    expect(body).not.toContain('ann@example.org');
  });

  it('reads the outbox at scrape time: emails waiting by status and how long the oldest has been due', async () => {
    const clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
    t = await createTestApp({ clock });
    // No deliveries during the test: these rows stay as written.
    await t.app.services.outbox.stop();
    const minutesAgo = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);
    await insertOutboxEmail(t.db, { status: 'queued', nextAttemptAt: minutesAgo(10) });
    await insertOutboxEmail(t.db, { status: 'queued', nextAttemptAt: minutesAgo(2) });
    await insertOutboxEmail(t.db, { status: 'queued', nextAttemptAt: minutesAgo(-30) }); // a retry, not due
    await insertOutboxEmail(t.db, { status: 'failed' });
    await insertOutboxEmail(t.db, { status: 'sent', sentAt: minutesAgo(1) });
    let body = (await scrape(t)).body;
    expect(sample(body, 'outbox_emails', { status: 'queued' })).toBe(3);
    expect(sample(body, 'outbox_emails', { status: 'failed' })).toBe(1);
    expect(sample(body, 'outbox_emails', { status: 'held' })).toBe(0);
    expect(sample(body, 'outbox_oldest_due_seconds')).toBe(600);

    clock.advance(60_000);
    body = (await scrape(t)).body;
    expect(sample(body, 'outbox_oldest_due_seconds')).toBe(660);
  });

  it('shows the minutes since the last video sync only when the sync is on', async () => {
    const clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
    t = await createTestApp({ clock });
    expect(sample((await scrape(t)).body, 'youtube_sync_minutes_since_success')).toBeUndefined();
    await t.close();

    // A key and a channel, and a YouTube that does not answer (nothing listens on port 9).
    const env = { YOUTUBE_API_KEY: 'key', YOUTUBE_CHANNEL_ID: 'UC1', YOUTUBE_API_URL: 'http://127.0.0.1:9' };
    t = await createTestApp({ clock, env });
    await t.app.services.videoSync.idle();
    await t.db.insert(videos).values({
      videoId: 'abc123def45',
      title: 'A message',
      publishedAt: new Date('2030-05-01T00:00:00Z'),
      syncedAt: new Date(clock.now().getTime() - 45 * 60_000),
    });
    expect(sample((await scrape(t)).body, 'youtube_sync_minutes_since_success')).toBe(45);
  });

  it('counts RSVPs and rate-limit refusals', async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    const event = await insertEvent(t.db);
    const rsvp = await t.request({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp/`,
      payload: { name: 'Ann Lee', email: 'ann@example.org' },
    });
    expect(rsvp.statusCode).toBe(201);
    for (let i = 0; i < 11; i += 1) {
      await t.request({
        method: 'POST',
        url: '/api/newsletter/subscribe/',
        payload: { email: `n${i}@example.org` },
      });
    }
    const body = (await scrape(t)).body;
    expect(sample(body, 'rsvps_total', { attending: 'yes' })).toBe(1);
    expect(sample(body, 'rate_limit_refusals_total', { route: '/api/newsletter/subscribe/' })).toBe(1);
    expect(sample(body, 'donations_paid_total')).toBe(0);
  });

  it('counts page-cache hits, stale answers and misses', async () => {
    let now = 0;
    const metrics = createMetrics();
    const pages = createCachedPages(
      {
        cache: new PageCache({ now: () => now }),
        sessionCookieNames: ['ministry_session'],
        hasStaffSession: async () => false,
        contentSecurityPolicy: () => "script-src 'self'",
        onLookup: metrics.countPageCache,
      },
      async () =>
        new Response('<!DOCTYPE html><title>Events</title>', {
          headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60' },
        }),
    );
    const app = Fastify();
    app.get('/*', async (request, reply) => ((await pages.serve(request, reply)) ? reply : reply.send('')));
    try {
      await app.inject('/events'); // rendered
      await app.inject('/events'); // from memory
      now += 2 * 60_000;
      await app.inject('/events'); // past fresh: served, rendered again behind
      const body = await metrics.registry.metrics();
      expect(sample(body, 'page_cache_lookups_total', { outcome: 'miss' })).toBe(1);
      expect(sample(body, 'page_cache_lookups_total', { outcome: 'hit' })).toBe(1);
      expect(sample(body, 'page_cache_lookups_total', { outcome: 'stale' })).toBe(1);
    } finally {
      await app.close();
    }
  });
});
