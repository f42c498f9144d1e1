/**
 * Test data for the mailing list: a subscribed newsletter reader with a fresh unsubscribe token
 * (tokens are unique), the rest left to the database's defaults.
 */
import crypto from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { emailSubscribers } from '#server/db/schema/index.ts';

export type SubscriberRow = typeof emailSubscribers.$inferInsert;

/** A random unsubscribe token, as the service makes one. */
const unsubscribeToken = () => crypto.randomBytes(16).toString('hex');

export function buildSubscriber(overrides: Partial<SubscriberRow> = {}): SubscriberRow {
  return {
    email: 'reader@example.org',
    source: 'newsletter',
    unsubscribeToken: unsubscribeToken(),
    ...overrides,
  };
}

export async function insertSubscriber(db: Database, overrides: Partial<SubscriberRow> = {}) {
  const [row] = await db.insert(emailSubscribers).values(buildSubscriber(overrides)).returning();
  return row!;
}
