/**
 * The audit log's store (docs/product.md#audit-log): `record` writes one entry by the site's clock,
 * `list` reads newest first with the screen's filters, `filterOptions` gives the people and areas
 * to filter by. Nothing here changes or deletes an entry: only the retention job deletes, and the
 * database refuses every other change (migration 0013).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, AuditFilterOptions, AuditListQuery } from '#shared/audit/contract.ts';
import { auditEntryText } from '#shared/audit/entry-text.ts';
import type { Page } from '#shared/lists/format.ts';
import { site } from '#shared/site/settings.ts';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { matchesSearch, newestFirst, readTablePage } from '#server/db/list-query.ts';
import { staffAuditLog } from '#server/db/schema/index.ts';
import { keptRecordName, peopleNamed } from '#server/features/audit/audit.record-names.ts';

export interface AuditEntryInput {
  userId: string | null;
  username: string | null;
  ip: string | null;
  area: string;
  action: string;
  entity?: string | null;
  entityId?: string | null;
  /** The record's own name, never a person's (audit.record-names.ts). */
  recordName?: string | null;
  changedFields?: string[];
  summary?: string;
  route?: string | null;
}

/** Anything longer is cut: an entry describes, it never carries a payload. */
const MAX_TEXT = 200;
const cut = (value: string | null | undefined) => (value == null ? null : value.slice(0, MAX_TEXT));

type AuditRow = typeof staffAuditLog.$inferSelect;

/** The entry as staff read it; `people` are the names of the records still held (audit.record-names.ts). */
function toEntry(row: AuditRow, people: ReadonlyMap<string, string>): AuditEntry {
  const person = row.entity && row.entityId ? (people.get(`${row.entity}:${row.entityId}`) ?? null) : null;
  return {
    ...auditEntryText(row, { name: row.recordName, person }),
    id: row.id,
    at: row.at.toISOString(),
    user_id: row.userId,
    username: row.username,
    ip: row.ip,
    area: row.area,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    summary: row.summary,
  };
}

/** A day 'YYYY-MM-DD' of the site's time zone, at its first instant. */
const startOfSiteDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${site.timeZone})`;

function auditFilter(query: AuditListQuery): SQL | undefined {
  return and(
    query.user_id ? eq(staffAuditLog.userId, query.user_id) : undefined,
    query.area ? eq(staffAuditLog.area, query.area) : undefined,
    query.from ? sql`${staffAuditLog.at} >= ${startOfSiteDay(query.from)}` : undefined,
    query.to ? sql`${staffAuditLog.at} < ${startOfSiteDay(query.to, 1)}` : undefined,
    matchesSearch(query.search, [
      staffAuditLog.username,
      staffAuditLog.entityId,
      staffAuditLog.summary,
      staffAuditLog.recordName,
      staffAuditLog.ip,
    ]),
  );
}

export function createAuditService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async record(entry: AuditEntryInput): Promise<void> {
      await db.insert(staffAuditLog).values({
        at: clock.now(),
        userId: entry.userId,
        username: cut(entry.username),
        ip: cut(entry.ip),
        area: cut(entry.area)!,
        action: cut(entry.action)!,
        entity: cut(entry.entity),
        entityId: cut(entry.entityId),
        recordName: cut(entry.recordName),
        changedFields: entry.changedFields ?? [],
        summary: cut(entry.summary) ?? '',
        route: cut(entry.route),
      });
    },

    async list(query: AuditListQuery): Promise<Page<AuditEntry>> {
      const orderBy = newestFirst(staffAuditLog.at, staffAuditLog.id);
      const page = await readTablePage(
        db,
        query,
        { from: staffAuditLog, where: auditFilter(query), orderBy },
        (row) => row,
      );
      const people = await peopleNamed(
        db,
        page.results.map((row) => ({ entity: row.entity, entity_id: row.entityId })),
      );
      return { ...page, results: page.results.map((row) => toEntry(row, people)) };
    },

    /** The record's own name to keep in an entry (never a person's), or null. */
    recordNameOf(entity: string | null, id: string | null): Promise<string | null> {
      return keptRecordName(db, entity, id);
    },

    /** Everyone with an entry (by their latest name) and every area with one. */
    async filterOptions(): Promise<AuditFilterOptions> {
      const people = await queryRows<{ user_id: string; username: string }>(
        db,
        sql`select user_id::text as user_id, username from (
              select distinct on (user_id) user_id, username from ${staffAuditLog}
               where user_id is not null and username is not null
               order by user_id, at desc, id desc) latest
             order by lower(username)`,
      );
      const areas = await queryRows<{ area: string }>(
        db,
        sql`select distinct area from ${staffAuditLog} order by area`,
      );
      return { people, areas: areas.map((row) => row.area) };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
