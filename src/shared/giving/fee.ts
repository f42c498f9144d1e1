/**
 * Cover the fee (docs/product.md#cover-the-fee): what a donor may add so the ministry receives the
 * whole gift after the card fee. Without zod, so the giving form shows the same figure live.
 * The rate and the fixed part are settings (GIVING_FEE_PERCENT, GIVING_FEE_FIXED_CENTS) that reach
 * the page through its loader.
 */

export interface FeeSettings {
  /** The card fee's percentage in hundredths of a percent (2.9% is 290): whole numbers, exact sums. */
  percentBasisPoints: number;
  /** The card fee's fixed part per charge, in cents. */
  fixedCents: number;
}

const WHOLE = 10_000;

/**
 * The one fee rule: fee cover = ceil-to-cent((gift + fixed) / (1 − rate)) − gift, on integer cents,
 * so the charge minus the card fee is never less than the gift.
 */
export function feeCoverCents(giftCents: number, fee: FeeSettings): number {
  const numerator = (giftCents + fee.fixedCents) * WHOLE;
  const denominator = WHOLE - fee.percentBasisPoints;
  const totalCents = Math.floor((numerator + denominator - 1) / denominator);
  return totalCents - giftCents;
}
