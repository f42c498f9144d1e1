import {
  categoryLabel,
  centsToDollars,
  formatUsd,
  frequencyAdjective,
  giftAndFeeWords,
} from '#shared/giving/words.ts';
import { dollarsIn, giftAndFeeIn, GIVING_MAIL_WORDS, longDateIn } from '#shared/giving/mail-words.ts';
import { type Locale, readLocale } from '#shared/i18n/locales.ts';
import { site, siteIn } from '#shared/site/settings.ts';
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
  /** The language the gift was given in: the donor's receipt is written in it (staff's stays English). */
  locale?: string | null;
}

/** The first words of every email about a demo gift, in the donor's language. */
export const demoGiftNotice = (locale: Locale = 'en') => GIVING_MAIL_WORDS.in(locale)('demo.notice');
export const DEMO_GIFT_NOTICE = demoGiftNotice('en');
const demoSubjectPrefix = (locale: Locale) => GIVING_MAIL_WORDS.in(locale)('demo.subjectPrefix');

const longDate = (date: Date) => longDateIn(date, 'en');

const AMOUNT_LINE = { month: 'receipt.amountMonthly', week: 'receipt.amountWeekly' } as const;

/** The donor's receipt, queued once when Stripe confirms the payment, in the gift's language. */
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
  const locale = readLocale(donation.locale);
  const t = GIVING_MAIL_WORDS.in(locale);
  const amount = dollarsIn(donation.amountCents, locale);
  const text = [
    ...(donation.isDemo ? [demoGiftNotice(locale), ''] : []),
    t('receipt.dear', { name: donation.name }),
    '',
    t('receipt.thanks', { site: site.name, tagline: siteIn(locale).tagline.toLowerCase() }),
    '',
    t('receipt.heading'),
    t(donation.interval ? AMOUNT_LINE[donation.interval] : 'receipt.amountOneTime', {
      amount: giftAndFeeIn(donation.amountCents, donation.feeCoverCents, locale),
    }),
    t('receipt.designated', { category: categoryLabel(donation.category, locale) }),
    t('receipt.date', { date: longDateIn(donation.paidAt, locale) }),
    t('receipt.id', { id: donation.id }),
    '',
    t('legal.noGoodsOne'),
    t('receipt.keep'),
    '',
    ...(manageUrl ? [...donorLinkParagraph(manageUrl, locale), ''] : []),
    t('receipt.questions', { email: site.contact.email, phone: site.contact.phone }),
    '',
    `"${siteIn(locale).scripture.text}" (${siteIn(locale).scripture.reference})`,
    '',
    `${site.name}, ${site.contact.city}`,
    siteUrl,
  ].join('\n');
  return {
    kind: 'donation.receipt',
    to: donation.email,
    subject: `${donation.isDemo ? demoSubjectPrefix(locale) : ''}${t('receipt.subject', { site: site.name, amount })}`,
    text,
  };
}

/** Tells the office a gift arrived (only when STAFF_EMAIL is set). Staff read English. */
export function staffGiftEmail({ donation, to }: { donation: PaidDonation; to: string }): OutgoingEmail {
  const amount = formatUsd(centsToDollars(donation.amountCents));
  return {
    kind: 'donation.staff',
    to,
    subject: `${donation.isDemo ? demoSubjectPrefix('en') : ''}New gift: ${amount} to ${categoryLabel(donation.category)}`,
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
