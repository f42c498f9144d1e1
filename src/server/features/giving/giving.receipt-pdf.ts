/**
 * One gift's receipt as a PDF (docs/product.md#the-donors-own-page), made with pdf-lib: the
 * ministry's name, the donor, the date in the ministry's zone, the amount with its fee-cover part,
 * the designation, and the statement the tax rules ask for. Standard fonts only: text is WinAnsi, so
 * anything else in a name is replaced rather than failing the whole receipt.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { categoryLabel } from '#shared/giving/words.ts';
import { donorDate, usd } from '#shared/giving/manage-format.ts';
import { site } from '#shared/site/settings.ts';

export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for this contribution.';

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
}

/** Characters the standard fonts cannot draw become '?': a receipt is never refused for a name. */
const drawable = (text: string) =>
  text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D]/g, '?');

export function receiptLines(gift: ReceiptGift): Array<[string, string]> {
  return [
    ['Donor', gift.name],
    ['Email', gift.email],
    ['Date', donorDate(gift.paidAt)],
    ['Gift', usd(gift.amountCents)],
    ...(gift.feeCoverCents > 0
      ? ([
          ['Card fee covered', usd(gift.feeCoverCents)],
          ['Total charged', usd(gift.amountCents + gift.feeCoverCents)],
        ] as Array<[string, string]>)
      : []),
    ['Designated to', categoryLabel(gift.category)],
    ['Kind', gift.recurring ? 'Recurring gift by card' : 'One-time gift by card'],
    ['Donation ID', gift.id],
  ];
}

export async function receiptPdf(gift: ReceiptGift): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${gift.id}`);
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
  write('Donation receipt', { size: 16, font: bold });
  y -= 28;
  if (gift.isDemo) {
    write('DEMO GIFT: no card was charged and no money was given.', { font: bold });
    y -= 24;
  }
  for (const [label, value] of receiptLines(gift)) {
    write(label, { font: bold });
    write(value, { x: 200 });
    y -= 20;
  }
  y -= 20;
  write(NO_GOODS_OR_SERVICES);
  y -= 20;
  write('Please keep this receipt for your records.', { size: 10 });
  return pdf.save();
}
