import { categoryLabel, centsToDollars, formatUsd } from '#shared/giving/contract.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '../../email/outbox.ts';

interface PaidDonation {
  id: string;
  name: string;
  email: string;
  amountCents: number;
  category: string;
  paidAt: Date;
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: site.timeZone }).format(date);

/** The donor's receipt, queued once when Stripe confirms the payment. */
export function receiptEmail({
  donation,
  siteUrl,
}: {
  donation: PaidDonation;
  siteUrl: string;
}): OutgoingEmail {
  const amount = formatUsd(centsToDollars(donation.amountCents));
  const text = [
    `Dear ${donation.name},`,
    '',
    `Thank you for your gift to ${site.name}. Your generosity helps us keep ${site.tagline.toLowerCase()}.`,
    '',
    'Your receipt',
    `  Amount: ${amount} (USD, one-time gift by card)`,
    `  Designated to: ${categoryLabel(donation.category)}`,
    `  Date: ${longDate(donation.paidAt)}`,
    `  Donation ID: ${donation.id}`,
    '',
    'No goods or services were provided in exchange for this contribution.',
    'Please keep this email for your records.',
    '',
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
    subject: `Your gift to ${site.name}: ${amount} receipt`,
    text,
  };
}

/** Tells the office a gift arrived (only when STAFF_EMAIL is set). */
export function staffGiftEmail({ donation, to }: { donation: PaidDonation; to: string }): OutgoingEmail {
  const amount = formatUsd(centsToDollars(donation.amountCents));
  return {
    kind: 'donation.staff',
    to,
    subject: `New gift: ${amount} to ${categoryLabel(donation.category)}`,
    text: [
      `A card gift was confirmed by Stripe on ${longDate(donation.paidAt)}.`,
      '',
      `  Amount: ${amount}`,
      `  Category: ${categoryLabel(donation.category)}`,
      `  Donation ID: ${donation.id}`,
      '',
      'The donor received an email receipt.',
    ].join('\n'),
  };
}
