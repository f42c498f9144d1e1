/**
 * Prepared statements on the embedded database (enablePreparedStatements): the same answers as
 * PGlite's own query(), each SQL text prepared once, errors that leave the database usable, and
 * transactions never interleaved.
 */
import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, enablePreparedStatements } from '#server/db/pglite-statements.ts';

let plain: PGlite;
let prepared: PGlite;
let statements: { readonly prepared: number };

const SCHEMA = `
  create table gifts (
    id serial primary key,
    email text not null unique,
    amount_cents integer not null,
    anonymous boolean not null default false,
    paid_at timestamptz,
    tags text[] not null default '{}',
    details jsonb,
    rate numeric(6, 3)
  )`;

beforeEach(async () => {
  plain = await PGlite.create();
  prepared = await PGlite.create();
  statements = enablePreparedStatements(prepared);
  for (const db of [plain, prepared]) await db.exec(SCHEMA);
});
afterEach(async () => {
  await plain.close();
  await prepared.close();
});

/** Runs the same query on both databases. */
async function both(text: string, params: unknown[] = [], options?: QueryOptions) {
  return Promise.all([plain.query(text, params, options), prepared.query(text, params, options)]);
}

const preparedNames = async () =>
  (await prepared.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows;

describe('enablePreparedStatements', () => {
  it('answers exactly as PGlite does: rows, types, nulls, row counts and empty results', async () => {
    const paidAt = new Date('2026-03-08T08:30:00.000Z');
    const insert =
      'insert into gifts (email, amount_cents, anonymous, paid_at, tags, details, rate) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const values = ['ruth@example.org', 2500, true, paidAt, ['missions', 'youth'], { note: 'for Jo' }, 2.9];
    const [a, b] = await both(insert, values);
    expect(b).toEqual(a);
    expect(b.rows[0]).toMatchObject({
      paid_at: paidAt,
      tags: ['missions', 'youth'],
      details: { note: 'for Jo' },
    });
    await both(insert, ['naomi@example.org', 1000, false, null, [], null, null]);

    for (const [text, params] of [
      ['select email, amount_cents, paid_at from gifts where amount_cents > $1 order by id', [500]],
      ['select * from gifts where email = $1', ['nobody@example.org']],
      ['update gifts set anonymous = not anonymous where amount_cents >= $1', [1000]],
      ['delete from gifts where email = $1', ['naomi@example.org']],
    ] as const) {
      const [expected, actual] = await both(text, [...params]);
      expect(actual, text).toEqual(expected);
    }
    const [arrays, preparedArrays] = await both('select id, email from gifts', [], { rowMode: 'array' });
    expect(preparedArrays).toEqual(arrays);
    expect(preparedArrays.rows).toEqual([[1, 'ruth@example.org']]);
    // A query's own parsers (Drizzle keeps timestamps as text) win over the defaults.
    const ownParsers = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (text: string) => text },
    };
    const [texts, preparedTexts] = await both('select paid_at, amount_cents from gifts', [], ownParsers);
    expect(preparedTexts).toEqual(texts);
    expect(preparedTexts.rows).toEqual([['2026-03-08 08:30:00+00', 2500]]);
    // …for that query only: the next one gets a Date again.
    const [, dates] = await both('select paid_at from gifts', [], { rowMode: 'array' });
    expect(dates.rows).toEqual([[paidAt]]);
  });

  it('prepares each SQL text once and reuses it', async () => {
    const text = 'select count(*)::int as n from gifts where amount_cents > $1';
    for (let i = 0; i < 10; i += 1) await prepared.query(text, [i]);
    await prepared.query('select 1 as one');
    expect(statements.prepared).toBe(2);
    // PostgreSQL holds the two as named statements (the catalogue query is a third).
    expect((await preparedNames()).length).toBe(3);
  });

  it('rejects a broken insert with its error, stores nothing, and the next query works', async () => {
    const insert = 'insert into gifts (email, amount_cents) values ($1, $2)';
    await prepared.query(insert, ['ruth@example.org', 2500]);
    await expect(prepared.query(insert, ['ruth@example.org', 100])).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('select nonsense from', [])).rejects.toMatchObject({ code: '42601' });
    const { rows } = await prepared.query<{ amount_cents: number }>('select amount_cents from gifts');
    expect(rows).toEqual([{ amount_cents: 2500 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query("insert into gifts (email, amount_cents) values ('tx@example.org', 1)");
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = prepared.query<{ n: number }>('select count(*)::int as n from gifts');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    // Run inside the transaction, it would have counted the row the rollback removed.
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('closes the least recently used statement beyond the limit', async () => {
    for (let i = 0; i <= MAX_PREPARED_STATEMENTS + 5; i += 1) await prepared.query(`select ${i} as n`);
    expect(statements.prepared).toBe(MAX_PREPARED_STATEMENTS);
    // The limit's statements and the catalogue query itself (which then pushes one more out).
    expect((await preparedNames()).length).toBe(MAX_PREPARED_STATEMENTS);
  });

  it('prepares a statement afresh when a migration changed the columns it returns', async () => {
    await prepared.query("insert into gifts (email, amount_cents) values ('ruth@example.org', 2500)");
    const text = 'select * from gifts';
    expect(Object.keys((await prepared.query(text)).rows[0] as object)).not.toContain('note');
    await prepared.exec('alter table gifts add column note text');
    const { rows } = await prepared.query<{ note: string | null }>(text);
    expect(rows[0]!.note).toBeNull();
  });
});
