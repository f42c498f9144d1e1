import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, toCsv } from '#shared/lists/csv.ts';

/** A small RFC 4180 reader, to prove what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      endCell();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('CSV export writer', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell('say "amen"')).toBe('"say ""amen"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(['prayer_ministry', 'volunteer'])).toBe('prayer_ministry; volunteer');
  });

  it.each(['=1+1', '+1 512', '-2', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://x","y")'])(
    'neutralises the formula %j so no cell starts with = + - @ tab or CR',
    (input) => {
      const out = parseCsv(toCsv([{ header: 'v', value: (r: string) => r }], [input]))[1]![0]!;
      expect(out).toBe(`'${input}`);
      expect(out).not.toMatch(/^[=+\-@\t\r]/);
    },
  );

  it('keeps program numbers (counts) as numbers', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(42)).toBe('42');
  });

  it('writes a header and rows that read back exactly, with a UTF-8 byte-order mark', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'Count', value: (r) => r.n },
      ],
      [
        { name: 'José, "Pepe"', n: 2 },
        { name: 'Zoë\r\nline', n: 0 },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['Name', 'Count'],
      ['José, "Pepe"', '2'],
      ['Zoë\r\nline', '0'],
    ]);
  });

  it('names the file by tab and local date', () => {
    expect(csvFileName('Email Subscribers', new Date(2026, 5, 5, 23, 30))).toBe(
      'email-subscribers-2026-06-05.csv',
    );
    expect(csvFileName('Devotional Leads', new Date(2026, 11, 31))).toBe('devotional-leads-2026-12-31.csv');
  });
});
