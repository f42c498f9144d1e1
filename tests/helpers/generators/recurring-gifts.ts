/** Test data for recurring gifts: an active monthly $25 general gift, as stored. */
import type { Database } from '#server/db/client.ts';
import { recurringGifts } from '#server/db/schema/index.ts';

export type RecurringGiftRow = typeof recurringGifts.$inferInsert;

export function buildRecurringGift(overrides: Partial<RecurringGiftRow> = {}): RecurringGiftRow {
  return {
    amountCents: 2500,
    interval: 'month',
    name: 'Lydia Purpura',
    email: 'lydia@example.org',
    status: 'active',
    ...overrides,
  };
}

export async function insertRecurringGift(db: Database, overrides: Partial<RecurringGiftRow> = {}) {
  const [row] = await db.insert(recurringGifts).values(buildRecurringGift(overrides)).returning();
  return row!;
}
