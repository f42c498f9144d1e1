/**
 * Staff views of subscribers and leads: paginated, searchable lists (newest first) and the
 * subscriber statistics. Read-only; the routes in subscribers.routes.ts are staff-only.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { AdminListQuery } from '#shared/lists/contract.ts';
import {
  type DevotionalLead,
  type EmailSubscriber,
  type EventLead,
  SIGNUP_MONTHS,
  SUBSCRIBER_SOURCES,
  type SubscriberListQuery,
  type SubscriberStats,
} from '#shared/subscribers/contract.ts';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { matchesSearch, newestFirst, type Page, readTablePage } from '#server/db/list-query.ts';
import { devotionalLeads, emailSubscribers, eventLeads } from '#server/db/schema/index.ts';

const iso = (date: Date) => date.toISOString();

export function createAdminSubscribersService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    listEmailSubscribers(query: SubscriberListQuery): Promise<Page<EmailSubscriber>> {
      const t = emailSubscribers;
      const where = and(
        query.source ? eq(t.source, query.source) : undefined,
        query.language ? eq(t.locale, query.language) : undefined,
        matchesSearch(query.search, [t.name, t.email, t.phone]),
      );
      const orderBy = newestFirst(t.subscribedAt, t.id);
      return readTablePage(db, query, { from: t, where, orderBy }, (row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        source: row.source,
        language: row.locale,
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
      const orderBy = newestFirst(t.downloadedAt, t.id);
      return readTablePage(db, query, { from: t, where, orderBy }, (row) => ({
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
      const orderBy = newestFirst(t.registeredAt, t.id);
      return readTablePage(db, query, { from: t, where, orderBy }, (row) => ({
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
