/**
 * Load from this process with autocannon (32 connections, 10 s, loopback), as a browser would ask:
 * compressed, one request at a time per connection.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '#tests/e2e/env.ts';
import { getJson, staffCookie } from '#scripts/bench/site.ts';

export const CONNECTIONS = 32;
export const DURATION_SECONDS = 10;

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx/304, plus connection errors and timeouts: all should be 0. */
  failures: number;
  /** Bytes received per response, on average (compressed when the route compresses). */
  bytesPerResponse: number;
}

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9' };

async function run(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
    headers: { ...BROWSER_HEADERS, ...options.headers },
  });
  const completed = result.requests.total;
  return {
    name,
    path: new URL(options.url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: completed,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerResponse: completed > 0 ? Math.round(result.throughput.total / completed) : 0,
  };
}

export async function loadRoute(name: string, url: string): Promise<LoadResult> {
  // A short warm-up so the first render and cache fill are not in the measurement.
  await autocannon({ url, connections: 4, amount: 200, headers: BROWSER_HEADERS });
  return run(name, { url });
}

/**
 * The ceiling: a bare Node `http` server (its own process, like the site) answering every request
 * with the home page's own compressed bytes and nothing else.
 */
export async function loadCeiling(siteUrl: string, workDir: string): Promise<LoadResult> {
  // node:http, not fetch: fetch would decode the body, and the ceiling sends it compressed.
  const raw = await new Promise<Buffer>((resolve, reject) => {
    http
      .get(`${siteUrl}/`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        if (response.statusCode !== 200 || response.headers['content-encoding'] !== 'br') {
          reject(new Error(`The home page answered ${response.statusCode} without brotli.`));
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
  const bodyFile = path.join(workDir, 'home.html.br');
  fs.writeFileSync(bodyFile, raw);
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.ts'), [String(port), bodyFile], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`The ceiling server exited with ${code}.`)));
  });
  try {
    return await loadRoute('bare Node http (ceiling)', `http://127.0.0.1:${port}/`);
  } finally {
    child.kill('SIGTERM');
  }
}

export interface RsvpLoadResult extends LoadResult {
  eventId: number;
  /** What the event reports as taken, and the sum of guests over its attending RSVPs. */
  seatsTaken: number;
  sumOfAcceptedGuests: number;
  /** Guests in the answers the benchmark saw accepted (in-flight ones at the end are not seen). */
  guestsSeenAccepted: number;
  attendingRsvps: number;
  consistent: boolean;
}

interface EventSummary {
  id: number;
  accepts_rsvp: boolean;
  is_past: boolean;
  date_tbd: boolean;
  rsvp_limit: number | null;
  rsvp_count: number;
}

/**
 * RSVPs with unique emails and 1–4 guests on an upcoming event with room (no seat limit), then a
 * check that the seats the event reports equal the guests of the RSVPs it accepted.
 */
export async function loadRsvp(siteUrl: string): Promise<RsvpLoadResult> {
  const events = await getJson<EventSummary[]>(`${siteUrl}/api/events/`);
  const event = events.find((e) => e.accepts_rsvp && !e.is_past && e.rsvp_limit === null);
  if (!event) throw new Error('The demo content has no upcoming event without a seat limit.');
  let sequence = 0;
  let guestsSeenAccepted = 0;
  const rsvpPath = `/api/events/${event.id}/rsvp/`;
  const result = await run('RSVP (POST)', {
    url: `${siteUrl}${rsvpPath}`,
    headers: { 'content-type': 'application/json', origin: siteUrl },
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          sequence += 1;
          const guests = (sequence % 4) + 1;
          (context as { guests?: number }).guests = guests;
          return {
            ...request,
            body: JSON.stringify({
              name: `Bench Guest ${sequence}`,
              email: `bench-${sequence}@example.org`,
              guests,
              attending: true,
            }),
          };
        },
        onResponse(status, _body, context) {
          if (status === 201 || status === 200)
            guestsSeenAccepted += Number((context as { guests?: number }).guests);
        },
      },
    ],
  });
  const cookie = await staffCookie(siteUrl);
  const attendees = await getJson<Array<{ guests: number; attending: boolean }>>(
    `${siteUrl}/api/events/${event.id}/attendees/`,
    { cookie },
  );
  const after = await getJson<EventSummary>(`${siteUrl}/api/events/${event.id}/`);
  const attending = attendees.filter((a) => a.attending);
  const sumOfAcceptedGuests = attending.reduce((sum, a) => sum + a.guests, 0);
  const seatsBefore = event.rsvp_count;
  return {
    ...result,
    path: rsvpPath,
    eventId: event.id,
    seatsTaken: after.rsvp_count,
    sumOfAcceptedGuests,
    guestsSeenAccepted,
    attendingRsvps: attending.length,
    consistent:
      after.rsvp_count === sumOfAcceptedGuests && sumOfAcceptedGuests - seatsBefore >= guestsSeenAccepted,
  };
}
