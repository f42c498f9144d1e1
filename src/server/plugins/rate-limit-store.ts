/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so every app process on one
 * database counts the same requests: three processes allow a client the limit, not three times it.
 * A window starts at a client's first request, on the database's clock (processes whose clocks drift
 * still agree); one statement per request, an upsert that returns the new count. Ended windows are
 * deleted by whichever process gets to it, each at most once a minute.
 */
import crypto from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { rateLimitHits } from '#server/db/schema/index.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit really passes to `child()`: the route's merged settings. */
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { url?: string; method?: string | string[] };
};

export interface DatabaseRateLimitStoreOptions {
  db: Database;
  /** Client keys are IP addresses: they are stored as an HMAC under this secret, never readable. */
  keySecret: string;
  /** How often a process deletes expired windows. */
  cleanupEveryMs?: number;
  onError?: (error: unknown) => void;
}

const CLEANUP_EVERY_MS = 60_000;

export function createDatabaseRateLimitStore(options: DatabaseRateLimitStoreOptions) {
  const { db, keySecret } = options;
  const cleanupEveryMs = options.cleanupEveryMs ?? CLEANUP_EVERY_MS;
  let lastCleanup = 0;

  function storedKey(scope: string, clientKey: string): string {
    return crypto.createHmac('sha256', keySecret).update(`${scope}\n${clientKey}`).digest('base64url');
  }

  /**
   * One statement: a new key, or one whose window has ended, starts a window at this request (as the
   * memory store does, so a limit of 5 in 15 minutes never allows 10 across a boundary); otherwise
   * the count goes up. Answers the count and the milliseconds left in the window.
   */
  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`
      insert into ${rateLimitHits} as h (key, window_start, window_end, hits)
      values (${key}, statement_timestamp(), statement_timestamp() + ${windowMs} * interval '1 millisecond', 1)
      on conflict (key) do update set
        hits = case when h.window_end <= excluded.window_start then 1 else h.hits + 1 end,
        window_start = case when h.window_end <= excluded.window_start
                            then excluded.window_start else h.window_start end,
        window_end = case when h.window_end <= excluded.window_start
                          then excluded.window_end else h.window_end end
      returning h.hits,
                greatest(0, ceil(extract(epoch from (h.window_end - statement_timestamp())) * 1000))::int as ttl`,
    );
    return { current: row!.hits, ttl: row!.ttl };
  }

  async function peek(key: string): Promise<{ current: number; ttl: number }> {
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`
      select hits, greatest(0, ceil(extract(epoch from (window_end - statement_timestamp())) * 1000))::int as ttl
        from ${rateLimitHits}
       where key = ${key} and window_end > statement_timestamp()`,
    );
    return row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 };
  }

  /** Deletes the windows that have ended; cheap on the window_end index. */
  async function deleteExpired(): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (delete from ${rateLimitHits} where window_end < statement_timestamp() returning 1)
          select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  }

  function cleanUpNowAndThen() {
    const now = Date.now();
    if (now - lastCleanup < cleanupEveryMs) return;
    lastCleanup = now;
    deleteExpired().catch((error: unknown) => options.onError?.(error));
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin builds the global store with its settings (unused here); `child` passes a scope. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(clientKey: string, callback: Callback, timeWindow: number): void {
      cleanUpNowAndThen();
      hit(storedKey(this.scope, clientKey), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(clientKey: string, callback: Callback): void {
      peek(storedKey(this.scope, clientKey)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** A route with its own limit counts apart from the others, as the memory store does. */
    child(params: RouteParams): DatabaseRateLimitStore {
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(`${method} ${params.routeInfo?.url ?? ''}`);
    }
  }

  return { Store: DatabaseRateLimitStore, deleteExpired };
}
