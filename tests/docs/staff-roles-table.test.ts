/**
 * docs/product.md#staff-roles is the declaration in src/shared/staff/permissions.ts, word for word:
 * the section's table is the one rendered from it, so the doc cannot say a role may do what the
 * guard refuses, or the other way round.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rolesTableMarkdown } from '#shared/staff/permissions.ts';

const product = readFileSync(path.resolve(import.meta.dirname, '../../docs/product.md'), 'utf8');
const section = product.split('\n### Staff roles\n')[1]?.split('\n### ')[0] ?? '';
const tableIn = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .join('\n');

describe('the staff roles table of docs/product.md', () => {
  it('is the table rendered from the declaration, and the only table of the section', () => {
    expect(tableIn(section)).toBe(rolesTableMarkdown());
  });

  it('says plainly who may export donations', () => {
    const row = section.split('\n').find((line) => line.includes('export donations'));
    expect(row).toBe(
      '| Giving | read | see donations and recurring gifts, export donations, see year-end statements | Administrator, Giving |',
    );
  });
});
