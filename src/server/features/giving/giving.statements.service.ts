/**
 * Year-end giving statements (docs/product.md#year-end-statements). One statement per donor address
 * (lower-cased; demo and erased gifts left out) lists the year's counted gifts (giving.net.ts: paid,
 * not wholly refunded, net of partial refunds), by the Chicago calendar year they were paid in.
 *
 * Staff send a finished year's statements at once: each donor's is claimed in giving_statements
 * (unique by year and donor) in the transaction that queues its email, so a second click, or two
 * at once, sends nothing twice; progress is read from the outbox rows of those emails. A donor can
 * also ask for their own statement (requestDonorStatement), as often as they like.
 */
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { categoryLabel } from '#shared/giving/words.ts';
import {
  STATEMENT_WORDS,
  type StatementProgress,
  type StatementSendResult,
} from '#shared/giving/statements-format.ts';
import { site } from '#shared/site/settings.ts';
import { GIVING_MAIL_WORDS } from '#shared/giving/mail-words.ts';
import { readLocale } from '#shared/i18n/locales.ts';
import type { Clock } from '#server/clock.ts';
import { type Database, type Executor, queryRows } from '#server/db/client.ts';
import { donations, emailOutbox, givingStatements } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { AppError } from '#server/errors.ts';
import { countedGiftSql, netFeeCoverCentsSql, netGiftCentsSql } from '#server/features/giving/giving.net.ts';
import { type Statement, statementPdf } from '#server/features/giving/giving.statement-pdf.ts';
import { statementEmail } from '#server/features/giving/giving.statement-email.ts';

/** The ministry's zone, read at each use: staff may change it in the site settings. */
const zone = () => site.timeZone;

/** The calendar year of `instant` in the ministry's time zone. */
export const ministryYear = (instant: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: zone(), year: 'numeric' }).format(instant));

/** The donor's key in giving_statements: no address is stored there (see the table). */
export const donorKey = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Gifts a statement of `year` counts: real, paid, not wholly refunded, not erased, in that Chicago year. */
const statementGiftsOf = (year: number) =>
  and(
    countedGiftSql,
    sql`${donations.erasedAt} is null`,
    sql`${donations.email} <> ''`,
    sql`extract(year from ${donations.paidAt} at time zone ${zone()}) = ${year}`,
  );

export interface StatementsServiceDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  onEmailQueued: () => void;
}

