/** The email that carries a donor's year-end statement PDF (docs/product.md#year-end-statements). */
import { formatCents } from '#shared/giving/admin-format.ts';
import { NO_GOODS_OR_SERVICES } from '#shared/giving/statements-format.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import type { Statement } from '#server/features/giving/giving.statement-pdf.ts';

export const STATEMENT_EMAIL_KIND = 'donation.statement';

export const statementFileName = (year: number) => `giving-statement-${year}.pdf`;

export function statementEmail(statement: Statement, pdf: Uint8Array, siteUrl: string): OutgoingEmail {
  const count = statement.gifts.length;
  const text = [
    `Dear ${statement.donorName},`,
    '',
    `Thank you for giving to ${site.name} in ${statement.year}. Your giving statement for the year is attached as a PDF.`,
    '',
    `  Gifts: ${count}`,
    `  Given: ${formatCents(statement.giftTotalCents)}`,
    ...(statement.feeCoverTotalCents > 0
      ? [`  Added to cover card fees: ${formatCents(statement.feeCoverTotalCents)}`]
      : []),
    `  Total contributions: ${formatCents(statement.totalCents)}`,
    '',
    NO_GOODS_OR_SERVICES,
    'Please keep the statement for your tax records.',
    '',
    `Questions about your giving? Reply to ${site.contact.email} or call ${site.contact.phone}.`,
    '',
    `${site.name}, ${site.contact.city}`,
    siteUrl,
  ].join('\n');
  return {
    kind: STATEMENT_EMAIL_KIND,
    to: statement.email,
    subject: `Your ${statement.year} giving statement from ${site.name}`,
    text,
    attachments: [
      {
        filename: statementFileName(statement.year),
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
}
