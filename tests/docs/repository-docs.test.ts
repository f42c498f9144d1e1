/**
 * The repository stands alone and its map is true: the README's Layout names every folder that exists (and
 * nothing that does not), every `docs/product.md#<section>` a file cites is a real heading there, no file
 * points at a path outside the repository, and docs/architecture.md names only files and code that exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from '#tests/helpers/markdown.ts';

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

describe('references', () => {
  const textFiles = trackedFiles.filter(
    (file) => /\.(ts|tsx|js|mjs|md|json|css|sh|yml)$/.test(file) || file.startsWith('.ci/'),
  );

  it('cite only sections that docs/product.md has', () => {
    const anchors = new Set(headingAnchors(read('docs/product.md')));
    const broken: string[] = [];
    for (const file of textFiles) {
      if (file === 'package-lock.json') continue;
      for (const [, anchor] of read(file).matchAll(/product\.md#([\w-]+)/g)) {
        if (!anchors.has(anchor!)) broken.push(`${file}: #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('link, in Markdown, only to files and headings that exist', () => {
    const headings = (file: string) => headingAnchors(read(file));
    const broken: string[] = [];
    for (const file of textFiles.filter((name) => name.endsWith('.md'))) {
      const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue; // https:, mailto:
        const [linked, anchor] = target!.split('#') as [string, string | undefined];
        const resolved = linked === '' ? file : path.normalize(path.join(path.dirname(file), linked));
        if (!existsSync(path.join(root, resolved))) broken.push(`${file}: ${target}`);
        else if (anchor && resolved.endsWith('.md') && !headings(resolved).includes(anchor))
          broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep the bench table where `npm run bench -- --docs` writes it (docs/speed.md)', () => {
    const doc = read('docs/speed.md');
    const start = doc.indexOf('<!-- bench:start -->');
    expect(start).toBeGreaterThan(0);
    expect(doc.indexOf('<!-- bench:end -->')).toBeGreaterThan(start);
    expect(read('scripts/bench/run.ts')).toContain("'docs', 'speed.md'");
  });

  it('never point outside the repository', () => {
    const outside = /(?:^|[\s('"`])\.\.\/shared\/|spec section \d|(?<![\w/])DESIGN\.md/i;
    const offenders = textFiles
      .filter((file) => file !== 'package-lock.json' && file !== 'tests/docs/repository-docs.test.ts')
      .filter((file) => outside.test(read(file)));
    expect(offenders).toEqual([]);
  });
});

/** The inline code spans of a Markdown text (outside fenced blocks), in order. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/**
 * A span read as a pattern of tracked paths: `<area>` is any one name, `*` any part of one. Anchored, it must be
 * the whole path from the root; otherwise the end of one.
 */
function pathPattern(span: string, anchored: boolean): RegExp {
  const body = span
    .split(/(<[^>]+>|\*)/)
    .map((part) =>
      part.startsWith('<') ? '[^/]+' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`${anchored ? '^' : '(^|/)'}${body}${span.endsWith('/') ? '' : '$'}`);
}

