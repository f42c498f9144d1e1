/**
 * How often a gift is given, and the cover-the-fee words (docs/product.md#recurring-gifts,
 * docs/product.md#cover-the-fee). Without zod, so the giving form can use them.
 */
import { formatUsd } from '#shared/giving/amount.ts';
import { type FeeSettings, feeCoverCents } from '#shared/giving/fee.ts';

export const GIFT_FREQUENCIES = [
  { value: 'once', label: 'One time' },
  { value: 'month', label: 'Every month' },
  { value: 'week', label: 'Every week' },
] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number]['value'];
export const GIFT_FREQUENCY_CODES = GIFT_FREQUENCIES.map((f) => f.value) as [
  GiftFrequency,
  ...GiftFrequency[],
];

export type RecurringIntervalCode = 'month' | 'week';

/** 'monthly' / 'weekly' / 'one-time', as receipts and the thank-you page say it. */
export function frequencyAdjective(interval: RecurringIntervalCode | null | undefined): string {
  if (interval === 'month') return 'monthly';
  if (interval === 'week') return 'weekly';
  return 'one-time';
}

/** '2.9% + $0.30' */
export function feeSettingsWords(fee: FeeSettings): string {
  return `${fee.percentBasisPoints / 100}% + ${formatUsd(fee.fixedCents / 100)}`;
}

/**
 * The cover-the-fee checkbox's label: the exact amount for a valid gift, otherwise (no amount yet,
 * or no JavaScript to follow the typing) the rule in words; the server computes the same figure.
 */
export function coverFeeLabel(giftCents: number | null, fee: FeeSettings): string {
  if (giftCents === null) {
    return `Add the card fee (${feeSettingsWords(fee)}) so the ministry receives your whole gift.`;
  }
  const cover = formatUsd(feeCoverCents(giftCents, fee) / 100);
  return `Add ${cover} so the ministry receives ${formatUsd(giftCents / 100)}.`;
}

/** 'Gift $50.00, card fee covered $1.81, total $51.81', or just '$50.00' when no fee was covered. */
export function giftAndFeeWords(amountCents: number, feeCoverCents: number): string {
  const gift = formatUsd(amountCents / 100);
  if (feeCoverCents === 0) return gift;
  const fee = formatUsd(feeCoverCents / 100);
  return `Gift ${gift}, card fee covered ${fee}, total ${formatUsd((amountCents + feeCoverCents) / 100)}`;
}
