/**
 * The thank-you page's data and words (/donation-success, docs/product.md#donation-success quotes
 * them: change both together). Without zod, for a page that ships no React.
 */
import type { DonationCategoryCode, DonationPaymentStatus } from '#shared/giving/words.ts';

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

export const THANK_YOU_WORDS = {
  eyebrow: 'Giving',
  processingHeading: 'Processing your gift…',
  slowNote:
    'It is taking longer than usual. You will receive an email receipt as soon as your payment is confirmed; there is no need to give again.',
  noScriptNote: 'This page does not update by itself here: reload it in a few seconds.',
  failedHeading: 'Your gift was not completed',
  receiptOnItsWay: 'A receipt is on its way to your inbox.',
  notLoaded:
    'We could not load the details of your gift just now. Your email receipt will confirm it once the payment is complete.',
  changeOrCancelLink: 'Change or cancel it on your donor page',
  amountLabel: 'Amount',
  categoryLabel: 'Category',
  nextNavLabel: 'Where to next',
  home: 'Back to Home',
  events: 'See upcoming events',
  tryAgain: 'Try again',
  backToGiving: 'Back to Giving',
  giveAgain: 'Give again',
  newsletterHeading: 'Stay connected',
  newsletterText: 'Hear about gatherings, new messages and free devotionals by email.',
  newsletterLink: 'Join the newsletter',
} as const;

/** "Thank you, Lydia Purpura!", or "Thank you!" for an anonymous gift (or one that could not be read). */
export function thankYouHeading(name: string | null): string {
  return name ? `Thank you, ${name}!` : 'Thank you!';
}

/** While Stripe has not answered: "We are waiting for the payment processor to confirm your gift of …". */
export function processingWords(gift: string, category: string): string {
  return `We are waiting for the payment processor to confirm your gift of ${gift} to ${category}. This usually takes a few seconds.`;
}

export function failedWords(gift: string, category: string): string {
  return `The payment for your gift of ${gift} to ${category} did not go through, and nothing was charged. You are welcome to try again.`;
}

/** "Your monthly gift of $25.00 to Missions helps us keep drawing hearts back to God." */
export function paidWords(gift: string, category: string, frequency: string | null): string {
  return `Your ${frequency ? `${frequency} ` : ''}gift of ${gift} to ${category} helps us keep drawing hearts back to God.`;
}

/** A recurring gift: how it goes on, before the link to the donor's page. */
export function repeatsWords(interval: 'month' | 'week'): string {
  return `It repeats every ${interval}, with an email receipt each time, until you change or cancel it.`;
}
