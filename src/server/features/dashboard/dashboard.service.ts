/**
 * The staff dashboard: what arrived in the last 30 days against the 30 days before (per day, for a
 * small chart), what is still open, and the next events with their seats. Days are calendar days in
 * the ministry's time zone, counted from the injected clock, so tests can pin "now". Each person
 * sees only the parts of the areas their roles may read (docs/product.md#staff-roles): no gifts for
 * Care, no prayer counts for Giving.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import {
  addDays,
  type Dashboard,
  DASHBOARD_DAYS,
  type DashboardGiftsToCheck,
  type DashboardTrend,
  GIFTS_TO_CHECK_SHOWN,
  SPAM_WINDOW_DAYS,
  seesDashboardPart,
  type DashboardPart,
} from '#shared/dashboard/contract.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { mayDo } from '#shared/staff/permissions.ts';
import { site } from '#shared/site/settings.ts';
import { ministryDay } from '#shared/events/format.ts';
import type { Clock } from '#server/clock.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { isPastSql } from '#server/features/events/events.queries.ts';
import { seatsTakenSql } from '#server/features/events/events.seats.sql.ts';
import { countedGiftSql, netGiftCentsSql } from '#server/features/giving/giving.net.ts';
import { disputedGifts } from '#server/features/giving/giving.refunds.ts';
import type { FormGuardService } from '#server/features/form-guard/form-guard.service.ts';
import {
  contactMessages,
  donations as donationsTable,
  events,
  houseChurchRegistrations,
  leaderApplications,
  prayerRequests,
} from '#server/db/schema/index.ts';

/** The ministry's zone, read at each use: staff may change it in the site settings. */
const zone = () => site.timeZone;

/** Still to come: the events screen's own rule (not past; a date still TBD always is). */
const upcomingSql = (now: Date) => not(isPastSql(now));

