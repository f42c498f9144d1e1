import { dollarsIn, GIVING_MAIL_WORDS } from '#shared/giving/mail-words.ts';
import { DONOR_PAGE_PATH } from '#shared/giving/manage-words.ts';
import { pathInLocale, readLocale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { demoGiftNotice } from '#server/features/giving/giving.emails.ts';

/**
 * A renewal could not be charged (invoice.payment_failed): one email per failed invoice, saying so
 * and how to update the card on the donor's own page, in the language the gift was given in.
 */
export function paymentFailedEmail({
  gift,
  siteUrl,
}: {
  gift: {
    name: string;
    email: string;
    amountCents: number;
    feeCoverCents: number;
    interval: 'month' | 'week';
    isDemo: boolean;
    locale?: string | null;
  };
  siteUrl: string;
}): OutgoingEmail {
  const locale = readLocale(gift.locale);
  const t = GIVING_MAIL_WORDS.in(locale);
  const charge = dollarsIn(gift.amountCents + gift.feeCoverCents, locale);
  const weekly = gift.interval === 'week';
  return {
    kind: 'donation.recurring_payment_failed',
    to: gift.email,
    subject: t(weekly ? 'failed.subjectWeekly' : 'failed.subjectMonthly', { site: site.name }),
    text: [
      ...(gift.isDemo ? [demoGiftNotice(locale), ''] : []),
      t('failed.dear', { name: gift.name }),
      '',
      t(weekly ? 'failed.textWeekly' : 'failed.textMonthly', { site: site.name, charge }),
      '',
      t('failed.update'),
      `  ${siteUrl}${pathInLocale(DONOR_PAGE_PATH, locale)}`,
      '',
      t('failed.retry'),
      '',
      t('failed.questions', { email: site.contact.email, phone: site.contact.phone }),
    ].join('\n'),
  };
}
