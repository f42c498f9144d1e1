/**
 * Staff view of recurring gifts (docs/product.md#recurring-gifts-admin): the list (by status, all
 * but never-started ones by default, searchable), one gift with its charges and its history, and
 * the monthly recurring total by category. Donors are hidden as on the Donations screen: anonymous
 * gifts read "Anonymous" and erased ones "Erased", on the server.
 */
import { and, asc, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { ANONYMOUS_DONOR, ERASED_DONOR } from '#shared/giving/admin-contract.ts';
import { DONATION_CATEGORY_CODES } from '#shared/giving/words.ts';
import {
  type AdminRecurringGift,
  type AdminRecurringGiftDetail,
  monthlyEquivalentCents,
  RECURRING_LIST_STATUSES,
  type RecurringListQuery,
  type RecurringTotals,
} from '#shared/giving/recurring-admin-contract.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Database } from '#server/db/client.ts';
import { matchesSearch, newestFirst, readPage } from '#server/db/list-query.ts';
import { donations, recurringGiftChanges, recurringGifts } from '#server/db/schema/index.ts';

type GiftRow = typeof recurringGifts.$inferSelect;

/**
 * When the gift's last charge was paid (null before the first). Written out with its table names:
 * Drizzle leaves columns unqualified in a one-table select, which would make the ids ambiguous here.
 */
const lastChargeAt = sql<Date | string | null>`(select max(charge.paid_at) from donations charge
  where charge.recurring_gift_id = recurring_gifts.id and charge.payment_status = 'paid')`;

export function toAdminRecurringGift(row: GiftRow, lastCharge: Date | string | null): AdminRecurringGift {
  const erased = row.erasedAt !== null;
  return {
    id: row.id,
    donor_name: erased ? ERASED_DONOR : row.isAnonymous ? ANONYMOUS_DONOR : row.name,
    donor_email: erased || row.isAnonymous ? null : row.email,
    is_anonymous: row.isAnonymous,
    erased,
    is_demo: row.isDemo,
    amount_cents: row.amountCents,
    fee_cover_cents: row.feeCoverCents,
    interval: row.interval,
    category: row.category,
    status: row.status,
    started_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    last_charge_at: lastCharge === null ? null : new Date(lastCharge).toISOString(),
  };
}

/** Names and emails match, but never those of anonymous or erased gifts (as for donations). */
function giftSearch(term: string): SQL | undefined {
  if (!term) return undefined;
  if (isUuid(term)) return eq(recurringGifts.id, term.toLowerCase());
  return and(
    not(recurringGifts.isAnonymous),
    sql`${recurringGifts.erasedAt} is null`,
    matchesSearch(term, [recurringGifts.name, recurringGifts.email]),
  );
}

export function createRecurringAdminService({ db }: { db: Database }) {
  return {
    list(query: RecurringListQuery) {
      const where = and(
        query.status
          ? eq(recurringGifts.status, query.status)
          : inArray(recurringGifts.status, [...RECURRING_LIST_STATUSES]),
        giftSearch(query.search),
      );
      const rows = db
        .select({ gift: recurringGifts, lastCharge: lastChargeAt })
        .from(recurringGifts)
        .where(where)
        .orderBy(...newestFirst(recurringGifts.createdAt, recurringGifts.id))
        .$dynamic();
      return readPage(query, { total: db.$count(recurringGifts, where), rows }, (row) =>
        toAdminRecurringGift(row.gift, row.lastCharge),
      );
    },

    async detail(id: string): Promise<AdminRecurringGiftDetail | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ gift: recurringGifts, lastCharge: lastChargeAt })
        .from(recurringGifts)
        .where(eq(recurringGifts.id, id));
      if (!row) return null;
      const charges = await db
        .select()
        .from(donations)
        .where(eq(donations.recurringGiftId, id))
        .orderBy(desc(donations.createdAt), desc(donations.id));
      const changes = await db
        .select()
        .from(recurringGiftChanges)
        .where(eq(recurringGiftChanges.recurringGiftId, id))
        .orderBy(asc(recurringGiftChanges.at), asc(recurringGiftChanges.id));
      return {
        ...toAdminRecurringGift(row.gift, row.lastCharge),
        charges: charges.map((charge) => ({
          id: charge.id,
          created_at: charge.createdAt.toISOString(),
          paid_at: charge.paidAt ? charge.paidAt.toISOString() : null,
          amount_cents: charge.amountCents,
          fee_cover_cents: charge.feeCoverCents,
          refunded_cents: charge.refundedCents,
          payment_status: charge.paymentStatus,
          disputed: charge.disputedAt !== null,
        })),
        changes: changes.map((change) => ({
          at: change.at.toISOString(),
          status: change.status,
          amount_cents: change.amountCents,
          fee_cover_cents: change.feeCoverCents,
          category: change.category,
          source: change.source,
        })),
      };
    },

    /** What active, real gifts bring in a month, by category: the gift only, never the fee cover. */
    async totals(): Promise<RecurringTotals> {
      const rows = await db
        .select({
          category: recurringGifts.category,
          interval: recurringGifts.interval,
          cents: sql<string>`sum(${recurringGifts.amountCents})`,
          n: sql<string>`count(*)`,
        })
        .from(recurringGifts)
        .where(and(eq(recurringGifts.status, 'active'), not(recurringGifts.isDemo)))
        .groupBy(recurringGifts.category, recurringGifts.interval);
      const byCategory = new Map(
        DONATION_CATEGORY_CODES.map((category) => [category as string, { exact: 0, count: 0 }]),
      );
      for (const row of rows) {
        const entry = byCategory.get(row.category);
        if (!entry) continue;
        entry.exact += monthlyEquivalentCents(Number(row.cents), row.interval);
        entry.count += Number(row.n);
      }
      const by_category = [...byCategory].map(([category, { exact, count }]) => ({
        category,
        monthly_cents: Math.round(exact),
        count,
      }));
      return {
        monthly_cents: Math.round([...byCategory.values()].reduce((sum, entry) => sum + entry.exact, 0)),
        gift_count: by_category.reduce((sum, entry) => sum + entry.count, 0),
        by_category,
      };
    },
  };
}

export type RecurringAdminService = ReturnType<typeof createRecurringAdminService>;
