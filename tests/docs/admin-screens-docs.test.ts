/**
 * The README's tour of the staff admin ("What you can try after `npm start`", its staff admin row) names every
 * screen the route table has, and no screen that is gone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '#client/routes.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every URL pattern of the route table, children joined to their parents ('' for the home page). */
function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [
      ...(entry.index || entry.path !== undefined ? [own] : []),
      ...routePaths(entry.children ?? [], own),
    ];
  });
}

/**
 * What is under /admin but not a screen of its own for the tour: the steps of getting in (the sign-in page is
 * named in the row all the same), a record's own page (`:id`, `:key`), opened from its list, and the catch-all.
 */
const NOT_A_SCREEN = [
  { why: 'the catch-all for a mistyped admin address', matches: (url: string) => url.endsWith('*') },
  { why: 'a record opened from its list screen', matches: (url: string) => url.includes('/:') },
  {
    why: 'a step of getting in, not a screen staff use',
    matches: (url: string) => ['/admin/invitation', '/admin/login/two-factor'].includes(url),
  },
];

const adminScreens = routePaths(routes)
  .map((pattern) => `/${pattern}`)
  .filter((url) => url === '/admin' || url.startsWith('/admin/'))
  .filter((url) => !NOT_A_SCREEN.some((rule) => rule.matches(url)));

function staffAdminRow(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## What you can try after `npm start`\n')[1]?.split('\n## ')[0] ?? '';
  return section.split('\n').find((line) => line.startsWith('| staff admin |')) ?? '';
}

describe("the README's staff admin row", () => {
  const row = staffAdminRow();
  const named = [...row.matchAll(/`(\/admin[^`?]*)/g)].map((match) => match[1]!);

  it('is found, and the route table has admin screens', () => {
    expect(row).not.toBe('');
    expect(adminScreens).toEqual(expect.arrayContaining(['/admin', '/admin/events', '/admin/login']));
  });

  it('names every admin screen', () => {
    expect(adminScreens.filter((url) => !named.includes(url))).toEqual([]);
  });

  it('names no admin screen the route table does not have', () => {
    const all = routePaths(routes).map((pattern) => `/${pattern}`);
    expect(named.filter((url) => !all.includes(url))).toEqual([]);
  });
});
