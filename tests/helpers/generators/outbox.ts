/** Test data for the email outbox: one queued email (status, attempts and dates left to the database). */
import type { Database } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferInsert;

export function buildOutboxEmail(overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    kind: 'test.kind',
    toAddress: 'person@example.org',
    subject: 'A test email',
    textBody: 'Hello.',
    ...overrides,
  };
}

export async function insertOutboxEmail(db: Database, overrides: Partial<OutboxRow> = {}) {
  const [row] = await db.insert(emailOutbox).values(buildOutboxEmail(overrides)).returning();
  return row!;
}
