/**
 * A PostgreSQL session advisory lock around a piece of work, so that of several app processes only
 * one runs it at a time (the others skip). On a pool the lock must be taken and released on one
 * connection, so a connection is checked out for the duration; embedded PGlite is a single session.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, queryRows } from '#server/db/client.ts';

export type LockOutcome<T> = { acquired: true; result: T } | { acquired: false };

export async function withAdvisoryLock<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      const { rows } = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [name],
      );
      if (!rows[0]?.locked) return { acquired: false };
      try {
        return { acquired: true, result: await work() };
      } finally {
        await connection.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    } finally {
      connection.release();
    }
  }
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_lock(hashtext(${name})) as locked`,
  );
  if (!row?.locked) return { acquired: false };
  try {
    return { acquired: true, result: await work() };
  } finally {
    await db.execute(sql`select pg_advisory_unlock(hashtext(${name}))`);
  }
}
