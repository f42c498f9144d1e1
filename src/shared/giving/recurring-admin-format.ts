/**
 * Staff view of recurring gifts (docs/product.md#recurring-gifts-admin): row, totals and history
 * types, labels and the monthly-equivalent rule, without zod so the browser can use them (the
 * schemas are in giving/recurring-admin-contract.ts). Amounts travel as integer cents. Donors are
 * shown as on the Donations screen: "Anonymous" and "Erased" are put in by the server.
 */
import type { DonationPaymentStatus } from '#shared/giving/words.ts';

/** The statuses staff can filter by; the list without a filter shows all of these (never 'incomplete'). */
export const RECURRING_LIST_STATUSES = ['active', 'past_due', 'paused', 'cancelled'] as const;
export type RecurringListStatus = (typeof RECURRING_LIST_STATUSES)[number];
export type RecurringGiftStatus = RecurringListStatus | 'incomplete';

export const RECURRING_STATUS_LABELS: Record<RecurringGiftStatus, string> = {
  incomplete: 'Not started',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** Who made a change, as "by …" reads: a demo gift's Stripe events come from the demo checkout. */
export function changeSourceText(source: string, isDemo: boolean): string {
  if (source === 'stripe') return isDemo ? 'the demo checkout' : 'Stripe';
  if (source === 'donor') return 'the donor';
  if (source === 'privacy') return 'a privacy erasure';
  return 'staff';
}

/** Weeks in an average month: a weekly gift counts 52/12 of itself in the monthly total. */
export const WEEKS_PER_MONTH = 52 / 12;

/** What a gift brings in an average month, in (fractional) cents; round only the sum. */
export function monthlyEquivalentCents(amountCents: number, interval: string): number {
  return interval === 'week' ? amountCents * WEEKS_PER_MONTH : amountCents;
}

export const MONTHLY_TOTAL_NOTE =
  'Active gifts only, the gift without the fee cover, demo gifts left out. A weekly gift counts as 52 ÷ 12 of its amount a month.';

export interface AdminRecurringGift {
  id: string;
  donor_name: string;
  donor_email: string | null;
  is_anonymous: boolean;
  erased: boolean;
  is_demo: boolean;
  amount_cents: number;
  fee_cover_cents: number;
  interval: 'month' | 'week';
  category: string;
  status: RecurringGiftStatus;
  started_at: string;
  cancelled_at: string | null;
  /** When its last charge was paid; null before the first. */
  last_charge_at: string | null;
}

export interface RecurringCharge {
  id: string;
  created_at: string;
  paid_at: string | null;
  amount_cents: number;
  fee_cover_cents: number;
  refunded_cents: number;
  payment_status: DonationPaymentStatus;
  disputed: boolean;
}

export interface RecurringChange {
  at: string;
  status: RecurringGiftStatus;
  amount_cents: number;
  fee_cover_cents: number;
  category: string;
  source: string;
}

export interface AdminRecurringGiftDetail extends AdminRecurringGift {
  charges: RecurringCharge[];
  changes: RecurringChange[];
}

export interface RecurringTotals {
  monthly_cents: number;
  gift_count: number;
  by_category: Array<{ category: string; monthly_cents: number; count: number }>;
}
