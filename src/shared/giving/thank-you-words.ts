/**
 * The thank-you page's data and words (/donation-success, docs/product.md#donation-success quotes
 * the English: change both together), in English and Spanish (locales/{en,es}/giving-thank-you.json,
 * decision 0023): a catalogue of its own, as the page is rendered for every visit. Without zod.
 */
import en from '#locales/en/giving-thank-you.json' with { type: 'json' };
import es from '#locales/es/giving-thank-you.json' with { type: 'json' };
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';
import type { DonationCategoryCode, DonationPaymentStatus } from '#shared/giving/words.ts';

export const THANK_YOU_PAGE_WORDS = defineWords('giving-thank-you', en, es);

/** What the thank-you page shows of one gift (the server's giving.thank-you.ts decides each part). */
export interface DonationThankYou {
  /** The donor's full name as given; null for an anonymous gift. */
  name: string | null;
  amount: number;
  /** What the donor added to cover the card fee, in dollars (0 when none). */
  fee_cover: number;
  /** 'month' or 'week' for a recurring gift; null for a one-time gift. */
  interval: 'month' | 'week' | null;
  category: DonationCategoryCode;
  payment_status: DonationPaymentStatus;
  /** The address that gave is on the mailing list already: the page does not invite it again. */
  subscribed: boolean;
}

/** The page's fixed words in English, as docs/product.md quotes them. */
export const THANK_YOU_WORDS = {
  eyebrow: en.eyebrow,
  processingHeading: en.processingHeading,
  slowNote: en.slowNote,
  noScriptNote: en.noScriptNote,
  failedHeading: en.failedHeading,
  receiptOnItsWay: en.receiptOnItsWay,
  notLoaded: en.notLoaded,
  changeOrCancelLink: en.changeOrCancelLink,
  amountLabel: en.amountLabel,
  categoryLabel: en.categoryLabel,
  nextNavLabel: en.nextNavLabel,
  home: en.home,
  events: en.events,
  tryAgain: en.tryAgain,
  backToGiving: en.backToGiving,
  giveAgain: en.giveAgain,
  newsletterHeading: en.newsletterHeading,
  newsletterText: en.newsletterText,
  newsletterLink: en.newsletterLink,
} as const;

/** "Thank you, Lydia Purpura!", or "Thank you!" for an anonymous gift (or one that could not be read). */
export function thankYouHeading(name: string | null, locale: Locale = 'en'): string {
  const t = THANK_YOU_PAGE_WORDS.in(locale);
  return name ? t('heading.named', { name }) : t('heading.anonymous');
}

/** While Stripe has not answered: "We are waiting for the payment processor to confirm your gift of …". */
export function processingWords(gift: string, category: string, locale: Locale = 'en'): string {
  return THANK_YOU_PAGE_WORDS.in(locale)('processing', { gift, category });
}

export function failedWords(gift: string, category: string, locale: Locale = 'en'): string {
  return THANK_YOU_PAGE_WORDS.in(locale)('failed', { gift, category });
}

/** "Your monthly gift of $25.00 to Missions helps us keep drawing hearts back to God." */
export function paidWords(
  gift: string,
  category: string,
  interval: 'month' | 'week' | null,
  locale: Locale = 'en',
): string {
  const key = interval === 'month' ? 'paidMonthly' : interval === 'week' ? 'paidWeekly' : 'paid';
  return THANK_YOU_PAGE_WORDS.in(locale)(key, { gift, category });
}

/** A recurring gift: how it goes on, before the link to the donor's page. */
export function repeatsWords(interval: 'month' | 'week', locale: Locale = 'en'): string {
  return THANK_YOU_PAGE_WORDS.in(locale)(interval === 'week' ? 'repeatsWeek' : 'repeatsMonth');
}
