/**
 * Staff view of giving: the list of donations (newest first, by status, searchable), one gift in
 * detail, and the totals of paid gifts by category and by month (months in the ministry's time
 * zone): the gift net of refunds, the fee cover counted apart. Anonymous donors are replaced by "Anonymous" here, on the server, so no list, total or
 * CSV built from these answers can show who they are; erased gifts read "Erased".
 */
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import {
  ANONYMOUS_DONOR,
  type AdminDonation,
  type AdminDonationDetail,
  DONATION_TOTAL_MONTHS,
  type DonationListQuery,
  type DonationTotals,
  ERASED_DONOR,
} from '#shared/giving/admin-contract.ts';
import { DONATION_CATEGORY_CODES } from '#shared/giving/words.ts';
import { site } from '#shared/site/settings.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import { readLocale } from '#shared/i18n/locales.ts';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { matchesSearch, newestFirst, readTablePage } from '#server/db/list-query.ts';
import { donations } from '#server/db/schema/index.ts';
import { countedGiftSql, netFeeCoverCentsSql, netGiftCentsSql } from '#server/features/giving/giving.net.ts';

type DonationRow = typeof donations.$inferSelect;

/** The ministry's zone, read at each use: staff may change it in the site settings. */
const zone = () => site.timeZone;

export function toAdminDonation(row: DonationRow): AdminDonation {
  const erased = row.erasedAt !== null;
  const hidden = erased || row.isAnonymous;
  return {
    id: row.id,
    amount_cents: row.amountCents,
    fee_cover_cents: row.feeCoverCents,
    refunded_cents: row.refundedCents,
    disputed_at: row.disputedAt ? row.disputedAt.toISOString() : null,
    category: row.category,
    payment_status: row.paymentStatus,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    donor_name: erased ? ERASED_DONOR : row.isAnonymous ? ANONYMOUS_DONOR : row.name,
    donor_email: hidden ? null : row.email,
    is_anonymous: row.isAnonymous,
    erased,
    is_demo: row.isDemo,
    locale: readLocale(row.locale),
    amount_mismatch: row.mismatchFoundAt
      ? {
          stripe_amount_cents: row.mismatchAmountCents,
          stripe_currency: row.mismatchCurrency,
          found_at: row.mismatchFoundAt.toISOString(),
        }
      : null,
  };
}

/**
 * Search: a whole donation id (what a donor quotes from the thank-you message) finds that gift;
 * other terms match names and emails, but never those of anonymous or erased gifts, so a search
 * cannot tie a person to a gift they asked to keep anonymous.
 */
function donationSearch(term: string): SQL | undefined {
  if (!term) return undefined;
  if (isUuid(term)) return eq(donations.id, term.toLowerCase());
  return and(
    not(donations.isAnonymous),
    sql`${donations.erasedAt} is null`,
    matchesSearch(term, [donations.name, donations.email]),
  );
}

/** 'YYYY-MM' of an instant in the ministry's time zone. */
function ministryMonth(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone(), year: 'numeric', month: '2-digit' }).format(
    instant,
  );
}

function addMonths(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, m! - 1 + n, 1));
  return date.toISOString().slice(0, 7);
}

export function createGivingAdminService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    list(query: DonationListQuery) {
      const where = and(
        query.status ? eq(donations.paymentStatus, query.status) : undefined,
        donationSearch(query.search),
      );
      const orderBy = newestFirst(donations.createdAt, donations.id);
      return readTablePage(db, query, { from: donations, where, orderBy }, toAdminDonation);
    },

    async detail(id: string): Promise<AdminDonationDetail | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(donations).where(eq(donations.id, id));
      if (!row) return null;
      const erased = row.erasedAt !== null;
      return {
        ...toAdminDonation(row),
        contact_email: erased ? null : row.email,
        message: erased ? null : row.message,
      };
    },

    /**
     * Paid gifts of the last DONATION_TOTAL_MONTHS months (by the month they were paid in, Chicago).
     * Demo gifts are never counted (no money was given), nor wholly refunded ones.
     */
    async totals(): Promise<DonationTotals> {
      const now = clock.now();
      const lastMonth = ministryMonth(now);
      const firstMonth = addMonths(lastMonth, -(DONATION_TOTAL_MONTHS - 1));
      const months = Array.from({ length: DONATION_TOTAL_MONTHS }, (_, i) => addMonths(firstMonth, i));
      // The gift net of refunds, the fee cover apart (giving.net.ts: the statements' own rule).
      const rows = await queryRows<{
        month: string;
        category: string;
        cents: number;
        fee_cover: number;
        n: number;
      }>(
        db,
        sql`select to_char(${donations.paidAt} at time zone ${zone()}, 'YYYY-MM') as month,
                   ${donations.category} as category,
                   sum(${netGiftCentsSql})::bigint as cents,
                   sum(${netFeeCoverCentsSql})::bigint as fee_cover, count(*)::int as n
              from ${donations}
             where ${countedGiftSql}
               and ${donations.paidAt} <= ${now.toISOString()}::timestamptz
               and to_char(${donations.paidAt} at time zone ${zone()}, 'YYYY-MM') >= ${firstMonth}
             group by 1, 2`,
      );
      const [demo] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${donations}
             where ${donations.paymentStatus} = 'paid' and ${donations.isDemo}
               and ${donations.paidAt} <= ${now.toISOString()}::timestamptz
               and to_char(${donations.paidAt} at time zone ${zone()}, 'YYYY-MM') >= ${firstMonth}`,
      );
      const byMonth = new Map(months.map((month) => [month, { month, total_cents: 0, count: 0 }]));
      const byCategory = new Map(
        DONATION_CATEGORY_CODES.map((category) => [
          category as string,
          { category, total_cents: 0, fee_cover_cents: 0, count: 0 },
        ]),
      );
      let total = 0;
      let feeCover = 0;
      let gifts = 0;
      for (const row of rows) {
        const cents = Number(row.cents);
        const n = Number(row.n);
        const cover = Number(row.fee_cover);
        total += cents;
        feeCover += cover;
        gifts += n;
        const month = byMonth.get(row.month);
        if (month) {
          month.total_cents += cents;
          month.count += n;
        }
        const category = byCategory.get(row.category);
        if (category) {
          category.total_cents += cents;
          category.fee_cover_cents += cover;
          category.count += n;
        }
      }
      return {
        first_month: firstMonth,
        last_month: lastMonth,
        total_cents: total,
        fee_cover_cents: feeCover,
        gift_count: gifts,
        demo_count: Number(demo?.n ?? 0),
        by_category: [...byCategory.values()],
        by_month: [...byMonth.values()],
      };
    },
  };
}
