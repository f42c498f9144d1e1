import {
  categoryLabel,
  centsToDollars,
  formatUsd,
  frequencyAdjective,
  giftAndFeeWords,
} from '#shared/giving/words.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { donorLinkParagraph } from '#server/features/giving/giving.donor-emails.ts';

export interface PaidDonation {
  id: string;
  name: string;
  email: string;
  amountCents: number;
  /** What the donor added to cover the card fee; Stripe charged amountCents + feeCoverCents. */
  feeCoverCents: number;
  category: string;
  paidAt: Date;
  /** One charge of a recurring gift: 'month' or 'week'; one-time gifts have none. */
  interval?: 'month' | 'week' | null;
  /** Finished on the demo checkout: nothing was charged, and every email says so first. */
  isDemo: boolean;
}

/** The first words of every email about a demo gift. */
export const DEMO_GIFT_NOTICE =
  'DEMO GIFT: this site runs a demo checkout. No card was charged and no money was given.';
const DEMO_SUBJECT_PREFIX = '[Demo, no money given] ';

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: site.timeZone }).format(date);

/** The donor's receipt, queued once when Stripe confirms the payment. */
export function receiptEmail({
  donation,
  siteUrl,
  manageUrl,
}: {
  donation: PaidDonation;
  siteUrl: string;
  /** A one-time sign-in link to the donor's own page, issued as the receipt is queued. */
  manageUrl?: string;
}): OutgoingEmail {
  const amount = formatUsd(centsToDollars(donation.amountCents));
  const kindOfGift = `${frequencyAdjective(donation.interval)} gift by card`;
  const text = [
    ...(donation.isDemo ? [DEMO_GIFT_NOTICE, ''] : []),
    `Dear ${donation.name},`,
    '',
    `Thank you for your gift to ${site.name}. Your generosity helps us keep ${site.tagline.toLowerCase()}.`,
    '',
    'Your receipt',
    `  Amount: ${giftAndFeeWords(donation.amountCents, donation.feeCoverCents)} (USD, ${kindOfGift})`,
    `  Designated to: ${categoryLabel(donation.category)}`,
    `  Date: ${longDate(donation.paidAt)}`,
    `  Donation ID: ${donation.id}`,
    '',
    'No goods or services were provided in exchange for this contribution.',
    'Please keep this email for your records.',
    '',
    ...(manageUrl ? [...donorLinkParagraph(manageUrl), ''] : []),
    `Questions about your gift? Reply to ${site.contact.email} or call ${site.contact.phone}.`,
    '',
    `"${site.scripture.text}" (${site.scripture.reference})`,
    '',
    `${site.name}, ${site.contact.city}`,
    siteUrl,
  ].join('\n');
  return {
    kind: 'donation.receipt',
    to: donation.email,
    subject: `${donation.isDemo ? DEMO_SUBJECT_PREFIX : ''}Your gift to ${site.name}: ${amount} receipt`,
    text,
  };
}

/** Tells the office a gift arrived (only when STAFF_EMAIL is set). */
export function staffGiftEmail({ donation, to }: { donation: PaidDonation; to: string }): OutgoingEmail {
  const amount = formatUsd(centsToDollars(donation.amountCents));
  return {
    kind: 'donation.staff',
    to,
    subject: `${donation.isDemo ? DEMO_SUBJECT_PREFIX : ''}New gift: ${amount} to ${categoryLabel(donation.category)}`,
    text: [
      ...(donation.isDemo ? [DEMO_GIFT_NOTICE, ''] : []),
      `A card gift was confirmed by Stripe on ${longDate(donation.paidAt)}.`,
      '',
      `  Amount: ${giftAndFeeWords(donation.amountCents, donation.feeCoverCents)}`,
      `  Given: ${frequencyAdjective(donation.interval)}`,
      `  Category: ${categoryLabel(donation.category)}`,
      `  Donation ID: ${donation.id}`,
      '',
      'The donor received an email receipt.',
    ].join('\n'),
  };
}
