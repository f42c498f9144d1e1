/**
 * The amount limits are written once (src/shared/giving/amount.ts) and the donations table's check
 * constraint is stated from the same numbers: at each boundary the rule, the schema every form and
 * the API use, and the database give the same answer (docs/product.md#donations-and-payments).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountProblem,
  DONATION_AMOUNT_HINT,
  DONATION_WORDS,
  donationAmountSchema,
  MAX_DONATION_CENTS,
  MIN_DONATION_CENTS,
} from '#shared/giving/contract.ts';
import { createTestDatabase } from '#tests/helpers/database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { donations } from '#server/db/schema/index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** Whether the database keeps a gift of this many cents (a check violation says no). */
async function databaseTakes(cents: number): Promise<boolean> {
  try {
    await handle.db.insert(donations).values({ amountCents: cents, name: 'A', email: 'donor@example.org' });
    return true;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object' && !('code' in current)) {
      current = (current as { cause?: unknown }).cause;
    }
    expect(current).toMatchObject({ code: '23514', constraint: 'donations_amount_check' });
    return false;
  }
}

describe('donation amount limits', () => {
  it('are $1.00 and $100,000.00, and the words people read say so', () => {
    expect([MIN_DONATION_CENTS, MAX_DONATION_CENTS]).toEqual([100, 10_000_000]);
    expect(DONATION_AMOUNT_HINT).toBe('Minimum $1.00, maximum $100,000.00 online. In US dollars.');
    expect(DONATION_WORDS.amountTooLarge).toBe(
      'Online gifts can be up to $100,000.00. For a larger gift, please contact us.',
    );
  });

  it.each([
    [-100, false],
    [0, false],
    [1, false],
    [MIN_DONATION_CENTS - 1, false],
    [MIN_DONATION_CENTS, true],
    [MIN_DONATION_CENTS + 1, true],
    [2550, true],
    [MAX_DONATION_CENTS - 1, true],
    [MAX_DONATION_CENTS, true],
    [MAX_DONATION_CENTS + 1, false],
    [1_000_000_000, false],
  ])('%i cents: the rule, the schema and the database agree (given: %s)', async (cents, given) => {
    expect(amountProblem(cents) === null).toBe(given);
    expect(donationAmountSchema.safeParse(cents / 100).success).toBe(given);
    expect(await databaseTakes(cents)).toBe(given);
  });
});
