/**
 * The email that carries a donor's year-end statement PDF (docs/product.md#year-end-statements), in
 * the statement's language (the donor's latest gift's).
 */
import { dollarsIn, GIVING_MAIL_WORDS } from '#shared/giving/mail-words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import type { Statement } from '#server/features/giving/giving.statement-pdf.ts';

export const STATEMENT_EMAIL_KIND = 'donation.statement';

/** 'giving-statement-2031.pdf' / 'constancia-donativos-2031.pdf'. */
export const statementFileName = (year: number, locale: Locale = 'en') =>
  GIVING_MAIL_WORDS.in(locale)('statementEmail.fileName', { year: String(year) });

export function statementEmail(statement: Statement, pdf: Uint8Array, siteUrl: string): OutgoingEmail {
  const locale = statement.locale ?? 'en';
  const t = GIVING_MAIL_WORDS.in(locale);
  const money = (cents: number) => dollarsIn(cents, locale);
  const text = [
    t('statementEmail.dear', { name: statement.donorName }),
    '',
    t('statementEmail.thanks', { site: site.name, year: String(statement.year) }),
    '',
    t('statementEmail.gifts', { count: String(statement.gifts.length) }),
    t('statementEmail.given', { amount: money(statement.giftTotalCents) }),
    ...(statement.feeCoverTotalCents > 0
      ? [t('statementEmail.feeCovers', { amount: money(statement.feeCoverTotalCents) })]
      : []),
    t('statementEmail.total', { amount: money(statement.totalCents) }),
    '',
    t('legal.noGoodsMany'),
    t('statementEmail.keep'),
    '',
    t('statementEmail.questions', { email: site.contact.email, phone: site.contact.phone }),
    '',
    `${site.name}, ${site.contact.city}`,
    siteUrl,
  ].join('\n');
  return {
    kind: STATEMENT_EMAIL_KIND,
    to: statement.email,
    subject: t('statementEmail.subject', { year: String(statement.year), site: site.name }),
    text,
    attachments: [
      {
        filename: statementFileName(statement.year, locale),
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
}
