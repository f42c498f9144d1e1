/**
 * The staff inbox: contact messages and prayer requests (newest first, searchable, open / handled /
 * all, each markable handled or reopened) and Bible study sign-ups. Staff-only through the routes in
 * outreach.admin.routes.ts. Nothing here logs a record: prayer requests are private.
 */
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  BibleStudySignup,
  ContactMessage,
  OutreachListQuery,
  PrayerRequest,
} from '#shared/outreach/admin-contract.ts';
import type { AdminListQuery } from '#shared/lists/contract.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { matchesSearch, newestFirst, type Page, readTablePage } from '#server/db/list-query.ts';
import { bibleStudySignups, contactMessages, prayerRequests } from '#server/db/schema/index.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function statusFilter(status: OutreachListQuery['status'], handledAt: AnyPgColumn): SQL | undefined {
  if (status === 'open') return isNull(handledAt);
  if (status === 'handled') return isNotNull(handledAt);
  return undefined;
}

const toMessage = (row: typeof contactMessages.$inferSelect): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  created_at: iso(row.createdAt),
  handled_at: isoOrNull(row.handledAt),
});

const toPrayer = (row: typeof prayerRequests.$inferSelect): PrayerRequest => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  request: row.request,
  is_private: row.isPrivate,
  locale: row.locale,
  created_at: iso(row.createdAt),
  handled_at: isoOrNull(row.handledAt),
});

const toSignup = (row: typeof bibleStudySignups.$inferSelect): BibleStudySignup => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  interests: row.interests,
  notifications_enabled: row.notificationsEnabled,
  devotional_choice: row.devotionalChoice,
  locale: row.locale,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export function createOutreachAdminService({ db, clock }: { db: Database; clock: Clock }) {
  /** Idempotent handling: a record already handled keeps the time it was first handled. */
  const handledNowOrBefore = (handledAt: AnyPgColumn) =>
    sql`coalesce(${handledAt}, ${clock.now().toISOString()}::timestamptz)`;

  return {
    listMessages(query: OutreachListQuery): Promise<Page<ContactMessage>> {
      const t = contactMessages;
      const where = and(
        statusFilter(query.status, t.handledAt),
        matchesSearch(query.search, [t.name, t.email, t.subject, t.message]),
      );
      return readTablePage(db, query, { from: t, where, orderBy: newestFirst(t.createdAt, t.id) }, toMessage);
    },

    async getMessage(id: string): Promise<ContactMessage | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ? toMessage(row) : null;
    },

    async setMessageHandled(id: string, handled: boolean): Promise<ContactMessage | null> {
      if (!isUuid(id)) return null;
      const t = contactMessages;
      const [row] = await db
        .update(t)
        .set({ handledAt: handled ? handledNowOrBefore(t.handledAt) : null })
        .where(eq(t.id, id))
        .returning();
      return row ? toMessage(row) : null;
    },

    listPrayerRequests(query: OutreachListQuery): Promise<Page<PrayerRequest>> {
      const t = prayerRequests;
      const where = and(
        statusFilter(query.status, t.handledAt),
        matchesSearch(query.search, [t.name, t.email, t.phone, t.request]),
      );
      return readTablePage(db, query, { from: t, where, orderBy: newestFirst(t.createdAt, t.id) }, toPrayer);
    },

    async getPrayerRequest(id: string): Promise<PrayerRequest | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(prayerRequests).where(eq(prayerRequests.id, id));
      return row ? toPrayer(row) : null;
    },

    async setPrayerHandled(id: string, handled: boolean): Promise<PrayerRequest | null> {
      if (!isUuid(id)) return null;
      const t = prayerRequests;
      const [row] = await db
        .update(t)
        .set({ handledAt: handled ? handledNowOrBefore(t.handledAt) : null })
        .where(eq(t.id, id))
        .returning();
      return row ? toPrayer(row) : null;
    },

    listBibleStudySignups(query: AdminListQuery): Promise<Page<BibleStudySignup>> {
      const t = bibleStudySignups;
      const where = matchesSearch(query.search, [t.name, t.email, t.phone, t.interests]);
      return readTablePage(db, query, { from: t, where, orderBy: newestFirst(t.createdAt, t.id) }, toSignup);
    },
  };
}

export type OutreachAdminService = ReturnType<typeof createOutreachAdminService>;
