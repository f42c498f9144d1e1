/**
 * The Spanish words of the site's documents (content/es/<key>.json, docs/product.md#languages) are
 * laid over the English ones field by field, so each Spanish file must keep its English file's shape:
 * every key it has exists in English with the same type, lists keep their English length (the n-th
 * Spanish item is the n-th English item's words), and it holds words only, never an address, a
 * number or a switch, which stay the English document's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contentDir = path.resolve(import.meta.dirname, '../../../content');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const englishKeys = fs
  .readdirSync(contentDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

const kind = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);

/** Where the Spanish file departs from the English one's shape, or holds something other than words. */
function misfits(spanish: unknown, english: unknown, at: string, found: string[] = []): string[] {
  if (kind(spanish) !== kind(english)) {
    found.push(`${at}: ${kind(spanish)} where English has ${kind(english)}`);
  } else if (Array.isArray(spanish) && Array.isArray(english)) {
    if (spanish.length !== english.length)
      found.push(`${at}: ${spanish.length} items where English has ${english.length}`);
    spanish.forEach((item, index) => misfits(item, english[index], `${at}[${index}]`, found));
  } else if (spanish && typeof spanish === 'object') {
    const englishObject = english as Record<string, unknown>;
    for (const [key, value] of Object.entries(spanish)) {
      if (!(key in englishObject)) found.push(`${at}.${key}: not in the English file`);
      else misfits(value, englishObject[key], `${at}.${key}`, found);
    }
  } else if (typeof spanish !== 'string') {
    found.push(`${at}: ${kind(spanish)} is not words`);
  } else if (!spanish.trim() || /^(\/|https?:|mailto:)/.test(spanish)) {
    found.push(`${at}: "${spanish}" is not words`);
  }
  return found;
}

describe('the Spanish content files (content/es)', () => {
  it('has a Spanish file for every English document', () => {
    const spanish = fs.readdirSync(path.join(contentDir, 'es')).map((name) => name.replace(/\.json$/, ''));
    expect(englishKeys.filter((key) => !spanish.includes(key))).toEqual([]);
  });

  it.each(englishKeys)('content/es/%s.json keeps the English shape and holds words only', (key) => {
    const spanish = read(path.join(contentDir, 'es', `${key}.json`));
    const english = read(path.join(contentDir, `${key}.json`));
    expect(misfits(spanish, english, key)).toEqual([]);
  });

  it('reads in Spanish, not in English', () => {
    const home = read(path.join(contentDir, 'es', 'home.json')) as { hero: { heading: string } };
    const site = read(path.join(contentDir, 'es', 'site.json')) as { gathering: { days: string } };
    expect(home.hero.heading).toBe('Atrayendo los corazones de vuelta a Dios');
    expect(site.gathering.days).toBe('El segundo y el último sábado de cada mes');
  });
});
