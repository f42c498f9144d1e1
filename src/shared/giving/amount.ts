/**
 * How much one online gift may be (docs/product.md#donations-and-payments), written once: at least
 * $1.00, at most $100,000.00, in whole cents. Without zod, so the giving form can use it without
 * shipping the schema library. The donation schema (browser, API and the page's no-JavaScript post),
 * the form's hint and message, and the donations table's check constraint (donations_amount_check,
 * src/server/db/schema/donations.ts) are all stated from these numbers; giving.amount.test.ts tries
 * the boundaries against the database too.
 */

/** $1.00, the smallest gift. */
export const MIN_DONATION_CENTS = 100;
/** $100,000.00 online; larger gifts are arranged with the office. */
export const MAX_DONATION_CENTS = 10_000_000;
/** The amount field's step, in dollars: one cent. */
export const DONATION_AMOUNT_STEP = 0.01;

/** What is wrong with an amount: 'invalid' (not a whole number of cents, or under the minimum) or too large. */
export type AmountProblem = 'invalid' | 'too_large';

/** The one amount rule, on cents; null when the amount may be given. */
export function amountProblem(cents: number): AmountProblem | null {
  if (!Number.isFinite(cents) || cents < MIN_DONATION_CENTS) return 'invalid';
  if (cents > MAX_DONATION_CENTS) return 'too_large';
  return Number.isInteger(cents) ? null : 'invalid';
}

export type AmountCheck = { ok: true; cents: number } | { ok: false; reason: AmountProblem };

/**
 * Dollars (a number, or a string as typed in the form) to integer cents, checked by amountProblem.
 * Anything that is not a plain decimal number is invalid.
 */
export function dollarsToCents(value: unknown): AmountCheck {
  let dollars: number;
  if (typeof value === 'number') dollars = value;
  else if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) dollars = Number(value);
  else return { ok: false, reason: 'invalid' };
  const exact = dollars * 100;
  const rounded = Math.round(exact);
  // 25.5 * 100 is exactly 2550 but 0.29 * 100 is 28.999…: a float that close is that many cents;
  // anything further off has a fraction of a cent, which amountProblem refuses.
  const cents = Math.abs(exact - rounded) <= 1e-6 ? rounded : exact;
  const reason = amountProblem(cents);
  return reason ? { ok: false, reason } : { ok: true, cents };
}

// One formatter for every amount: making an Intl.NumberFormat costs far more than formatting with it.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

export const centsToDollars = (cents: number) => cents / 100;
