/**
 * Test data for gifts: the row as stored (status, category and the rest left to the database's
 * defaults: a pending general gift) and the payload the giving form sends to POST /api/donations/.
 */
import type { Database } from '#server/db/client.ts';
import { donations } from '#server/db/schema/index.ts';

export type DonationRow = typeof donations.$inferInsert;

export function buildDonation(overrides: Partial<DonationRow> = {}): DonationRow {
  return { amountCents: 2550, name: 'Lydia Purpura', email: 'lydia@example.org', ...overrides };
}

export async function insertDonation(db: Database, overrides: Partial<DonationRow> = {}) {
  const [row] = await db.insert(donations).values(buildDonation(overrides)).returning();
  return row!;
}

/** A complete gift as the giving form sends it ($25.50 to Missions, with a message). */
export function buildGiftPayload(overrides: Record<string, unknown> = {}) {
  return {
    amount: 25.5,
    name: 'Lydia Purpura',
    email: 'lydia@example.org',
    donation_type: 'ONE_TIME',
    category: 'MISSIONS',
    message: 'For the mission to Philippi',
    is_anonymous: false,
    payment_status: 'manual',
    ...overrides,
  };
}
