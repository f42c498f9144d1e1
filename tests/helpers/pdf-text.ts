/**
 * The words drawn on a PDF's pages, for tests: every Flate-compressed content stream inflated, and
 * the strings of its text operators (Tj) decoded (pdf-lib writes them as hex in the font's
 * single-byte encoding, which for these ASCII-and-Latin-1 texts is Latin-1). Lines joined by '\n'.
 */
import zlib from 'node:zlib';

export function pdfText(pdf: Uint8Array | Buffer): string {
  const raw = Buffer.from(pdf);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    let content: string;
    try {
      content = zlib.inflateSync(raw.subarray(bodyStart, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(match[1] !== undefined ? Buffer.from(match[1], 'hex').toString('latin1') : match[2]!);
    }
  }
  return lines.join('\n');
}
