/**
 * Writes the two free devotional PDFs (public/devotionals/) from their text in content/devotionals/:
 * a cover page, an introduction, one section per day and a closing page. Run after editing the text:
 *   node --import tsx scripts/build-devotionals.ts
 * The PDFs are committed, so the site serves them after `npm ci && npm start` without a build step.
 * Dates are fixed so an unchanged text gives byte-identical files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import devotionals from '#content/devotionals.json' with { type: 'json' };
import site from '#content/site.json' with { type: 'json' };

interface Day {
  title: string;
  scripture: string;
  reflection: string;
  prayer: string;
  practice?: string;
}
interface DevotionalText {
  title: string;
  subtitle: string;
  companion: string;
  introduction: string[];
  days: Day[];
  closing: string;
}

const NAVY = rgb(0.07, 0.12, 0.25);
const GOLD = rgb(0.85, 0.67, 0.25);
const INK = rgb(0.12, 0.12, 0.15);
const MUTED = rgb(0.35, 0.35, 0.42);
const PAGE = { width: 432, height: 648 }; // 6 x 9 inches
const MARGIN = 54;
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

interface Fonts {
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when one fills up. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private pageNumber = 1;
  private readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  private readonly footer: string;
  constructor(doc: PDFDocument, fonts: Fonts, footer: string) {
    this.doc = doc;
    this.fonts = fonts;
    this.footer = footer;
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageNumber += 1;
    this.y = PAGE.height - MARGIN;
    const label = `${this.footer}  ·  ${this.pageNumber}`;
    const size = 8;
    this.page.drawText(label, {
      x: (PAGE.width - this.fonts.sans.widthOfTextAtSize(label, size)) / 2,
      y: MARGIN / 2,
      size,
      font: this.fonts.sans,
      color: MUTED,
    });
  }

  space(points: number) {
    this.y -= points;
  }

  paragraph(text: string, font: PDFFont, size: number, color = INK, keepWithNext = 0) {
    const lineHeight = size * 1.45;
    const lines = wrap(text, font, size, PAGE.width - MARGIN * 2);
    if (this.y - lineHeight * Math.min(lines.length, 3) - keepWithNext < MARGIN) this.newPage();
    for (const line of lines) {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
    }
  }

  rule() {
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + 48, y: this.y },
      thickness: 1.5,
      color: GOLD,
    });
    this.y -= 6;
  }
}

function drawCover(doc: PDFDocument, fonts: Fonts, text: DevotionalText) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: NAVY });
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: GOLD,
    borderWidth: 1.5,
  });
  const centre = (line: string, font: PDFFont, size: number, y: number, color = rgb(1, 1, 1)) =>
    page.drawText(line, { x: (PAGE.width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  centre('FREE DEVOTIONAL', fonts.sans, 10, PAGE.height - 120, GOLD);
  let y = PAGE.height - 190;
  for (const line of wrap(text.title, fonts.serifBold, 32, PAGE.width - 120)) {
    centre(line, fonts.serifBold, 32, y);
    y -= 40;
  }
  centre(text.subtitle, fonts.serifItalic, 18, y - 6, GOLD);
  centre(text.companion, fonts.serif, 11, y - 40, rgb(0.9, 0.9, 0.95));
  centre(site.name, fonts.serifBold, 14, 110);
  centre(site.tagline, fonts.serifItalic, 11, 90, GOLD);
  centre(`${site.location.city}, ${site.location.region}`, fonts.sans, 9, 70, rgb(0.85, 0.85, 0.9));
}

export async function buildDevotionalPdf(text: DevotionalText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${text.title}: ${text.subtitle}`);
  doc.setAuthor(site.name);
  doc.setSubject(text.companion);
  doc.setCreator(site.name);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
  };
  drawCover(doc, fonts, text);

  const w = new Writer(doc, fonts, `${text.title} · ${site.name}`);
  w.newPage();
  w.paragraph('Before You Begin', fonts.serifBold, 20, NAVY);
  w.rule();
  for (const paragraph of text.introduction) {
    w.paragraph(paragraph, fonts.serif, 11.5);
    w.space(8);
  }
  text.days.forEach((day, index) => {
    w.space(18);
    w.paragraph(`DAY ${index + 1}`, fonts.sans, 9, GOLD, 80);
    w.paragraph(day.title, fonts.serifBold, 17, NAVY, 60);
    w.rule();
    w.paragraph(day.scripture, fonts.serifItalic, 11.5, MUTED);
    w.space(6);
    w.paragraph(day.reflection, fonts.serif, 11.5);
    w.space(6);
    w.paragraph(`Pray: ${day.prayer}`, fonts.serifItalic, 11.5, NAVY);
    if (day.practice) {
      w.space(6);
      w.paragraph(`Today: ${day.practice}`, fonts.serif, 11.5);
    }
  });
  w.newPage();
  w.paragraph('Keep Going', fonts.serifBold, 20, NAVY);
  w.rule();
  w.paragraph(text.closing, fonts.serif, 11.5);
  w.space(12);
  w.paragraph(`${site.name} · ${site.contact.email} · ${site.contact.phone}`, fonts.sans, 9, MUTED);
  w.paragraph(`Scripture quotations are from the King James Version.`, fonts.sans, 9, MUTED);
  return doc.save({ useObjectStreams: false });
}

const SOURCES = [
  { text: 'whom-will-god-glorify.json', file: devotionals.whom.fileName },
  { text: 'fulfill-your-days.json', file: devotionals.fulfill.fileName },
];

export async function buildAll(root = process.cwd()) {
  const outDir = path.join(root, 'public', 'devotionals');
  fs.mkdirSync(outDir, { recursive: true });
  for (const source of SOURCES) {
    const text = JSON.parse(
      fs.readFileSync(path.join(root, 'content', 'devotionals', source.text), 'utf8'),
    ) as DevotionalText;
    const bytes = await buildDevotionalPdf(text);
    fs.writeFileSync(path.join(outDir, source.file), bytes);
    console.log(`wrote public/devotionals/${source.file} (${bytes.length} bytes)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
