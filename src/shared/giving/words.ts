/**
 * Giving's words and categories, without zod, so the browser can use them without shipping the schema
 * library (the schemas are in giving/contract.ts). The amount rule is ./amount.ts, re-exported here.
 */
import type { FormShape } from '#shared/forms/form-data.ts';
import {
  type AmountCheck,
  formatUsd,
  MAX_DONATION_CENTS,
  MIN_DONATION_CENTS,
} from '#shared/giving/amount.ts';

export * from '#shared/giving/amount.ts';
export * from '#shared/giving/fee.ts';
export * from '#shared/giving/recurring.ts';

const MIN_WORDS = formatUsd(MIN_DONATION_CENTS / 100);
const MAX_WORDS = formatUsd(MAX_DONATION_CENTS / 100);

/** The giving form's words (docs/product.md#giving quotes them: change both together). */
export const DONATION_WORDS = {
  invalidAmount: 'Please enter a valid donation amount.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  /** An address that cannot receive a receipt. */
  invalidEmail: 'Please enter a valid email address.',
  /** The online limit (larger gifts are arranged with the office). */
  amountTooLarge: `Online gifts can be up to ${MAX_WORDS}. For a larger gift, please contact us.`,
  alreadyCompleted: 'This donation has already been completed. Thank you!',
  checkoutUnavailable: 'The card checkout could not be started. Please try again in a moment.',
  /** No Stripe keys and no demo checkout: the API's refusal (the page says it in its own words). */
  notSetUp: 'Online giving is not set up yet. Please contact us and we will gladly help you give.',
} as const;

/** 'An error occurred: {message or Unknown error}'. */
export function donationErrorMessage(message?: string | null): string {
  return `An error occurred: ${message && message.trim() !== '' ? message : 'Unknown error'}`;
}

/**
 * When the gift could not reach the checkout and the server said nothing more a person can use
 * (no answer, or a failure on its side): 'An error occurred: …' with the likely cause.
 */
export const DONATION_FAILURE_MESSAGE = donationErrorMessage(DONATION_WORDS.checkoutUnavailable);

/** The categories, their codes and the labels people see (docs/product.md#donations-and-payments). */
export const DONATION_CATEGORIES = [
  { value: 'GENERAL', label: 'General Ministry' },
  { value: 'OUTREACH', label: 'Outreach Programs' },
  { value: 'MISSIONS', label: 'Missions' },
  { value: 'BUILDING', label: 'Building Fund' },
  { value: 'EVENTS', label: 'Events' },
] as const;
export type DonationCategoryCode = (typeof DONATION_CATEGORIES)[number]['value'];
export const DONATION_CATEGORY_CODES = DONATION_CATEGORIES.map((c) => c.value) as [
  DonationCategoryCode,
  ...DonationCategoryCode[],
];

export function categoryLabel(code: string): string {
  return DONATION_CATEGORIES.find((c) => c.value === code)?.label ?? 'General Ministry';
}

/** The amount field's hint: the limits of ./amount.ts in words. */
export const DONATION_AMOUNT_HINT = `Minimum ${MIN_WORDS}, maximum ${MAX_WORDS} online. In US dollars.`;
export const DONATION_PRESET_AMOUNTS = [25, 50, 100, 250] as const;

/** The giving form's fields that are not text (forms/form-data.ts reads them so). */
export const DONATION_FORM_SHAPE = {
  numbers: ['amount'],
  booleans: ['is_anonymous', 'cover_fee'],
} as const satisfies FormShape;

export const DONATION_NAME_MAX = 120;
export const DONATION_MESSAGE_MAX = 1000;

/** What GET /api/donations/{id}/ names an anonymous giver (docs/product.md#public-calls). */
export const DONATION_SUCCESS_DEFAULTS = { name: 'Friend', amount: 0, category: 'GENERAL' } as const;

export function amountMessage(check: AmountCheck): string | null {
  if (check.ok) return null;
  return check.reason === 'too_large' ? DONATION_WORDS.amountTooLarge : DONATION_WORDS.invalidAmount;
}

/** The first word of a name: all the success page shows of a donor. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export const DONATION_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type DonationPaymentStatus = (typeof DONATION_PAYMENT_STATUSES)[number];

/** What GET /api/donations/{id}/ answers: first name, amount, category and status only. */
export interface PublicDonation {
  name: string;
  amount: number;
  /** What the donor added to cover the card fee, in dollars (0 when none). */
  fee_cover: number;
  /** 'month' or 'week' for a recurring gift; null for a one-time gift. */
  interval: 'month' | 'week' | null;
  category: DonationCategoryCode;
  payment_status: DonationPaymentStatus;
}
