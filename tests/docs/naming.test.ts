/**
 * One name per concept and one file-name pattern per kind of folder (docs/architecture.md#glossary-one-name-for-each-thing,
 * decision 0020): retired names do not come back, and a new file lands in its folder's pattern.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'tests', 'scripts'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const code = tracked.filter(
  (file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith('src/server/db/migrations/'),
);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const subfolders = (dir: string) =>
  [...folders].filter((folder) => path.dirname(folder) === dir).map((folder) => path.basename(folder));

describe('one name per concept', () => {
  it('keeps no folder under a retired name (site-content, content-records and inbox are content and outreach)', () => {
    const retired = [...folders].filter(
      (folder) =>
        /(^|\/)(site-content|content-records|inbox)$/.test(folder) ||
        folder === 'src/server/features/admin' ||
        folder === 'src/shared/admin' ||
        folder === 'src/client/features/staff' ||
        folder === 'src/client/features/site-content',
    );
    expect(retired).toEqual([]);
  });

  it('calls the words file role words.ts, never messages.ts', () => {
    const named = tracked.filter((file) => /^src\/shared\/.*(^|[-/])messages(\.test)?\.ts$/.test(file));
    expect(named).toEqual([]);
  });

  it('names no constant *_MESSAGES and no code identifier after the retired names', () => {
    const retired =
      /\b(?:[A-Z][A-Z0-9_]*_MESSAGES|\w*Inbox\w*|inbox[A-Z]\w*|adminUsers|\w*AdminUsers?\b|siteContent\w*|\w*SiteContent\w*|\w*LatestMessage\w*|\w*MessagesGrid\w*)\b/g;
    const found = code
      .filter((file) => file !== 'tests/docs/naming.test.ts')
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (line.match(retired) ?? []).map((name) => `${file}:${i + 1} ${name}`)),
      );
    expect(found).toEqual([]);
  });

  it('keeps test data under tests/helpers: no *.fixtures.ts or test kit under src', () => {
    expect(
      tracked.filter((file) => file.startsWith('src/') && /\.fixtures\.tsx?$|test-kit\.tsx?$/.test(file)),
    ).toEqual([]);
  });
});

describe('one file-name pattern per kind of folder', () => {
  it('names every server feature file <area>.<thing>[.<role>].ts', () => {
    const stray = tracked.filter((file) => {
      const match = /^src\/server\/features\/([^/]+)\/([^/]+)$/.exec(file);
      return match && !(match[2] === `${match[1]}.ts` || match[2]!.startsWith(`${match[1]}.`));
    });
    expect(stray).toEqual([]);
  });

  it('names every route module <area>[.<page>].tsx after an area of the code', () => {
    const areas = new Set([
      ...subfolders('src/server/features'),
      ...subfolders('src/client/features'),
      ...subfolders('src/client/features/admin'),
      // the pieces of the two layouts that belong to no area
      'layout',
      'coming-soon',
      'not-found',
    ]);
    const stray = tracked.filter((file) => {
      const match = /^src\/client\/routes\/(?:admin\/)?([^/]+)$/.exec(file);
      return match && !areas.has(match[1]!.split('.')[0]!);
    });
    expect(stray).toEqual([]);
  });

  it('imports through an alias everywhere (lint refuses the rest; this keeps the rule in the lint config)', () => {
    const config = readFileSync(path.join(root, 'eslint.config.js'), 'utf8');
    expect(config).toContain(
      "files: ['src/**/*.{ts,tsx,mjs}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}']",
    );
    const relative = code.filter((file) =>
      /^\s*(?:import|export)\b[^'"]*from\s+['"]\.\.?\/(?!\+types\/)/m.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(relative).toEqual([]);
  });
});
