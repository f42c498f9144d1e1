/**
 * A donor's year-end statement as a PDF (docs/product.md#year-end-statements): the ministry, the
 * donor, every counted gift of the year with the gift and the fee cover in their own columns, the
 * totals, and the 501(c)(3) wording, in the donor's language (English or Spanish). US Letter,
 * Helvetica (a standard PDF font: nothing to embed); its WinAnsi character set has every letter
 * Spanish needs (á é í ó ú ü ñ ¿ ¡), so a Spanish statement loses no accent.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { dollarsIn, GIVING_MAIL_WORDS, longDateIn, shortDateIn } from '#shared/giving/mail-words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
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
  /** The language of the donor's latest gift of the year: the PDF and its email are in it. */
  locale?: Locale;
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
  const locale = statement.locale ?? 'en';
  const t = GIVING_MAIL_WORDS.in(locale);
  const formatCents = (cents: number) => dollarsIn(cents, locale);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(t('statement.docTitle', { site: site.name, year: String(statement.year) }));
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
    line(t('statement.ein', { ein: legal.ein }), { color: MUTED });
    next(13);
  }
  next(14);
  line(t('statement.heading', { year: String(statement.year) }), { size: 15, font: bold });
  next(20);
  line(t('statement.preparedFor', { name: statement.donorName }), { font: bold });
  next(14);
  line(t('statement.issued', { email: statement.email, date: longDateIn(issuedAt, locale) }), {
    color: MUTED,
  });
  next(24);

  const columns = {
    date: MARGIN,
    designation: MARGIN + 95,
    gift: MARGIN + 370,
    cover: MARGIN + 440,
    total: MARGIN + width,
  };
  const header = () => {
    line(t('statement.date'), { font: bold, x: columns.date });
    line(t('statement.designation'), { font: bold, x: columns.designation });
    right(t('statement.gift'), columns.gift, bold);
    right(t('statement.feeCover'), columns.cover, bold);
    right(t('statement.total'), columns.total, bold);
    next(6);
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: MUTED });
    next(12);
  };
  header();
  for (const gift of statement.gifts) {
    line(shortDateIn(gift.paidAt, locale), { x: columns.date });
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
  line(t('statement.totalOf', { count }), { font: bold });
  right(formatCents(statement.giftTotalCents), columns.gift, bold);
  right(formatCents(statement.feeCoverTotalCents), columns.cover, bold);
  right(formatCents(statement.totalCents), columns.total, bold);
  next(24);
  if (statement.gifts.some((gift) => gift.partlyRefunded)) {
    line(t('statement.partlyRefunded'), { color: MUTED });
    next(16);
  }
  line(t('statement.feeCoverNote'), { color: MUTED, size: 9 });
  next(20);
  line(t('legal.noGoodsMany'), { font: bold });
  next(16);
  line(t('statement.keep'));
  next(14);
  line(t('statement.questions', { email: site.contact.email, phone: site.contact.phone }));
  return doc.save();
}
