/**
 * The query parameters each public page reads, in one place: the server's page cache keys a page
 * on its path plus only these (src/server/plugins/cached-pages.ts pageCacheKey) and renders it with
 * only these, so a share link's `?fbclid=…`, a newsletter's `utm_*` or any made-up parameter never
 * makes a new cache entry or a new render. A page that reads a parameter must list it here, or
 * every visitor gets the page as it is without it.
 *
 * Pages made for one visitor (a donor's thank-you, an unsubscribe or RSVP link) are never cached;
 * they are rendered per request from the whole URL, so their parameters need no entry.
 */
export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  // ?filter=upcoming|past (routes/events.tsx).
  '/events': ['filter'],
  // The directory's filters (routes/house-churches.tsx, filtersFromSearchParams).
  '/house-churches': ['city', 'meeting_day', 'has_spots', 'accepts_children'],
  // The list's page (routes/messages.tsx).
  '/messages': ['page_token'],
};

/**
 * React Router's data requests for client navigation (`/events.data?filter=past&_routes=…`) read
 * the same parameters as the page, plus the routes asked for.
 */
const DATA_SUFFIX = '.data';
const DATA_PARAMETERS = ['_routes'];

/** The page path a URL path stands for: `/events.data` is `/events`, `/_root.data` is `/`. */
export function pagePath(path: string): string {
  if (!path.endsWith(DATA_SUFFIX)) return path;
  const page = path.slice(0, -DATA_SUFFIX.length);
  return page === '/_root' ? '/' : page;
}

/** The query parameters a request for `path` may keep, in a fixed order. */
export function keptQueryParameters(path: string): readonly string[] {
  const page = PAGE_QUERY_PARAMETERS[pagePath(path)] ?? [];
  return path.endsWith(DATA_SUFFIX) ? [...page, ...DATA_PARAMETERS] : page;
}
