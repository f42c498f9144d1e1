/**
 * A recurring series shows as its next date (docs/product.md#events): of a series' dates still to come,
 * only the first one not cancelled is listed; its past dates stay in the past list. One-off events are
 * untouched. Lists are filtered here only.
 */
import { type SQL, sql } from 'drizzle-orm';
import { events } from '#server/db/schema/index.ts';

/** `isPast`: the outer row is past (events.queries.ts's isPastSql, passed in to keep imports one-way). */
export function seriesShownAsNextDateSql(now: Date, isPast: SQL): SQL {
  const at = now.toISOString();
  return sql`(${events.seriesId} is null or ${isPast} or ${events.id} = (
    select next_date.id from events next_date
    where next_date.series_id = ${events.seriesId} and next_date.cancelled_at is null
      and coalesce(next_date.end_date, next_date.date) >= ${at}::timestamptz
    order by next_date.date, next_date.id limit 1))`;
}
