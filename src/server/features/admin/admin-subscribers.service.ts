/**
 * Staff views of subscribers and leads: paginated, searchable lists (newest first) and the
 * subscriber statistics. Read-only; the routes in admin-subscribers.routes.ts are staff-only.
 */
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type AdminListQuery,
  type DevotionalLead,
  type EmailSubscriber,
  type EventLead,
  SIGNUP_MONTHS,
  SUBSCRIBER_SOURCES,
  type SubscriberListQuery,
  type SubscriberStats,
} from '#shared/admin/subscribers-contract.ts';
import type { Clock } from '../../clock.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { devotionalLeads, emailSubscribers, eventLeads } from '../../db/schema/index.ts';

export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

/** A search term as a literal ILIKE pattern: % and _ typed by staff match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchesSearch(term: string, columns: AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

const iso = (date: Date) => date.toISOString();

export function createAdminSubscribersService({ db, clock }: { db: Database; clock: Clock }) {
  async function paginate<Row, Out>(
    query: AdminListQuery,
    table: typeof emailSubscribers | typeof devotionalLeads | typeof eventLeads,
    where: SQL | undefined,
    order: AnyPgColumn,
    toOut: (row: Row) => Out,
  ): Promise<Page<Out>> {
    const [total] = await db.select({ n: count() }).from(table).where(where);
    const rows = (await db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(order), desc(table.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)) as Row[];
    return { count: total!.n, page: query.page, page_size: query.page_size, results: rows.map(toOut) };
  }

  return {
    listEmailSubscribers(query: SubscriberListQuery): Promise<Page<EmailSubscriber>> {
      const t = emailSubscribers;
      const where = and(
        query.source ? eq(t.source, query.source) : undefined,
        matchesSearch(query.search, [t.name, t.email, t.phone]),
      );
      return paginate(query, t, where, t.subscribedAt, (row: typeof t.$inferSelect) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        source: row.source,
        interests: row.interests,
        subscribed: row.subscribed,
        verified: row.verified,
        subscribed_at: iso(row.subscribedAt),
        total_emails_sent: row.totalEmailsSent,
        total_emails_opened: row.totalEmailsOpened,
      }));
    },

    listDevotionalLeads(query: AdminListQuery): Promise<Page<DevotionalLead>> {
      const t = devotionalLeads;
      const where = matchesSearch(query.search, [t.name, t.email, t.phone, t.bookTitle]);
      return paginate(query, t, where, t.downloadedAt, (row: typeof t.$inferSelect) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        interests: row.interests,
        source: row.source,
        book_title: row.bookTitle,
        downloaded_at: iso(row.downloadedAt),
        email_verified: row.emailVerified,
        subscribed_to_newsletter: row.subscribedToNewsletter,
        ip_address: row.ipAddress,
      }));
    },

    listEventLeads(query: AdminListQuery): Promise<Page<EventLead>> {
      const t = eventLeads;
      const where = matchesSearch(query.search, [t.name, t.email, t.phone]);
      return paginate(query, t, where, t.registeredAt, (row: typeof t.$inferSelect) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        interests: row.interests,
        registered_at: iso(row.registeredAt),
        email_verified: row.emailVerified,
        subscribed_to_newsletter: row.subscribedToNewsletter,
        contacted: row.contacted,
        attended_event: row.attendedEvent,
        contact_notes: row.contactNotes,
      }));
    },

    async stats(): Promise<SubscriberStats> {
      const t = emailSubscribers;
      const [totals] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${t.subscribed})`.mapWith(Number),
          verified: sql<number>`count(*) filter (where ${t.verified})`.mapWith(Number),
          sent: sql<number>`coalesce(sum(${t.totalEmailsSent}), 0)`.mapWith(Number),
          opened: sql<number>`coalesce(sum(${t.totalEmailsOpened}), 0)`.mapWith(Number),
        })
        .from(t);
      const bySource = await db.select({ source: t.source, n: count() }).from(t).groupBy(t.source);
      const counts = new Map(bySource.map((row) => [row.source, row.n]));

      // Months are counted in UTC from the clock, so tests and servers agree on the buckets.
      const now = clock.now();
      const months = Array.from({ length: SIGNUP_MONTHS }, (_, i) => {
        const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SIGNUP_MONTHS - 1 - i), 1));
        return d.toISOString().slice(0, 7);
      });
      const monthly = await queryRows<{ month: string; n: number }>(
        db,
        sql`select to_char(date_trunc('month', ${t.subscribedAt} at time zone 'UTC'), 'YYYY-MM') as month,
                   count(*)::int as n
            from ${t}
            where ${t.subscribedAt} >= ${`${months[0]}-01T00:00:00Z`}::timestamptz
            group by 1`,
      );
      const perMonth = new Map(monthly.map((row) => [row.month, Number(row.n)]));

      return {
        total_subscribers: totals!.total,
        active_subscribers: totals!.active,
        verified_subscribers: totals!.verified,
        by_source: SUBSCRIBER_SOURCES.map((source) => ({ source, count: counts.get(source) ?? 0 })),
        total_emails_sent: totals!.sent,
        total_emails_opened: totals!.opened,
        signups_by_month: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
      };
    },
  };
}

export type AdminSubscribersService = ReturnType<typeof createAdminSubscribersService>;
