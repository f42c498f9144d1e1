/**
 * Staff view of donations: row and totals types, labels and the CSV columns, without zod so the
 * browser can use them (the schemas are in giving/admin-contract.ts). Amounts travel as integer cents.
 *
 * Anonymous gifts: the list, the totals and the CSV never carry the donor's name or email; the
 * server puts "Anonymous" in their place. Only the detail of one gift shows staff the email, so they
 * can answer the donor about that gift (receipt, refund). Erased gifts (privacy erasure) show "Erased".
 *
 * Demo gifts (finished on the demo checkout, no money moved) are labelled wherever staff see them and
 * never counted in the totals. A gift Stripe reported paid for another amount carries that mismatch.
 */
import type { Locale } from '#shared/i18n/locales.ts';
import type { CsvColumn } from '#shared/lists/csv.ts';
import {
  categoryLabel,
  DONATION_PAYMENT_STATUSES,
  type DonationPaymentStatus,
  formatUsd,
} from '#shared/giving/words.ts';

export { DONATION_PAYMENT_STATUSES, type DonationPaymentStatus };

export const ANONYMOUS_DONOR = 'Anonymous';
export const ERASED_DONOR = 'Erased';

export const PAYMENT_STATUS_LABELS: Record<DonationPaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
};

/** Months shown in the totals by month, the current one included. */
export const DONATION_TOTAL_MONTHS = 12;

export interface AdminDonation {
  id: string;
  /** The gift, without the fee cover. */
  amount_cents: number;
  /** What the donor added to cover the card fee (charged with the gift). */
  fee_cover_cents: number;
  /** How much of the charge Stripe refunded (0: none). */
  refunded_cents: number;
  /** When the donor disputed the charge with their bank; null when not. */
  disputed_at: string | null;
  category: string;
  payment_status: DonationPaymentStatus;
  created_at: string;
  paid_at: string | null;
  /** "Anonymous", "Erased" or the donor's name. */
  donor_name: string;
  /** Null for anonymous and erased gifts. */
  donor_email: string | null;
  is_anonymous: boolean;
  erased: boolean;
  /** Finished on the demo checkout: no money was given. */
  is_demo: boolean;
  /** The language the gift was given in: its receipts and emails are in it. */
  locale: Locale;
  /** Stripe reported this gift's checkout paid for another amount or currency; null when not. */
  amount_mismatch: DonationAmountMismatch | null;
}

export interface DonationAmountMismatch {
  /** What Stripe reported (null when it gave no amount). */
  stripe_amount_cents: number | null;
  stripe_currency: string | null;
  found_at: string;
}

/** The label of a demo gift, in the list, the detail and the CSV. */
export const DEMO_GIFT_LABEL = 'Demo: no money given';
export const DEMO_GIFTS_NOT_COUNTED = 'Demo gifts (no money given) are not counted in these totals.';
/** Beside a total that leaves demo gifts out: how many there were (docs/product.md#donations-and-payments). */
export const demoGiftsApart = (n: number) =>
  `${n} ${n === 1 ? 'demo gift' : 'demo gifts'} (no money given), not counted.`;
/** In place of $0.00 when the only gifts were demo gifts. */
export const DEMO_ONLY = 'Demo gifts only';
/** Beside DEMO_ONLY in the Donations totals. */
export const DEMO_ONLY_NOTE = 'No money was given in these months.';
/** How the totals treat refunds and the fee cover, said on the Donations screen. */
export const TOTALS_NET_OF_REFUNDS =
  'Totals are net of refunds and count the gift only; what donors added to cover the card fee is shown apart.';

/** 'Refunded' or 'Refunded $20.00 of $51.81' for a gift with a refund; null without one. */
export function refundText(row: Pick<AdminDonation, 'amount_cents' | 'fee_cover_cents' | 'refunded_cents'>) {
  if (row.refunded_cents <= 0) return null;
  const charged = row.amount_cents + row.fee_cover_cents;
  return row.refunded_cents >= charged
    ? 'Refunded'
    : `Refunded ${formatCents(row.refunded_cents)} of ${formatCents(charged)}`;
}
export const DISPUTED_LABEL = 'Disputed';

/** What staff read about a gift whose Stripe amount differs from the one given on the form. */
export function amountMismatchText(amountCents: number, mismatch: DonationAmountMismatch): string {
  const reported =
    mismatch.stripe_amount_cents === null
      ? 'no amount'
      : `${formatCents(mismatch.stripe_amount_cents)}${
          mismatch.stripe_currency && mismatch.stripe_currency.toLowerCase() !== 'usd'
            ? ` (${mismatch.stripe_currency.toUpperCase()})`
            : ''
        }`;
  return `Stripe reported a paid checkout of ${reported} for this gift of ${formatCents(amountCents)}. It was not marked paid and no receipt was sent: check the payment in Stripe.`;
}

export interface AdminDonationDetail extends AdminDonation {
  /** The address that received the receipt, anonymous gifts included; null once erased. */
  contact_email: string | null;
  message: string | null;
}

export interface DonationTotals {
  /** 'YYYY-MM' of the first and last month covered, months in the ministry's zone. */
  first_month: string;
  last_month: string;
  /** The gifts net of refunds, without the fee cover (counted apart in fee_cover_cents). */
  total_cents: number;
  fee_cover_cents: number;
  gift_count: number;
  /** Demo gifts paid in these months: never in the totals, shown apart. */
  demo_count: number;
  by_category: Array<{ category: string; total_cents: number; fee_cover_cents: number; count: number }>;
  /** Oldest first, every month of the period (zeros kept). */
  by_month: Array<{ month: string; total_cents: number; count: number }>;
}

/** '$1,234.50' from cents. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** '1234.50': dollars for a spreadsheet, no currency sign or grouping. */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

/** 'November 2026' for '2026-11'. */
export function monthName(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Jun' for '2026-06': under each bar of the months chart. */
export function shortMonthName(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
}

/** Words of the by-month chart on /admin/donations (docs/product.md#donations). */
export const BY_MONTH_WORDS = {
  caption: 'Paid gifts by month',
  tallest: (amount: string, month: string) => `Tallest bar: ${amount} in ${month}`,
  none: 'No paid gifts in these months.',
} as const;

export const DONATION_CSV_COLUMNS: CsvColumn<AdminDonation>[] = [
  { header: 'Date', value: (r) => r.created_at },
  { header: 'Paid at', value: (r) => r.paid_at },
  { header: 'Donor', value: (r) => r.donor_name },
  { header: 'Email', value: (r) => r.donor_email },
  { header: 'Gift (USD)', value: (r) => centsToDecimal(r.amount_cents) },
  { header: 'Fee cover (USD)', value: (r) => centsToDecimal(r.fee_cover_cents) },
  { header: 'Category', value: (r) => categoryLabel(r.category) },
  { header: 'Status', value: (r) => PAYMENT_STATUS_LABELS[r.payment_status] },
  { header: 'Demo', value: (r) => (r.is_demo ? DEMO_GIFT_LABEL : '') },
  {
    header: 'Stripe amount mismatch (USD)',
    value: (r) => (r.amount_mismatch ? centsToDecimal(r.amount_mismatch.stripe_amount_cents ?? 0) : ''),
  },
  { header: 'Refunded (USD)', value: (r) => centsToDecimal(r.refunded_cents) },
  { header: 'Disputed at', value: (r) => r.disputed_at ?? '' },
  { header: 'Donation ID', value: (r) => r.id },
];

/** A gift's language as staff read it (staff screens stay English). */
export const LANGUAGE_LABELS: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };
