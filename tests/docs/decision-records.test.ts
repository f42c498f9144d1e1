/**
 * A decision record that was replaced says so and points at its successor, so a reader who lands on an old
 * record is not left following it. Each record's third line is its header: `Date: … · Status: …`, where a
 * replaced record says `superseded by [NNNN](NNNN-….md)` and its successor may say `Replaces … [NNNN](…)`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((file) => {
    const header = readFileSync(path.join(folder, file), 'utf8')
      .split('\n')
      .find((line) => /Status\b/.test(line));
    return { file, number: file.slice(0, 4), status: header?.replace(/^.*?Status\b[:\s]*/, '') ?? '' };
  });

/** The record files a piece of text links to, as `[0015](0015-….md)`. */
const linkedFiles = (text: string) =>
  [...text.matchAll(/\]\((\d{4}-[^)\s]+\.md)\)/g)].map((match) => match[1]!);

describe('the decision records', () => {
  it('each have a status', () => {
    expect(records.length).toBeGreaterThan(10);
    expect(records.filter((record) => record.status === '').map((record) => record.file)).toEqual([]);
  });

  it('say which record superseded them, as a link to a record that exists', () => {
    const unlinked = records
      .filter((record) => /superseded/i.test(record.status))
      .filter((record) => {
        const links = linkedFiles(record.status.slice(record.status.search(/superseded/i)));
        return links.length === 0 || !links.every((link) => existsSync(path.join(folder, link)));
      })
      .map((record) => `${record.file}: ${record.status}`);
    expect(unlinked).toEqual([]);
  });

  it('are marked superseded by the record that says it replaces or supersedes them', () => {
    const unmarked: string[] = [];
    for (const successor of records) {
      const claim = /\b(replaces|supersedes)\b(.*)/i.exec(successor.status)?.[2];
      if (!claim) continue;
      if (linkedFiles(claim).length === 0)
        unmarked.push(`${successor.file} names what it replaces without a link`);
      for (const link of linkedFiles(claim)) {
        const replaced = records.find((record) => record.file === link);
        const marked =
          replaced !== undefined &&
          /superseded by/i.test(replaced.status) &&
          linkedFiles(replaced.status).includes(successor.file);
        if (!marked) unmarked.push(`${successor.file} replaces ${link}, whose status does not say so`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});
