/**
 * The email outbox. `enqueueEmail` writes in the caller's transaction, so an email exists exactly
 * when the record that caused it does. The worker delivers due rows with retries and back-off.
 * Rows are claimed with FOR UPDATE SKIP LOCKED so several app processes never send one twice.
 * On PostgreSQL each email is sent inside the transaction that locks its row, so a process that
 * dies mid-send leaves nothing behind: its transaction ends, and another process takes the email
 * at once (the embedded database has one process, and a transaction there would stall the site).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import { type Database, type Executor, queryRows } from '#server/db/client.ts';
import { emailOutbox, type OutboxAttachment } from '#server/db/schema/index.ts';
import type { Mailer } from '#server/integrations/mailer.ts';
import { EMAIL_HELD_NOTE } from '#shared/newsletter/admin-words.ts';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** Extra mail headers, e.g. List-Unsubscribe on newsletters. */
  headers?: Record<string, string>;
}

/** The outbox row of an email (also written by confirmations.ts). */
export function outboxRow(email: OutgoingEmail) {
  return {
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    attachments: email.attachments ?? [],
    headers: email.headers ?? {},
  };
}

export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<string> {
  const [row] = await executor.insert(emailOutbox).values(outboxRow(email)).returning({ id: emailOutbox.id });
  return row!.id;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (8 columns a row). */
const ENQUEUE_CHUNK = 500;

/** Many emails in the caller's transaction (a newsletter): a few multi-row inserts, not one per email. */
export async function enqueueEmails(executor: Executor, emails: readonly OutgoingEmail[]): Promise<void> {
  for (let start = 0; start < emails.length; start += ENQUEUE_CHUNK) {
    await executor.insert(emailOutbox).values(emails.slice(start, start + ENQUEUE_CHUNK).map(outboxRow));
  }
}

/** True for an SMTP reply code 5xx: the server refused for good. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * What the log may say about a failed send: the SMTP reply code and the reason with every email
 * address taken out. A refusal such as Postfix's "550 5.1.1 <ruth@example.org>: Recipient address
 * rejected" names the recipient, which must not sit in the log beside the email's kind
 * (docs/product.md#emails-and-the-outbox); staff see the whole reply in the outbox screen.
 */
export function smtpFailureForLog(error: unknown): { smtpCode: number | null; reason: string } {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const message = error instanceof Error ? error.message : String(error);
  return {
    smtpCode: typeof code === 'number' ? code : null,
    reason: message.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[address]'),
  };
}

/** Delay before the next try after `attempts` failures; after the last one the email is 'failed'. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A row left 'sending' this long belonged to a process that died mid-send. */
const STALE_SENDING_MS = 5 * 60_000;

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer | null;
  clock: Clock;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** PostgreSQL: send each email inside the transaction that locks its row (see above). */
  sendInTransaction?: boolean;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  private readonly options: OutboxWorkerOptions;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
  }

  start(): void {
    this.stopped = false;
    const interval = this.options.pollIntervalMs ?? 10_000;
    this.timer = setInterval(() => this.kick(), interval);
    this.timer.unref();
    this.kick();
  }

  /** Deliver what is due now, without waiting for the next poll (called after a commit). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the delivery in progress; used by shutdown and tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.deliverBatch()) > 0) {
      /* keep going while batches are full of due mail */
    }
  }

  /** Claims and delivers one batch; returns how many rows it handled. */
  async deliverBatch(): Promise<number> {
    const { db, mailer, clock, log } = this.options;
    const now = clock.now();
    if (!mailer) {
      const held = await db
        .update(emailOutbox)
        .set({ status: 'held', lastError: EMAIL_HELD_NOTE })
        .where(eq(emailOutbox.status, 'queued'))
        .returning({ id: emailOutbox.id, kind: emailOutbox.kind });
      for (const row of held) log.info({ emailId: row.id, kind: row.kind }, 'email held: no SMTP configured');
      return 0;
    }
    await db
      .update(emailOutbox)
      .set({ status: 'queued' })
      .where(
        and(
          eq(emailOutbox.status, 'sending'),
          lt(emailOutbox.nextAttemptAt, new Date(now.getTime() - STALE_SENDING_MS)),
        ),
      );
    const batchSize = this.options.batchSize ?? 10;
    if (this.options.sendInTransaction) return this.deliverLocked(batchSize);
    const claimed = await queryRows<{ id: string }>(
      db,
      sql`
      update ${emailOutbox}
         set status = 'sending', attempts = attempts + 1, next_attempt_at = ${now.toISOString()}::timestamptz
       where id in (
         select id from ${emailOutbox}
          where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by created_at
          limit ${batchSize}
          for update skip locked)
      returning id`,
    );
    for (const { id } of claimed) {
      const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (email) await this.attempt(db, email);
    }
    return claimed.length;
  }

  /** One email per transaction, its row locked (and skipped by other processes) until it is settled. */
  private async deliverLocked(batchSize: number): Promise<number> {
    const { db, clock } = this.options;
    let handled = 0;
    while (handled < batchSize) {
      const now = clock.now().toISOString();
      const found = await db.transaction(async (tx) => {
        const [due] = await queryRows<{ id: string }>(
          tx,
          sql`
          select id from ${emailOutbox}
           where status = 'queued' and next_attempt_at <= ${now}::timestamptz
           order by created_at
           limit 1
           for update skip locked`,
        );
        if (!due) return false;
        const [email] = await tx
          .update(emailOutbox)
          .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now) })
          .where(eq(emailOutbox.id, due.id))
          .returning();
        await this.attempt(tx, email!);
        return true;
      });
      if (!found) break;
      handled += 1;
    }
    return handled;
  }

  /** Sends one claimed email (attempts already counted) and records the outcome. */
  private async attempt(executor: Executor, email: typeof emailOutbox.$inferSelect): Promise<void> {
    const { clock, log } = this.options;
    const mailer = this.options.mailer!;
    const id = email.id;
    try {
      await mailer.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
        headers: email.headers,
        stableId: id,
      });
      await executor
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: clock.now(), lastError: null })
        .where(eq(emailOutbox.id, id));
      log.info({ emailId: id, kind: email.kind, attempt: email.attempts }, 'email sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A permanent refusal (SMTP 5xx, e.g. no such mailbox) will not change by waiting: it
      // fails at once, for staff to look at and retry from the outbox screen.
      const delay = isPermanentSmtpFailure(error) ? undefined : RETRY_DELAYS_MS[email.attempts - 1];
      await executor
        .update(emailOutbox)
        .set(
          delay === undefined
            ? { status: 'failed', lastError: message }
            : {
                status: 'queued',
                lastError: message,
                nextAttemptAt: new Date(clock.now().getTime() + delay),
              },
        )
        .where(eq(emailOutbox.id, id));
      log.warn(
        { emailId: id, kind: email.kind, attempt: email.attempts, ...smtpFailureForLog(error) },
        'email not sent',
      );
    }
  }
}
