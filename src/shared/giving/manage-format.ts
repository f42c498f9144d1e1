/** How the donor's page and its receipts write dates, amounts and statuses (without zod). */
import { site } from '#shared/site/settings.ts';
import { centsToDollars, formatUsd } from '#shared/giving/amount.ts';

/** 'November 27, 2026', in the ministry's zone whatever the server's or the reader's. */
export const donorDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: site.timeZone }).format(date);

export const usd = (cents: number) => formatUsd(centsToDollars(cents));

export const GIFT_STATUS_LABELS = {
  paid: 'Received',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
} as const;

export const RECURRING_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  past_due: 'Payment failing',
  paused: 'Paused',
};

export const intervalWords = (interval: string) => (interval === 'week' ? 'every week' : 'every month');

/** '$25.00 + $1.00 fee cover' when the donor covered the card fee, else '$25.00'. */
export function amountWithFeeCover(amountCents: number, feeCoverCents: number): string {
  return feeCoverCents > 0
    ? `${usd(amountCents + feeCoverCents)} (${usd(amountCents)} + ${usd(feeCoverCents)} fee cover)`
    : usd(amountCents);
}

const yearIn = () => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: site.timeZone });

/**
 * The years a donor can ask a statement for: those with a real (not demo), not wholly refunded gift,
 * by the ministry's calendar, newest first. The statement itself lists the same gifts.
 */
export function statementYears(
  gifts: ReadonlyArray<{ paidAt: Date | string; isDemo: boolean; status: keyof typeof GIFT_STATUS_LABELS }>,
): number[] {
  const years = gifts
    .filter((gift) => !gift.isDemo && gift.status !== 'refunded')
    .map((gift) => Number(yearIn().format(new Date(gift.paidAt))));
  return [...new Set(years)].sort((a, b) => b - a);
}