interface DayRow {
  day: string;
  n: number;
  total: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

export interface AdminDashboardDeps {
  db: Database;
  clock: Clock;
  /** Where the posts turned away by the public forms are counted. */
  formGuard: Pick<FormGuardService, 'countSince' | 'countByFormSince'>;
  /** False without SMTP: emails wait in the outbox (docs/product.md#dashboard). */
  emailSetUp: boolean;
  /** How many documents and records still lack their Spanish (content.translation-status.ts). */
  needsTranslation?: () => Promise<number>;
}

export function createAdminDashboardService({
  db,
  clock,
  formGuard,
  emailSetUp,
  needsTranslation,
}: AdminDashboardDeps) {
  /** Gifts whose Stripe amount differed from theirs and that are still unpaid here (giving.service.ts). */
  async function giftsToCheck(): Promise<DashboardGiftsToCheck> {
    const unresolved = and(
      isNotNull(donationsTable.mismatchFoundAt),
      ne(donationsTable.paymentStatus, 'paid'),
    );
    const [total] = await db.select({ n: count() }).from(donationsTable).where(unresolved);
    const rows = await db
      .select()
      .from(donationsTable)
      .where(unresolved)
      .orderBy(desc(donationsTable.mismatchFoundAt), asc(donationsTable.id))
      .limit(GIFTS_TO_CHECK_SHOWN);
    return {
      count: total?.n ?? 0,
      gifts: rows.map((row) => ({
        id: row.id,
        amount_cents: row.amountCents,
        mismatch: {
          stripe_amount_cents: row.mismatchAmountCents,
          stripe_currency: row.mismatchCurrency,
          found_at: row.mismatchFoundAt!.toISOString(),
        },
      })),
    };
  }

  /**
   * Rows per ministry day between `first` and `last` (inclusive) and not after `now`: their number
   * and the sum of `value` (seats, cents). `at` is the row's moment; `from` and `where` select rows.
   */
  async function perDay(
    at: SQL,
    from: SQL,
    where: SQL | undefined,
    first: string,
    last: string,
    now: Date,
    value: SQL = sql`1`,
  ): Promise<Map<string, DayRow>> {
    const local = sql`(${at} at time zone ${zone()})`;
    const rows = await queryRows<DayRow>(
      db,
      sql`select to_char(${local}, 'YYYY-MM-DD') as day, count(*)::int as n, coalesce(sum(${value}), 0)::int as total
            from ${from}
           where ${local}::date between ${first}::date and ${last}::date
             and ${at} <= ${now.toISOString()}::timestamptz
             ${where ? sql`and ${where}` : sql``}
           group by 1`,
    );
    return new Map(
      rows.map((row) => [row.day, { day: row.day, n: Number(row.n), total: Number(row.total) }]),
    );
  }

  return {
    async dashboard(roles: readonly StaffRole[]): Promise<Dashboard> {
      const sends = (part: DashboardPart) => seesDashboardPart(roles, part);
      const now = clock.now();
      const today = ministryDay(now);
      const windowStart = addDays(today, -(DASHBOARD_DAYS - 1));
      const previousStart = addDays(windowStart, -DASHBOARD_DAYS);
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(windowStart, i));

      /** The trend of a per-day map; `pick` chooses the count or the summed value. */
      function trend(
        map: Map<string, DayRow>,
        pick: (row: DayRow) => number = (row) => row.n,
      ): DashboardTrend {
        let current = 0;
        let previous = 0;
        for (const row of map.values()) {
          if (row.day >= windowStart) current += pick(row);
          else previous += pick(row);
        }
        return { current, previous, daily: days.map((day) => (map.get(day) ? pick(map.get(day)!) : 0)) };
      }
      const range = (at: SQL, from: SQL, where?: SQL, value?: SQL) =>
        perDay(at, from, where, previousStart, today, now, value);

      const upcoming = upcomingSql(now);
      const [
        subscribers,
        devotional,
        eventLeadRows,
        rsvps,
        donations,
        demoGifts,
        prayers,
        messages,
        joins,
        applications,
      ] = await Promise.all([
        range(sql`subscribed_at`, sql`email_subscribers`),
        range(sql`created_at`, sql`devotional_leads`),
        range(sql`registered_at`, sql`event_leads`),
        // Seats reserved on events that are still to come (declined answers take none).
        range(
          sql`r.created_at`,
          sql`event_rsvps r join events on events.id = r.event_id`,
          sql`r.attending and ${upcoming}`,
          sql`r.guests`,
        ),
        // The gift net of refunds, without the fee cover; demo gifts moved no money (giving.net.ts).
        range(sql`paid_at`, sql`donations`, countedGiftSql, netGiftCentsSql),
        // Demo gifts, counted apart so the card says they exist rather than show $0.00 alone.
        range(sql`paid_at`, sql`donations`, sql`payment_status = 'paid' and is_demo`),
        range(sql`created_at`, sql`prayer_requests`),
        range(sql`created_at`, sql`contact_messages`),
        range(sql`created_at`, sql`house_church_registrations`),
        range(sql`created_at`, sql`leader_applications`),
      ]);

      const [open] = await db
        .select({
          prayers:
            sql<number>`(select count(*) from ${prayerRequests} where ${isNull(prayerRequests.handledAt)})`.mapWith(
              Number,
            ),
          messages:
            sql<number>`(select count(*) from ${contactMessages} where ${isNull(contactMessages.handledAt)})`.mapWith(
              Number,
            ),
          joins:
            sql<number>`(select count(*) from ${houseChurchRegistrations} where ${eq(houseChurchRegistrations.status, 'pending')})`.mapWith(
              Number,
            ),
          applications:
            sql<number>`(select count(*) from ${leaderApplications} where ${inArray(leaderApplications.status, ['received', 'reviewing'])})`.mapWith(
              Number,
            ),
          upcomingSeats:
            sql<number>`(select coalesce(sum(${seatsTakenSql()}), 0) from events where ${upcoming})`.mapWith(
              Number,
            ),
        })
        .from(sql`(select 1) as one`);

      const nextEvents = await db
        .select({
          id: events.id,
          title: events.title,
          date: events.date,
          dateTbd: events.dateTbd,
          rsvpLimit: events.rsvpLimit,
          seats: seatsTakenSql(),
        })
        .from(events)
        .where(upcoming)
        .orderBy(asc(events.date), asc(events.id))
        .limit(3);

      /** The form protection covers every form of the site: the administrators' concern. */
      async function spamTurnedAway() {
        const spamSince = new Date(now.getTime() - SPAM_WINDOW_DAYS * DAY_MS);
        const [week, byForm] = await Promise.all([
          formGuard.countSince(spamSince),
          formGuard.countByFormSince(spamSince),
        ]);
        return { week, by_form: byForm };
      }

      // Leads of the areas read: devotional leads are Communications', event leads Events'.
      const leadTrends = [
        ...(mayDo(roles, 'communications', 'read') ? [trend(devotional)] : []),
        ...(mayDo(roles, 'events', 'read') ? [trend(eventLeadRows)] : []),
      ];
      const donationCounts = trend(donations);
      const donationAmounts = trend(donations, (row) => row.total);
      return {
        window_start: windowStart,
        window_end: today,
        email_set_up: emailSetUp,
        ...(sends('subscribers') ? { subscribers: trend(subscribers) } : {}),
        ...(sends('leads') && leadTrends.length > 0
          ? {
              leads: {
                current: sum(leadTrends.map((part) => part.current)),
                previous: sum(leadTrends.map((part) => part.previous)),
                daily: days.map((_, i) => sum(leadTrends.map((part) => part.daily[i]!))),
              },
            }
          : {}),
        ...(sends('rsvps')
          ? {
              rsvps: { ...trend(rsvps, (row) => row.total), upcoming_seats: open!.upcomingSeats },
              upcoming_events: nextEvents.map((row) => ({
                id: row.id,
                title: row.title,
                date: row.date.toISOString(),
                date_tbd: row.dateTbd,
                seats_taken: row.seats,
                capacity: row.rsvpLimit,
              })),
            }
          : {}),
        ...(sends('donations')
          ? {
              donations: {
                ...donationCounts,
                amount_cents: donationAmounts.current,
                previous_amount_cents: donationAmounts.previous,
                daily_amount_cents: donationAmounts.daily,
                demo_count: trend(demoGifts).current,
              },
              gifts_to_check: await giftsToCheck(),
              disputed_gifts: await disputedGifts(db, clock),
            }
          : {}),
        ...(sends('prayer_requests')
          ? {
              prayer_requests: { ...trend(prayers), open: open!.prayers },
              messages: { ...trend(messages), open: open!.messages },
              join_requests: { ...trend(joins), open: open!.joins },
              applications: { ...trend(applications), open: open!.applications },
            }
          : {}),
        ...(sends('spam_turned_away') ? { spam_turned_away: await spamTurnedAway() } : {}),
        ...(sends('needs_translation') && needsTranslation
          ? { needs_translation: { count: await needsTranslation() } }
          : {}),
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
