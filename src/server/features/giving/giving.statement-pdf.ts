/**
 * A donor's year-end statement as a PDF (docs/product.md#year-end-statements): the ministry, the
 * donor, every counted gift of the year with the gift and the fee cover in their own columns, the
 * totals, and the 501(c)(3) wording. US Letter, Helvetica (a standard PDF font: nothing to embed).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatCents } from '#shared/giving/admin-format.ts';
import { NO_GOODS_OR_SERVICES } from '#shared/giving/statements-format.ts';
import { site } from '#shared/site/settings.ts';

export interface StatementGift {
  paidAt: Date;
  category: string;
  /** 'One-time' or 'Monthly gift' …: how it was given. */
  kind: string;
  giftCents: number;
  feeCoverCents: number;
  /** Part of the charge was refunded: the amounts are what remained. */
  partlyRefunded: boolean;
}

export interface Statement {
  year: number;
  donorName: string;
  email: string;
  gifts: StatementGift[];
  giftTotalCents: number;
  feeCoverTotalCents: number;
  totalCents: number;
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.3, 0.3, 0.35);
const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: site.timeZone }).format(date);
const shortDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: site.timeZone }).format(date);

/** The ministry's legal details in the published settings, shown only when staff filled them in. */
const legalDetails = () => (site as { legal?: { address?: string; ein?: string } }).legal ?? {};

/**
 * Text the standard font can draw: accents it lacks lose their mark (Dvořák → Dvorak), anything
 * else becomes '?', so an unusual name never stops a statement.
 */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
    })
    .join('');
}

export async function statementPdf(statement: Statement, issuedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${site.name}: ${statement.year} giving statement`);
  doc.setAuthor(site.name);
  doc.setCreationDate(issuedAt);

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;

  function line(
    text: string,
    options: { size?: number; font?: PDFFont; color?: typeof INK; x?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    page.drawText(drawable(font, text), {
      x: options.x ?? MARGIN,
      y,
      size,
      font,
      color: options.color ?? INK,
    });
  }
  function right(text: string, edge: number, font: PDFFont = regular, size = 10) {
    const safe = drawable(font, text);
    page.drawText(safe, { x: edge - font.widthOfTextAtSize(safe, size), y, size, font, color: INK });
  }
  function next(step: number) {
    y -= step;
    if (y < MARGIN + 40) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
  }

  // Read at each statement, not at import: staff change the settings (applySiteSettings).
  const legal = legalDetails();
  line(site.name, { size: 18, font: bold });
  next(18);
  for (const detail of [legal.address || site.contact.city, site.contact.email, site.contact.phone]) {
    line(detail, { color: MUTED });
    next(13);
  }
  if (legal.ein) {
    line(`EIN (tax ID): ${legal.ein}`, { color: MUTED });
    next(13);
  }
  next(14);
  line(`Giving statement for ${statement.year}`, { size: 15, font: bold });
  next(20);
  line(`Prepared for ${statement.donorName}`, { font: bold });
  next(14);
  line(`${statement.email}, issued ${longDate(issuedAt)}`, { color: MUTED });
  next(24);

  const columns = {
    date: MARGIN,
    designation: MARGIN + 95,
    gift: MARGIN + 370,
    cover: MARGIN + 440,
    total: MARGIN + width,
  };
  const header = () => {
    line('Date', { font: bold, x: columns.date });
    line('Designation', { font: bold, x: columns.designation });
    right('Gift', columns.gift, bold);
    right('Fee cover', columns.cover, bold);
    right('Total', columns.total, bold);
    next(6);
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: MUTED });
    next(12);
  };
  header();
  for (const gift of statement.gifts) {
    line(shortDate(gift.paidAt), { x: columns.date });
    line(`${gift.category} (${gift.kind})${gift.partlyRefunded ? ' *' : ''}`, { x: columns.designation });
    right(formatCents(gift.giftCents), columns.gift);
    right(formatCents(gift.feeCoverCents), columns.cover);
    right(formatCents(gift.giftCents + gift.feeCoverCents), columns.total);
    next(14);
  }
  next(-6);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: MUTED });
  next(14);
  const count = statement.gifts.length;
  line(`Total of ${count} ${count === 1 ? 'gift' : 'gifts'}`, { font: bold });
  right(formatCents(statement.giftTotalCents), columns.gift, bold);
  right(formatCents(statement.feeCoverTotalCents), columns.cover, bold);
  right(formatCents(statement.totalCents), columns.total, bold);
  next(24);
  if (statement.gifts.some((gift) => gift.partlyRefunded)) {
    line('* Partly refunded: the amounts shown are what remained after the refund.', { color: MUTED });
    next(16);
  }
  line(
    'The fee cover is what you added so the ministry received your whole gift; it is part of your contribution.',
    {
      color: MUTED,
      size: 9,
    },
  );
  next(20);
  line(NO_GOODS_OR_SERVICES, { font: bold });
  next(16);
  line('Please keep this statement for your tax records.');
  next(14);
  line(`Questions? Write to ${site.contact.email} or call ${site.contact.phone}.`);
  return doc.save();
}