export function createStatementsService({ db, clock, publicUrl, onEmailQueued }: StatementsServiceDeps) {
  /** The donor's statement for the year, or null when they have no counted gift in it. */
  async function statementFor(executor: Executor, email: string, year: number): Promise<Statement | null> {
    const rows = await executor
      .select({
        paidAt: donations.paidAt,
        category: donations.category,
        donationType: donations.donationType,
        name: donations.name,
        email: donations.email,
        giftCents: sql<number>`${netGiftCentsSql}`.mapWith(Number),
        feeCoverCents: sql<number>`${netFeeCoverCentsSql}`.mapWith(Number),
        refundedCents: donations.refundedCents,
        locale: donations.locale,
      })
      .from(donations)
      .where(and(statementGiftsOf(year), sql`lower(${donations.email}) = ${email.trim().toLowerCase()}`))
      .orderBy(asc(donations.paidAt), asc(donations.id));
    const latest = rows.at(-1);
    if (!latest) return null;
    // In the language of the donor's latest gift of the year (docs/product.md#year-end-statements).
    const locale = readLocale(latest.locale);
    const t = GIVING_MAIL_WORDS.in(locale);
    const gifts = rows.map((row) => ({
      paidAt: row.paidAt!,
      category: categoryLabel(row.category, locale),
      kind: t(row.donationType === 'RECURRING' ? 'statement.kindRecurring' : 'statement.kindOneTime'),
      giftCents: row.giftCents,
      feeCoverCents: row.feeCoverCents,
      partlyRefunded: row.refundedCents > 0,
    }));
    const giftTotalCents = gifts.reduce((sum, gift) => sum + gift.giftCents, 0);
    const feeCoverTotalCents = gifts.reduce((sum, gift) => sum + gift.feeCoverCents, 0);
    return {
      year,
      locale,
      // The name and address as the donor last gave them.
      donorName: latest.name,
      email: latest.email,
      gifts,
      giftTotalCents,
      feeCoverTotalCents,
      totalCents: giftTotalCents + feeCoverTotalCents,
    };
  }

  /** Queues the statement's email (PDF attached) in the caller's transaction; its outbox id. */
  async function queueStatement(tx: Executor, statement: Statement): Promise<string> {
    const pdf = await statementPdf(statement, clock.now());
    return enqueueEmail(tx, statementEmail(statement, pdf, publicUrl));
  }

  /** Lower-cased addresses of the donors with a counted gift in the year. */
  async function donorsOf(year: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ email: sql<string>`lower(${donations.email})` })
      .from(donations)
      .where(statementGiftsOf(year))
      .orderBy(sql`lower(${donations.email})`);
    return rows.map((row) => row.email);
  }

  async function progress(year: number): Promise<StatementProgress> {
    const [counts] = await queryRows<{ queued: number; sent: number; failed: number }>(
      db,
      sql`select count(*) filter (where ${emailOutbox.status} in ('queued', 'sending', 'held'))::int as queued,
                 -- housekeeping deletes sent emails after 90 days: a statement without its row was sent
                 count(*) filter (where ${emailOutbox.status} = 'sent' or ${emailOutbox.id} is null)::int as sent,
                 count(*) filter (where ${emailOutbox.status} = 'failed')::int as failed
            from ${givingStatements}
            left join ${emailOutbox} on ${emailOutbox.id} = ${givingStatements.emailId}
           where ${givingStatements.year} = ${year}`,
    );
    return {
      year,
      donor_count: (await donorsOf(year)).length,
      queued: Number(counts?.queued ?? 0),
      sent: Number(counts?.sent ?? 0),
      failed: Number(counts?.failed ?? 0),
    };
  }

  return {
    statementFor: (email: string, year: number) => statementFor(db, email, year),

    /** Last year: the one whose statements are sent (the default of the progress read). */
    lastFinishedYear: () => ministryYear(clock.now()) - 1,

    progress,

    /**
     * Sends a finished year's statements: one per donor not yet sent one for that year. Each donor
     * in a transaction of their own, so a failure part-way keeps what was queued and a second click
     * finishes the rest.
     */
    async sendYear(year: number): Promise<StatementSendResult> {
      if (year >= ministryYear(clock.now())) throw new AppError(400, STATEMENT_WORDS.yearNotOver(year));
      let queued = 0;
      for (const email of await donorsOf(year)) {
        await db.transaction(async (tx) => {
          const [claim] = await tx
            .insert(givingStatements)
            .values({ year, donorKey: donorKey(email) })
            .onConflictDoNothing()
            .returning({ id: givingStatements.id });
          if (!claim) return;
          const statement = await statementFor(tx, email, year);
          if (!statement) throw new Error('a donor of the year has no statement');
          const emailId = await queueStatement(tx, statement);
          await tx.update(givingStatements).set({ emailId }).where(eq(givingStatements.id, claim.id));
          queued += 1;
        });
      }
      if (queued > 0) onEmailQueued();
      return { ...(await progress(year)), newly_queued: queued };
    },

    /**
     * A donor's own statement for a year (this one too: the year so far), emailed to their address.
     * An address with no counted gift that year gets nothing, and the caller cannot tell.
     */
    async requestDonorStatement({ email, year }: { email: string; year: number }): Promise<void> {
      const statement = await statementFor(db, email, year);
      if (!statement) return;
      await queueStatement(db, statement);
      onEmailQueued();
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
