/**
 * Giving's words and categories, without zod, so the browser can use them without shipping the schema
 * library (the schemas are in giving/contract.ts). The amount rule is ./amount.ts, re-exported here.
 */
import en from '#locales/en/giving.json' with { type: 'json' };
import es from '#locales/es/giving.json' with { type: 'json' };
import type { FormShape } from '#shared/forms/form-data.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';
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

/**
 * The public giving page's and form's words in English and Spanish (locales/{en,es}/giving.json,
 * decision 0023). docs/product.md#giving quotes the English: change both together.
 */
export const GIVING_WORDS = defineWords('giving', en, es);
export type GivingWordKey = keyof typeof en;

/** The giving form's refusals in English, as docs/product.md#giving quotes them. */
export const DONATION_WORDS = {
  invalidAmount: en['form.invalidAmount'],
  nameRequired: en['form.nameRequired'],
  emailRequired: en['form.emailRequired'],
  /** An address that cannot receive a receipt. */
  invalidEmail: en['form.invalidEmail'],
  /** The online limit (larger gifts are arranged with the office). */
  amountTooLarge: en['form.amountTooLarge'],
  alreadyCompleted: en['form.alreadyCompleted'],
  checkoutUnavailable: en['form.checkoutUnavailable'],
  /** No Stripe keys and no demo checkout: the API's refusal (the page says it in its own words). */
  notSetUp: en['form.notSetUp'],
} as const;

/**
 * The same refusals as message keys (`giving:form.…`), for schemas and services: the form kit, the
 * page action and the API's error answer put them in the language of the form that was sent
 * (English for a plain API caller, decision 0023).
 */
export const DONATION_REFUSALS = {
  invalidAmount: GIVING_WORDS.message('form.invalidAmount'),
  nameRequired: GIVING_WORDS.message('form.nameRequired'),
  nameTooLong: GIVING_WORDS.message('form.nameTooLong'),
  emailRequired: GIVING_WORDS.message('form.emailRequired'),
  invalidEmail: GIVING_WORDS.message('form.invalidEmail'),
  amountTooLarge: GIVING_WORDS.message('form.amountTooLarge'),
  messageTooLong: GIVING_WORDS.message('form.messageTooLong'),
  chooseCategory: GIVING_WORDS.message('form.chooseCategory'),
  chooseFrequency: GIVING_WORDS.message('form.chooseFrequency'),
  chooseKind: GIVING_WORDS.message('form.chooseKind'),
  startAgain: GIVING_WORDS.message('form.startAgain'),
  alreadyCompleted: GIVING_WORDS.message('form.alreadyCompleted'),
  checkoutUnavailable: GIVING_WORDS.message('form.checkoutUnavailable'),
  notSetUp: GIVING_WORDS.message('form.notSetUp'),
} as const;

/** 'An error occurred: {message or Unknown error}', in the page's language. */
export function donationErrorMessage(message?: string | null, locale: Locale = 'en'): string {
  const t = GIVING_WORDS.in(locale);
  return t('form.errorOccurred', {
    message: message && message.trim() !== '' ? message : t('form.unknownError'),
  });
}

/**
 * When the gift could not reach the checkout and the server said nothing more a person can use
 * (no answer, or a failure on its side): 'An error occurred: …' with the likely cause.
 */
export const donationFailureMessage = (locale: Locale = 'en') =>
  donationErrorMessage(GIVING_WORDS.in(locale)('form.checkoutUnavailable'), locale);
export const DONATION_FAILURE_MESSAGE = donationFailureMessage('en');

/** The categories, their codes and the labels people see (docs/product.md#donations-and-payments). */
export const DONATION_CATEGORIES = [
  { value: 'GENERAL', label: en['category.GENERAL'] },
  { value: 'OUTREACH', label: en['category.OUTREACH'] },
  { value: 'MISSIONS', label: en['category.MISSIONS'] },
  { value: 'BUILDING', label: en['category.BUILDING'] },
  { value: 'EVENTS', label: en['category.EVENTS'] },
] as const;
export type DonationCategoryCode = (typeof DONATION_CATEGORIES)[number]['value'];
export const DONATION_CATEGORY_CODES = DONATION_CATEGORIES.map((c) => c.value) as [
  DonationCategoryCode,
  ...DonationCategoryCode[],
];

/** A category's label in `locale` (staff screens and staff emails read the English). */
export function categoryLabel(code: string, locale: Locale = 'en'): string {
  const known = DONATION_CATEGORIES.find((c) => c.value === code)?.value ?? 'GENERAL';
  return GIVING_WORDS.in(locale)(`category.${known}`);
}

/** The categories with their labels in `locale`, for the form's select and the page's list. */
export const donationCategoriesIn = (locale: Locale) =>
  DONATION_CATEGORIES.map((category) => ({
    value: category.value,
    label: categoryLabel(category.value, locale),
  }));

/** The amount field's hint: the limits of ./amount.ts in words. */
export const donationAmountHint = (locale: Locale = 'en') =>
  GIVING_WORDS.in(locale)('form.amountHint', { min: MIN_WORDS, max: MAX_WORDS });
export const DONATION_AMOUNT_HINT = donationAmountHint('en');
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
  return check.reason === 'too_large' ? DONATION_REFUSALS.amountTooLarge : DONATION_REFUSALS.invalidAmount;
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
