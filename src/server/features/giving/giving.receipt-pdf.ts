/**
 * One gift's receipt as a PDF (docs/product.md#the-donors-own-page), made with pdf-lib: the
 * ministry's name, the donor, the date in the ministry's zone, the amount with its fee-cover part,
 * the designation, and the statement the tax rules ask for, in the language the gift was given in.
 * Standard fonts only: text is WinAnsi (it has every Spanish letter: á é í ó ú ü ñ ¿ ¡), so anything
 * else in a name is replaced rather than failing the whole receipt.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { categoryLabel } from '#shared/giving/words.ts';
import { dollarsIn, GIVING_MAIL_WORDS, longDateIn } from '#shared/giving/mail-words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';

export const NO_GOODS_OR_SERVICES = GIVING_MAIL_WORDS.in('en')('legal.noGoodsOne');

export interface ReceiptGift {
  id: string;
  name: string;
  email: string;
  paidAt: Date;
  amountCents: number;
  feeCoverCents: number;
  category: string;
  recurring: boolean;
  isDemo: boolean;
  /** The language the gift was given in (English when absent). */
  locale?: Locale;
}

/** Characters the standard fonts cannot draw become '?': a receipt is never refused for a name. */
const drawable = (text: string) =>
  text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D]/g, '?');

export function receiptLines(gift: ReceiptGift): Array<[string, string]> {
  const locale = gift.locale ?? 'en';
  const t = GIVING_MAIL_WORDS.in(locale);
  const usd = (cents: number) => dollarsIn(cents, locale);
  return [
    [t('receiptPdf.donor'), gift.name],
    [t('receiptPdf.email'), gift.email],
    [t('receiptPdf.date'), longDateIn(gift.paidAt, locale)],
    [t('receiptPdf.gift'), usd(gift.amountCents)],
    ...(gift.feeCoverCents > 0
      ? ([
          [t('receiptPdf.feeCovered'), usd(gift.feeCoverCents)],
          [t('receiptPdf.totalCharged'), usd(gift.amountCents + gift.feeCoverCents)],
        ] as Array<[string, string]>)
      : []),
    [t('receiptPdf.designated'), categoryLabel(gift.category, locale)],
    [t('receiptPdf.kind'), t(gift.recurring ? 'receiptPdf.recurring' : 'receiptPdf.oneTime')],
    [t('receiptPdf.id'), gift.id],
  ];
}

export async function receiptPdf(gift: ReceiptGift): Promise<Uint8Array> {
  const t = GIVING_MAIL_WORDS.in(gift.locale ?? 'en');
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('receiptPdf.docTitle', { id: gift.id }));
  pdf.setAuthor(site.name);
  const page = pdf.addPage([612, 792]); // US Letter
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const navy = rgb(0.07, 0.13, 0.27);
  let y = 720;
  const write = (text: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    page.drawText(drawable(text), {
      x: options.x ?? 72,
      y,
      size: options.size ?? 12,
      font: options.font ?? regular,
      color: navy,
    });
  };
  write(site.name, { size: 20, font: bold });
  y -= 22;
  write(`${site.contact.city}  ·  ${site.contact.email}`.replace('·', '-'), { size: 10 });
  y -= 40;
  write(t('receiptPdf.heading'), { size: 16, font: bold });
  y -= 28;
  if (gift.isDemo) {
    write(t('receiptPdf.demo'), { font: bold });
    y -= 24;
  }
  for (const [label, value] of receiptLines(gift)) {
    write(label, { font: bold });
    write(value, { x: 200 });
    y -= 20;
  }
  y -= 20;
  write(t('legal.noGoodsOne'));
  y -= 20;
  write(t('receiptPdf.keep'), { size: 10 });
  return pdf.save();
}
