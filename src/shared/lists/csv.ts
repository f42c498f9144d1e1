/**
 * CSV for the admin exports: RFC 4180 (comma separated, CRLF line ends, a field quoted when it
 * holds a comma, quote, CR or LF, quotes doubled), UTF-8 with a byte-order mark so spreadsheet
 * programs read accents right. Formula injection is neutralised: a cell that would start with
 * =, +, -, @, tab or carriage return gets a leading apostrophe, so a spreadsheet shows it as text
 * instead of running it ("=HYPERLINK(...)" typed into a public form stays harmless).
 */
export type CsvCell = string | number | boolean | null | undefined | readonly string[];

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.join('; ');
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else text = String(value);
  // Numbers are the program's own values (counts), never typed by a visitor: a negative stays a number.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return CSV_BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** The file is named by the tab and the date, e.g. email-subscribers-2026-06-15.csv. */
export function csvFileName(tab: string, date: Date): string {
  const slug = tab
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `${slug}-${day}.csv`;
}