const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(JSON.parse(read('package.json')).imports as Record<string, unknown>)
    .filter(([alias]) => alias.endsWith('/*'))
    .map(([alias, target]) => [alias.slice(0, -1), String(target).replace(/^\.\//, '').slice(0, -1)]),
);

/**
 * A span that names a file or folder of the repository: no spaces, not a URL (`/api/…`), not elided (`…`),
 * ending in a file extension or a slash. A full path (`src/…`, `tests/…`, a root file, an alias) must exist
 * where it says; a shorter one (`plugins/access.ts`, `events.queries.ts`, `forms/`) must be the end of one.
 */
const REPOSITORY_PATH = /^[#\w<*][\w.<>*+/-]*(\.(tsx?|mjs|js|json|md|sql|css|ya?ml|sh)|\/)$/;
const ROOTED = /^(src|tests|scripts|docs|content|public|bench)\//;

function pathExists(span: string, files: string[]): boolean {
  const alias = Object.keys(ALIASES).find((prefix) => span.startsWith(prefix));
  const full = alias ? ALIASES[alias] + span.slice(alias.length) : span;
  const rooted = alias !== undefined || ROOTED.test(full) || !full.includes('/');
  if (rooted && !/[<*]/.test(full) && existsSync(path.join(root, full))) return true;
  const pattern = pathPattern(full, rooted && full.includes('/'));
  return files.some((file) => pattern.test(file));
}

/** The worked example's new migration: a file drizzle-kit writes when the reader runs it, so not there yet. */
const EXAMPLE_MIGRATION = /^src\/server\/db\/migrations\/\d{4}_\w+\.sql$/;

/** Names a doc may use that the code calls but does not define: Vitest's `vi.stubGlobal`, Fastify's hooks. */
const NOT_OURS = new Set(['stubGlobal', 'preValidation', 'onRoute']);

function isDefined(name: string, sources: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(
    [
      `\\b(function\\*?|class|interface|type)\\s+${escaped}\\b`,
      `\\b(const|let|var)\\s+${escaped}\\b`,
      `^\\s*(export\\s+)?(async\\s+)?(static\\s+)?(private\\s+)?(readonly\\s+)?${escaped}\\s*[(<=:]`,
      `[{,]\\s*${escaped}\\s*[:(,}]`,
    ].join('|'),
    'm',
  ).test(sources);
}

describe('docs/architecture.md', () => {
  const doc = read('docs/architecture.md');
  const spans = codeSpans(doc);
  const codeFiles = trackedFiles.filter((file) => /^(src|tests|scripts)\/.*\.(ts|tsx|mjs|js)$/.test(file));

  it('names only paths that exist', () => {
    const paths = spans.filter((span) => REPOSITORY_PATH.test(span) && !EXAMPLE_MIGRATION.test(span));
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((span) => !pathExists(span, trackedFiles))).toEqual([]);
  });

  it('the README and the other docs name only paths that exist too (decision records keep those of their day)', () => {
    const made = /^(build|data|\.tools|backups)\//; // made by a build, a start or a backup, never committed
    const docs = ['README.md', ...trackedFiles.filter((file) => /^docs\/[^/]+\.md$/.test(file))];
    const missing = docs.flatMap((file) =>
      codeSpans(read(file))
        .filter((span) => REPOSITORY_PATH.test(span) && !made.test(span) && !EXAMPLE_MIGRATION.test(span))
        .filter((span) => !pathExists(span, trackedFiles))
        .map((span) => `${file}: ${span}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only functions, types and components the code defines', () => {
    const names = spans.flatMap((span) => {
      if (span.includes('<')) return []; // a pattern such as `create<Area>Service(deps)`
      const reference = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(\(.*\))?(?:\.[\w$]+)?$/.exec(span);
      if (!reference) return [];
      const name = /^[\w$.]+/.exec(span)![0].split('.').at(-1)!;
      // A call (`read(request, kind)`, `idle()`) is always code; a bare word only when camelCase or PascalCase.
      return reference[1] !== undefined || /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z][A-Za-z0-9]*$/.test(name)
        ? [name]
        : [];
    });
    expect(names.length).toBeGreaterThan(30);
    const sources = codeFiles.map((file) => read(file)).join('\n');
    const undefinedNames = [...new Set(names)].filter(
      (name) => !NOT_OURS.has(name) && !isDefined(name, sources),
    );
    expect(undefinedNames).toEqual([]);
  });

  it("the worked example's migration is the next one after the journal's last", () => {
    const journal = JSON.parse(read('src/server/db/migrations/meta/_journal.json')) as {
      entries: Array<{ idx: number }>;
    };
    const next = String(journal.entries.at(-1)!.idx + 1).padStart(4, '0');
    const named = [...doc.matchAll(/migrations\/(\d{4})_\w+\.sql/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named).toEqual(named.map(() => next));
  });
});
