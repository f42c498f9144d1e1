/**
 * How every staff list pages, searches and orders, in one place: `?page=&page_size=` become
 * LIMIT/OFFSET beside a count of every matching row; a search term matches literally (ILIKE with the
 * % and _ people type escaped); and newest-first lists break ties by id, so paging never shows a row
 * twice or skips one.
 */
import { desc, ilike, type InferSelectModel, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '#shared/lists/format.ts';
import type { Database } from '#server/db/client.ts';

/** The page asked for; `page` counts from 1. */
export interface PageQuery {
  page: number;
  page_size: number;
}

export type { Page };

/** A search term as a literal ILIKE pattern: % and _ typed by a person match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of `targets` contains `term` (any case); no condition for an empty term. */
export function matchesSearch(term: string, targets: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...targets.map((target) => ilike(target, pattern)));
}

/** "first last", so a search for a whole name finds the person. */
export function fullName(first: AnyPgColumn, last: AnyPgColumn): SQL {
  return sql`(${first} || ' ' || ${last})`;
}

/** Newest first; rows made in the same instant keep one order (by id) from page to page. */
export function newestFirst(at: AnyPgColumn, id: AnyPgColumn): SQL[] {
  return [desc(at), desc(id)];
}

/**
 * One page of `rows` (an ordered select made `$dynamic()`), with `total`, the count of every row the
 * list matches, shaped by `toOut`.
 */
export async function readPage<Q extends PgSelect, Out>(
  query: PageQuery,
  list: { total: PromiseLike<number>; rows: Q },
  toOut: (row: Awaited<Q>[number]) => Out,
): Promise<Page<Out>> {
  const total = await list.total;
  const rows: Awaited<Q> = await list.rows.limit(query.page_size).offset((query.page - 1) * query.page_size);
  return { count: total, page: query.page, page_size: query.page_size, results: rows.map(toOut) };
}

/** One page of a table's rows matching `where`, in `orderBy` order (whole rows, shaped by `toOut`). */
export function readTablePage<T extends PgTable, Out>(
  db: Database,
  query: PageQuery,
  list: { from: T; where: SQL | undefined; orderBy: SQL[] },
  toOut: (row: InferSelectModel<T>) => Out,
): Promise<Page<Out>> {
  const { from, where, orderBy } = list;
  const rows = db
    .select()
    .from(from as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  // A select of a generic table is typed loosely by Drizzle; its rows are whole rows of `from`.
  return readPage(query, { total: db.$count(from, where), rows }, (row) => toOut(row as InferSelectModel<T>));
}
