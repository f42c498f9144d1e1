/**
 * Which cached pages a write changes (docs/product.md#public-and-staff-only). A write route declares it in its
 * config, `changesPages`, and the response cache's one hook (response-cache.ts) clears those pages
 * after the write succeeds, in this process and in every other one:
 *
 * - `'nothing'`: the write shows on no public page (a contact message, a prayer request, a sign-in,
 *   a newsletter sign-up). The cache stays as it is.
 * - a list of groups: only the pages of those groups (below).
 * - undeclared, or `'everything'`: every page. A staff edit of an event changes the events banner
 *   that every page carries (root.tsx), so it clears everything.
 */
import type { FastifyRequest } from 'fastify';
import { pathWithoutLocale } from '#shared/i18n/locales.ts';
import { pagePath } from '#shared/site/page-queries.ts';

/** Pages that show one kind of data, by path: the path itself and everything under it. */
const GROUP_PATHS = {
  /** Seats taken and waiting lists: the home page's and the events pages' lists, and the events API. */
  seats: ['/', '/events', '/api/events'],
  /** The video messages: the home page's latest message, the messages pages and their API. */
  videos: ['/', '/messages', '/api/youtube-messages'],
  /** The house-church directory and join pages, and their API. */
  'house-churches': ['/house-churches', '/api/house-church'],
} as const satisfies Record<string, readonly string[]>;

export type PageGroup = keyof typeof GROUP_PATHS;

export const isPageGroup = (name: unknown): name is PageGroup =>
  typeof name === 'string' && Object.hasOwn(GROUP_PATHS, name);
export type PagesChanged = 'nothing' | 'everything' | readonly PageGroup[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The public pages a successful write through this route changes (page-groups.ts). */
    changesPages?: PagesChanged | ((request: FastifyRequest) => PagesChanged);
  }
}

/** The pages a successful write through this request's route changes. */
export function pagesChangedBy(request: FastifyRequest): PagesChanged {
  const declared = request.routeOptions.config.changesPages;
  if (declared === undefined) return 'everything';
  return typeof declared === 'function' ? declared(request) : declared;
}

/**
 * The path a cache key stands for, in English: `api /api/events/5/` is `/api/events/5/`,
 * `/events.data?…` is `/events`, and `/es/events` is `/events` (a page shows the same data in
 * every language).
 */
function keyPath(key: string): string {
  const url = key.startsWith('api ') ? key.slice(4) : key;
  const query = url.indexOf('?');
  return pathWithoutLocale(pagePath(query === -1 ? url : url.slice(0, query)));
}

const under = (path: string, prefix: string) =>
  prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);

/** Does the page or API answer stored under `key` show data of one of `groups`? */
export function keyShowsAny(key: string, groups: readonly PageGroup[]): boolean {
  const path = keyPath(key);
  return groups.some((group) => GROUP_PATHS[group].some((prefix) => under(path, prefix)));
}

/**
 * What a page's form post changes (the one route that takes every page action, react-router.ts).
 * The forms that store what no public page shows change nothing; the events pages' forms (RSVPs,
 * waiting lists, an RSVP's manage link) change seats; any other action, everything.
 */
const PAGE_ACTIONS_CHANGING_NOTHING = [
  '/newsletter',
  '/unsubscribe',
  '/contact',
  '/prayer-request',
  '/bible-study-signup',
  '/devotional',
  '/devotional-whom',
  '/house-churches/start',
];

export function pagesChangedByPageAction(request: FastifyRequest): PagesChanged {
  const path = pathWithoutLocale(pagePath(request.url.split('?', 1)[0]!));
  if (PAGE_ACTIONS_CHANGING_NOTHING.some((prefix) => under(path, prefix))) return 'nothing';
  if (/^\/house-churches\/[^/]+\/join$/.test(path)) return 'nothing';
  if (under(path, '/events')) return ['seats'];
  return 'everything';
}
