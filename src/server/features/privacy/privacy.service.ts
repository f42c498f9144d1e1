/**
 * Privacy requests for one email address (docs/product.md#privacy-export-and-erasure): what is held,
 * an export of all of it, and an erasure in one transaction. Every export and erasure is written to
 * privacy_log under a keyed hash of the address (never the address), and one app log line without it.
 *
 * Decisions:
 * - Donations stay for the accounts: name becomes 'Erased' (the column is NOT NULL), email becomes
 *   '' (so no later lookup matches it), message is removed, erased_at is set; amount, category,
 *   status and dates are kept.
 * - The outbox: every email to the address, and every email quoting it (staff notifications), is
 *   deleted whatever its status; keeping a sent row with a blank body would still keep the address.
 * - The export leaves out internal keys: unsubscribe tokens, Stripe ids, mail headers (they carry
 *   unsubscribe tokens), attachment bytes (our own PDFs; their names are listed), retry bookkeeping.
 * - An erasure that finds nothing is answered as such and not logged (nothing was erased).
 * - Applications naming the person as a reference belong to the applicant and are left alone.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ERASED_DONOR_NAME,
  PRIVACY_KINDS,
  PRIVACY_LOG_PAGE_SIZE,
  PRIVACY_WORDS,
  type PrivacyCounts,
  type PrivacyEraseAnswer,
  type PrivacyLogEntry,
  type PrivacyLogPage,
  type PrivacyLookupAnswer,
  totalOf,
} from '#shared/privacy/contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { newestFirst, readTablePage } from '#server/db/list-query.ts';
import {
  donations,
  donorSessions,
  donorSignInLinks,
  emailOutbox,
  eventRsvps,
  eventWaitlist,
  events,
  houseChurches,
  houseChurchRegistrations,
  privacyLog,
  recurringGifts,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import {
  EXPORT_OMITS,
  emailIs,
  exportedRecipient,
  exportRow,
  outboxMatches,
  PERSON_TABLES,
} from '#server/features/privacy/privacy.records.ts';

export interface PrivacyServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The server secret the address hash is keyed with (SESSION_SECRET). */
  secret: string | undefined;
  /** Cancels the address's running recurring gifts (at Stripe for real ones); how many. */
  cancelRecurringGifts?: (email: string) => Promise<number>;
  /** Offers the seats an erasure freed to those waiting at these events (the waitlist's rule). */
  offerFreedSeats?: (eventIds: number[]) => Promise<void>;
}

const PERSON_KINDS = Object.keys(PERSON_TABLES) as (keyof typeof PERSON_TABLES)[];

const zeroCounts = (): PrivacyCounts =>
  Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, 0])) as PrivacyCounts;

/** Only the kinds that had rows: what privacy_log keeps. */
const nonZero = (counts: PrivacyCounts) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)) as Partial<PrivacyCounts>;

function toLogEntry(row: typeof privacyLog.$inferSelect): PrivacyLogEntry {
  return {
    id: row.id,
    action: row.action,
    staff_username: row.staffUsername,
    counts: row.counts,
    created_at: row.createdAt.toISOString(),
  };
}

