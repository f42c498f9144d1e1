/**
 * The email outbox as staff see it: every email of the areas the person may read, newest first (all of them for
 * an administrator; src/server/email/email-areas.ts), filtered by status, searched by recipient or
 * subject; and the retry that puts a failed or held email back in the queue. Bodies are never read
 * here: a staff copy of a private prayer request carries its text.
 */
import { and, type Column, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { StaffRole } from '#shared/staff/roles.ts';
import {
  ADMIN_NEWSLETTER_WORDS,
  type OutboxEmail,
  type OutboxEmailPage,
  type OutboxListQuery,
  RETRYABLE_STATUSES,
} from '#shared/newsletter/admin-contract.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { matchesSearch, newestFirst, readPage } from '#server/db/list-query.ts';
import { emailOutbox, emailOutboxPruned } from '#server/db/schema/index.ts';
import { visibleEmailPrefixes } from '#server/email/email-areas.ts';
import { AppError } from '#server/errors.ts';
import { recipientNames } from '#server/features/newsletter/newsletter.outbox.recipients.ts';

/** Only the emails of the areas `roles` may read (nothing to add for an administrator). */
function ofRoomsOf(roles: readonly StaffRole[], kind: Column): SQL | undefined {
  const prefixes = visibleEmailPrefixes(roles);
  if (prefixes === 'all') return undefined;
  return prefixes.length === 0 ? sql`false` : inArray(sql`split_part(${kind}, '.', 1)`, prefixes);
}

const listColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

type OutboxRow = typeof emailOutbox.$inferSelect;
type ListRow = Pick<
  OutboxRow,
  | 'id'
  | 'kind'
  | 'toAddress'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
  | 'nextAttemptAt'
>;

function toOutboxEmail(row: ListRow): OutboxEmail {
  return {
    id: row.id,
    to_name: null,
    kind: row.kind,
    to_address: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt.toISOString(),
  };
}

export interface OutboxAdminDeps {
  db: Database;
  clock: Clock;
  /** Wakes the outbox worker after a retry commits. */
  onEmailQueued: () => void;
  /** False without SMTP: every email waits in the outbox as held (docs/product.md#emails-and-the-outbox). */
  emailSetUp: boolean;
}

export function createOutboxAdminService({ db, clock, onEmailQueued, emailSetUp }: OutboxAdminDeps) {
  /**
   * Sent emails the housekeeping deleted (outbox-housekeeping.ts): part of every total that would
   * include them, though no longer listed. A search cannot match them: their addresses are gone.
   */
  async function countArchivedSent(query: OutboxListQuery, roles: readonly StaffRole[]): Promise<number> {
    if (query.search || (query.status && query.status !== 'sent')) return 0;
    const [row] = await db
      .select({ n: sum(emailOutboxPruned.sentCount) })
      .from(emailOutboxPruned)
      .where(ofRoomsOf(roles, emailOutboxPruned.kind));
    return Number(row?.n ?? 0);
  }

  return {
    async list(query: OutboxListQuery, roles: readonly StaffRole[]): Promise<OutboxEmailPage> {
      const t = emailOutbox;
      const where = and(
        ofRoomsOf(roles, t.kind),
        query.status ? eq(t.status, query.status) : undefined,
        matchesSearch(query.search, [t.toAddress, t.subject]),
      );
      const rows = db
        .select(listColumns)
        .from(t)
        .where(where)
        .orderBy(...newestFirst(t.createdAt, t.id))
        .$dynamic();
      const [page, archivedSent] = await Promise.all([
        readPage(query, { total: db.$count(t, where), rows }, (row) => row),
        countArchivedSent(query, roles),
      ]);
      const names = await recipientNames(db, page.results);
      return {
        ...page,
        results: page.results.map((row) => ({ ...toOutboxEmail(row), to_name: names.get(row.id) ?? null })),
        archived_sent: archivedSent,
        email_set_up: emailSetUp,
      };
    },

    /** Failed or held → queued and due now. One statement, so two clicks cannot both queue it. */
    async retry(id: string, roles: readonly StaffRole[]): Promise<OutboxEmail> {
      const ofRooms = ofRoomsOf(roles, emailOutbox.kind);
      const [row] = await db
        .update(emailOutbox)
        .set({ status: 'queued', nextAttemptAt: clock.now() })
        .where(and(eq(emailOutbox.id, id), ofRooms, inArray(emailOutbox.status, [...RETRYABLE_STATUSES])))
        .returning(listColumns);
      if (row) {
        onEmailQueued();
        return toOutboxEmail(row);
      }
      const [current] = await db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), ofRooms));
      // Another area's email is answered as if it did not exist.
      if (!current) throw new AppError(404, ADMIN_NEWSLETTER_WORDS.emailNotFound);
      throw new AppError(
        409,
        current.status === 'sent'
          ? ADMIN_NEWSLETTER_WORDS.retrySent
          : ADMIN_NEWSLETTER_WORDS.retryNotRetryable,
      );
    },
  };
}

export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>;
