/**
 * The repository stands alone and its map is true: the README's Layout names every folder that exists (and
 * nothing that does not), every `docs/product.md#<section>` a file cites is a real heading there, and no file
 * points at a path outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));

/** The Layout block as [path, description] pairs; indentation (two spaces a level) nests a path in the one above. */
function layoutEntries(readme: string): { path: string; description: string }[] {
  const section = readme.split('\n## Layout\n')[1]?.split('\n## ')[0] ?? '';
  const block = section.split('```')[1] ?? '';
  const stack: { indent: number; path: string }[] = [];
  const entries: { path: string; description: string }[] = [];
  for (const line of block.split('\n')) {
    const match = /^( *)(\S+)(?:\s+(.*))?$/.exec(line);
    if (!match) continue;
    const indent = match[1]!.length;
    const last = entries.at(-1);
    if (last && indent > (stack.at(-1)?.indent ?? -2) + 2) {
      last.description += ` ${line.trim()}`; // a description running on to the next line
      continue;
    }
    while (stack.length && stack.at(-1)!.indent >= indent) stack.pop();
    const full = (stack.at(-1)?.path ?? '') + match[2];
    if (full.endsWith('/')) stack.push({ indent, path: full });
    entries.push({ path: full.replace(/\/$/, ''), description: match[3] ?? '' });
  }
  return entries;
}

const directoriesIn = (dir: string) =>
  readdirSync(path.join(root, dir)).filter(
    (name) =>
      statSync(path.join(root, dir, name)).isDirectory() &&
      trackedFiles.some((f) => f.startsWith(`${dir}/${name}/`)),
  );

describe('the README Layout', () => {
  const entries = layoutEntries(read('README.md'));

  it('names only paths that exist', () => {
    expect(entries.length).toBeGreaterThan(10);
    const missing = entries
      .filter((entry) => !entry.path.includes('<'))
      .filter((entry) => !existsSync(path.join(root, entry.path)))
      .map((entry) => entry.path);
    expect(missing).toEqual([]);
  });

  it('names every folder of the source, the tests and the repository root', () => {
    const listed = (dir: string) => {
      const own = entries.find((entry) => entry.path === dir);
      return (name: string) =>
        entries.some(
          (entry) => entry.path === `${dir}/${name}` || entry.path.startsWith(`${dir}/${name}/`),
        ) ||
        (own?.description.includes(`${name}/`) ?? false);
    };
    const unlisted: string[] = [];
    for (const dir of ['src', 'src/shared', 'src/server', 'src/server/features', 'src/client', 'tests']) {
      const isListed = listed(dir);
      for (const name of directoriesIn(dir)) if (!isListed(name)) unlisted.push(`${dir}/${name}`);
    }
    const top = directoriesIn('.').filter((name) => !name.startsWith('.'));
    for (const name of top)
      if (!entries.some((entry) => entry.path.split('/')[0] === name)) unlisted.push(name);
    expect(unlisted).toEqual([]);
  });
});

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

describe('references', () => {
  const textFiles = trackedFiles.filter(
    (file) => /\.(ts|tsx|js|mjs|md|json|css|sh|yml)$/.test(file) || file.startsWith('.ci/'),
  );

  it('cite only sections that docs/product.md has', () => {
    const anchors = new Set(
      read('docs/product.md')
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map((line) => slug(line.replace(/^#+ /, ''))),
    );
    const broken: string[] = [];
    for (const file of textFiles) {
      if (file === 'package-lock.json') continue;
      for (const [, anchor] of read(file).matchAll(/product\.md#([\w-]+)/g)) {
        if (!anchors.has(anchor!)) broken.push(`${file}: #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('never point outside the repository', () => {
    const outside = /(?:^|[\s('"`])\.\.\/shared\/|spec section \d|(?<![\w/])DESIGN\.md/i;
    const offenders = textFiles
      .filter((file) => file !== 'package-lock.json' && file !== 'tests/docs/repository-docs.test.ts')
      .filter((file) => outside.test(read(file)));
    expect(offenders).toEqual([]);
  });
});
