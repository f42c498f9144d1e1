import fs from 'node:fs';
import zlib from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import devotionals from '#content/devotionals.json' with { type: 'json' };
import whom from '#content/devotionals/whom-will-god-glorify.json' with { type: 'json' };
import fulfill from '#content/devotionals/fulfill-your-days.json' with { type: 'json' };
import { buildDevotionalPdf } from '#scripts/build-devotionals.ts';

/** The words drawn on the pages (pdf-lib writes standard-font text as hex strings). */
async function pageText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = Buffer.from(object.contents);
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      text += `${Buffer.from(match[1]!, 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}

describe.each([
  ['30-day', whom, devotionals.whom.fileName, 30],
  ['7-day', fulfill, devotionals.fulfill.fileName, 7],
])('the %s devotional PDF', (_label, text, fileName, days) => {
  const committed = fs.readFileSync(`public/devotionals/${fileName}`);

  it('is committed and up to date with its text in content/devotionals', async () => {
    const built = await buildDevotionalPdf(text);
    expect(Buffer.from(built).equals(committed)).toBe(true);
  });

  it('has a cover page, an introduction and every day of devotional text', async () => {
    const doc = await PDFDocument.load(committed);
    expect(doc.getTitle()).toContain(text.title);
    expect(doc.getPageCount()).toBeGreaterThan(days / 3 + 2);
    const words = await pageText(committed);
    expect(words).toContain('FREE DEVOTIONAL');
    expect(words).toContain('Before You Begin');
    expect(words).toContain(`DAY ${days}`);
    expect(words).toContain(text.days[days - 1]!.title);
  });
});
