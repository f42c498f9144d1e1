/**
 * Comments say what they implement, never where it was asked for: no line of the source, the tests or the
 * scripts points at a tracker issue (by number, or as "the issue"); a comment cites docs/product.md or a
 * decision record instead. Every section a comment cites is a heading of docs/product.md, the further
 * anchors of a list ("docs/product.md#events, #staff-events") included; repository-docs.test.ts checks
 * the first anchor of each citation in every file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from '#tests/helpers/markdown.ts';

const root = path.resolve(import.meta.dirname, '../..');
const self = 'tests/docs/comments.test.ts';

/** Every ts, tsx, mjs and js file under src, tests and scripts, as repository paths. */
const sourceFiles = ['src', 'tests', 'scripts'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => file !== self),
);
const linesOf = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n');

/** "issue 9", "Issues 8 and 9", "issue #3"; "the issue", "this issue's rooms", "the speed issue". */
const ISSUE_REFERENCES = [/\bissues?\s*#?\d+/i, /\b(?:the|this|that)\s+(?:[a-z-]+\s+)?issue\b/i];

/** A citation and its list: "product.md#events, #staff-events", "product.md says (#contact, #press)". */
const CITATION = /product\.md(?:[^#()]{0,30}\()?#[\w-]+(?:,?\s+(?:and\s+)?#[\w-]+)*/g;

/** A comment line without its markers. */
const words = (line: string) => line.trim().replace(/^(?:\/\*\*?|\*\/|\*|\/\/)\s?/, '');

/** The comments of a file: a block comment, a run of `//` lines or a trailing `//`, with its first line. */
function comments(lines: string[]): { line: number; text: string }[] {
  const found: { line: number; end: number; text: string }[] = [];
  let block: { line: number; end: number; text: string } | undefined;
  lines.forEach((line, index) => {
    const number = index + 1;
    if (!block && /^\s*\/\*/.test(line)) block = { line: number, end: number, text: '' };
    if (block) {
      block.text += ` ${words(line)}`;
      if (line.includes('*/')) {
        found.push(block);
        block = undefined;
      }
      return;
    }
    const own = /^\s*\/\/(.*)$/.exec(line)?.[1];
    const previous = found.at(-1);
    if (own !== undefined && previous?.end === number - 1 && previous.text.startsWith('//')) {
      previous.text += ` ${own.trim()}`;
      previous.end = number;
    } else if (own !== undefined) found.push({ line: number, end: number, text: `//${own}` });
    else {
      const trailing = /\s\/\/\s(.*)$/.exec(line)?.[1];
      if (trailing) found.push({ line: number, end: number, text: trailing });
    }
  });
  return found;
}

describe('source comments', () => {
  it('scan the source, the tests and the scripts', () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(sourceFiles).toContain('src/server/config.ts');
  });

  it('never point at a tracker issue, in a comment or a test name', () => {
    const found = sourceFiles.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        ISSUE_REFERENCES.some((pattern) => pattern.test(line))
          ? [`${file}:${index + 1}: ${line.trim()}`]
          : [],
      ),
    );
    expect(found).toEqual([]);
  });

  it('cite only sections that docs/product.md has, every anchor of a list included', () => {
    const headings = new Set(headingAnchors(readFileSync(path.join(root, 'docs/product.md'), 'utf8')));
    const broken: string[] = [];
    for (const file of sourceFiles) {
      for (const comment of comments(linesOf(file))) {
        for (const [citation] of comment.text.matchAll(CITATION)) {
          for (const [, anchor] of citation.matchAll(/#([\w-]+)/g)) {
            if (!headings.has(anchor!)) broken.push(`${file}:${comment.line}: #${anchor}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