export function createPrivacyService({
  db,
  clock,
  log,
  secret,
  cancelRecurringGifts,
  offerFreedSeats,
}: PrivacyServiceDeps) {
  /**
   * HMAC-SHA256 of the lower-cased address under a key derived from the server secret (a separate
   * purpose from cookie signing). Without the secret the hash cannot be recomputed from a guess.
   */
  function emailHash(key: string): string {
    if (!secret) throw new Error('SESSION_SECRET is required to key the privacy log');
    const purposeKey = crypto.createHmac('sha256', secret).update('privacy-log-email-hash').digest();
    return crypto.createHmac('sha256', purposeKey).update(key).digest('hex');
  }

  async function countsFor(executor: Executor, key: string): Promise<PrivacyCounts> {
    const counts = zeroCounts();
    for (const kind of PERSON_KINDS) {
      const { table, email } = PERSON_TABLES[kind];
      const [row] = await executor.select({ n: count() }).from(table).where(emailIs(email, key));
      counts[kind] = row?.n ?? 0;
    }
    const [outbox] = await executor.select({ n: count() }).from(emailOutbox).where(outboxMatches(key));
    counts.email_outbox = outbox?.n ?? 0;
    return counts;
  }

  async function record(
    executor: Executor,
    entry: { action: 'export' | 'erase'; key: string; staff: string; counts: PrivacyCounts },
  ) {
    const [row] = await executor
      .insert(privacyLog)
      .values({
        action: entry.action,
        emailHash: emailHash(entry.key),
        staffUsername: entry.staff,
        counts: nonZero(entry.counts),
        createdAt: clock.now(),
      })
      .returning({ id: privacyLog.id });
    return row!.id;
  }

  return {
    emailHash,

    async lookup(email: string): Promise<PrivacyLookupAnswer> {
      const key = email.toLowerCase();
      const counts = await countsFor(db, key);
      const history = await db
        .select()
        .from(privacyLog)
        .where(eq(privacyLog.emailHash, emailHash(key)))
        .orderBy(desc(privacyLog.createdAt))
        .limit(50);
      return { counts, total: totalOf(counts), history: history.map(toLogEntry) };
    },

    /** Everything held about the address, private prayer requests included: it is their own data. */
    async export(email: string, staff: string) {
      const key = email.toLowerCase();
      const records: Record<string, Record<string, unknown>[]> = {};
      const counts = zeroCounts();
      for (const kind of PERSON_KINDS) {
        const { table, email: column } = PERSON_TABLES[kind];
        const rows = (await db.select().from(table).where(emailIs(column, key))) as Record<string, unknown>[];
        records[kind] = rows.map((row) => exportRow(table, row, EXPORT_OMITS[kind]));
        counts[kind] = rows.length;
      }
      // Name what the ids point at, so the export reads without our database beside it.
      const eventTitles = new Map(
        (
          await db
            .select({ id: eventRsvps.id, title: events.title })
            .from(eventRsvps)
            .innerJoin(events, eq(events.id, eventRsvps.eventId))
            .where(emailIs(eventRsvps.email, key))
        ).map((row) => [row.id, row.title]),
      );
      for (const rsvp of records.event_rsvps!) rsvp.event_title = eventTitles.get(String(rsvp.id)) ?? null;
      const churchNames = new Map(
        (
          await db
            .select({ id: houseChurchRegistrations.id, name: houseChurches.name })
            .from(houseChurchRegistrations)
            .innerJoin(houseChurches, eq(houseChurches.id, houseChurchRegistrations.houseChurchId))
            .where(emailIs(houseChurchRegistrations.email, key))
        ).map((row) => [row.id, row.name]),
      );
      for (const request of records.house_church_registrations!) {
        request.house_church_name = churchNames.get(String(request.id)) ?? null;
      }
      const outbox = await db.select().from(emailOutbox).where(outboxMatches(key));
      records.email_outbox = outbox.map((row) => ({
        ...exportRow(emailOutbox, row, EXPORT_OMITS.email_outbox),
        to_address: exportedRecipient(row.toAddress, key),
        attachment_names: row.attachments.map((attachment) => attachment.filename),
      }));
      counts.email_outbox = outbox.length;

      const logId = await record(db, { action: 'export', key, staff, counts });
      log.info({ privacyLogId: logId, staff, counts: nonZero(counts) }, 'privacy export');
      return { exported_at: clock.now().toISOString(), email: key, counts, records };
    },

    /**
     * Erases the person everywhere in one transaction. Places are given back: an approved join
     * request held a house-church place (pending ones hold none); attending RSVPs' guests were the
     * event's seats taken, which are counted from the rows, so deleting them frees the seats.
     */
    async erase(email: string, staff: string): Promise<PrivacyEraseAnswer> {
      const key = email.toLowerCase();
      // First stop the charges: an erased address could no longer be found to cancel them. A
      // refusal at Stripe erases nothing, so staff can try again.
      let recurringCancelled = 0;
      try {
        recurringCancelled = (await cancelRecurringGifts?.(key)) ?? 0;
      } catch (error) {
        log.error({ err: error }, 'privacy erasure: recurring gifts not cancelled');
        throw new AppError(502, PRIVACY_WORDS.recurringNotCancelled);
      }
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const counts = zeroCounts();

        const approved = await tx
          .select({ churchId: houseChurchRegistrations.houseChurchId, n: count() })
          .from(houseChurchRegistrations)
          .where(
            and(
              emailIs(houseChurchRegistrations.email, key),
              eq(houseChurchRegistrations.status, 'approved'),
            ),
          )
          .groupBy(houseChurchRegistrations.houseChurchId);
        for (const { churchId, n } of approved) {
          await tx
            .update(houseChurches)
            .set({
              currentMembers: sql`greatest(${houseChurches.currentMembers} - ${n}::int, 0)`,
              updatedAt: now,
            })
            .where(eq(houseChurches.id, churchId));
        }
        // Attending RSVPs free their seats, and so do offers holding seats: those events are offered on.
        const seats = await tx
          .select({ eventId: eventRsvps.eventId, n: sql<number>`sum(${eventRsvps.guests})`.mapWith(Number) })
          .from(eventRsvps)
          .where(and(emailIs(eventRsvps.email, key), eq(eventRsvps.attending, true)))
          .groupBy(eventRsvps.eventId);
        const offers = await tx
          .select({ eventId: eventWaitlist.eventId })
          .from(eventWaitlist)
          .where(and(emailIs(eventWaitlist.email, key), eq(eventWaitlist.status, 'offered')));

        const erasedDonations = await tx
          .update(donations)
          .set({ name: ERASED_DONOR_NAME, email: '', message: null, erasedAt: now, updatedAt: now })
          .where(emailIs(donations.email, key))
          .returning({ id: donations.id });
        counts.donations = erasedDonations.length;
        // Recurring gifts stay for the accounts like donations; the donor's sign-in links and sessions go.
        const erasedRecurring = await tx
          .update(recurringGifts)
          .set({ name: ERASED_DONOR_NAME, email: '', message: null, erasedAt: now, updatedAt: now })
          .where(emailIs(recurringGifts.email, key))
          .returning({ id: recurringGifts.id });
        counts.recurring_gifts = erasedRecurring.length;
        await tx.delete(donorSignInLinks).where(emailIs(donorSignInLinks.email, key));
        await tx.delete(donorSessions).where(emailIs(donorSessions.email, key));

        for (const kind of PERSON_KINDS) {
          if (kind === 'donations' || kind === 'recurring_gifts') continue; // erased above, kept
          const { table, email: column } = PERSON_TABLES[kind];
          const deleted = await tx.delete(table).where(emailIs(column, key)).returning({ id: table.id });
          counts[kind] = deleted.length;
        }
        const outboxIds = (
          await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(outboxMatches(key))
        ).map((row) => row.id);
        if (outboxIds.length > 0) await tx.delete(emailOutbox).where(inArray(emailOutbox.id, outboxIds));
        counts.email_outbox = outboxIds.length;

        const total = totalOf(counts);
        // An address with nothing held is answered, not logged: there was no erasure.
        const logId = total > 0 ? await record(tx, { action: 'erase', key, staff, counts }) : null;
        return {
          counts,
          total,
          logId,
          placesFreed: approved.reduce((sum, row) => sum + row.n, 0),
          seatsFreed: seats.reduce((sum, row) => sum + row.n, 0),
          seatEvents: [...seats, ...offers].map((row) => row.eventId),
        };
      });
      // After the commit; a failure here leaves the seats free for the next RSVP, offer or sweep.
      await offerFreedSeats?.(result.seatEvents).catch((error: unknown) => {
        log.error({ err: error }, 'privacy erasure: freed seats not offered to the waitlist');
      });
      if (result.logId) {
        log.info({ privacyLogId: result.logId, staff, counts: nonZero(result.counts) }, 'privacy erasure');
      }
      return {
        message: result.total > 0 ? PRIVACY_WORDS.erased : PRIVACY_WORDS.nothingToErase,
        counts: result.counts,
        total: result.total,
        house_church_places_freed: result.placesFreed,
        event_seats_freed: result.seatsFreed,
        recurring_gifts_cancelled: recurringCancelled,
      };
    },

    listLog(page: number): Promise<PrivacyLogPage> {
      const t = privacyLog;
      const orderBy = newestFirst(t.createdAt, t.id);
      const query = { page, page_size: PRIVACY_LOG_PAGE_SIZE };
      return readTablePage(db, query, { from: t, where: undefined, orderBy }, toLogEntry);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
