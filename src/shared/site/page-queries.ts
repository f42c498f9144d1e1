/**
 * The query parameters each public page reads, and the values it knows, in one place: the server's
 * page cache keys a page on its path plus only these, each in its one canonical spelling
 * (src/server/plugins/cached-pages.ts pageCacheKey), and renders it from that key. A share link's
 * `?fbclid=…`, a newsletter's `utm_*`, a made-up parameter or a value the page does not know never
 * makes a new cache entry or a new render: `/events?filter=<anything unknown>` is `/events`
 * (decision 0011). A page that reads a parameter must list it here, or every visitor gets the page
 * as it is without it.
 *
 * Pages made for one visitor (a donor's thank-you, an unsubscribe or RSVP link) are never cached;
 * they are rendered per request from the whole URL, so their parameters need no entry.
 */
import { DEFAULT_EVENT_FILTER, EVENT_FILTERS } from '#shared/events/words.ts';
import { MEETING_DAYS } from '#shared/house-churches/words.ts';
import { pathWithoutLocale } from '#shared/i18n/locales.ts';

/** A parameter's known values: the canonical spelling of a value, or null when the page reads it as absent. */
export type KnownValues = (value: string) => string | null;
/**
 * A parameter whose values cannot be listed (the city a visitor types): a page that carries one is
 * rendered for its visitor and never kept, so typing cannot fill the cache.
 */
export const FREE_TEXT = 'free text';
export type ParameterRule = KnownValues | typeof FREE_TEXT;

const oneOf =
  (known: readonly string[], absent?: string): KnownValues =>
  (value) => {
    const found = known.find((name) => name.toLowerCase() === value.trim().toLowerCase());
    return found === undefined || found === absent ? null : found;
  };
/** A checkbox in the URL: `true`, or absent. */
const onlyTrue: KnownValues = (value) => (value === 'true' ? 'true' : null);

export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, Readonly<Record<string, ParameterRule>>>> = {
  // ?filter=past|featured|all (routes/events.tsx, parseEventFilter); upcoming is the page without it.
  '/events': {
    filter: (value) =>
      value !== DEFAULT_EVENT_FILTER && (EVENT_FILTERS as readonly string[]).includes(value) ? value : null,
  },
  // The directory's filters (routes/house-churches.tsx, filtersFromSearchParams).
  '/house-churches': {
    // Blank is the page without it (pageCacheKey); anything typed is free text. `city` is the
    // place's name in links from before `near` (read as `near`).
    near: FREE_TEXT,
    city: FREE_TEXT,
    // A visitor's position ("Use my location"): never kept (docs/product.md#house-church-directory).
    lat: FREE_TEXT,
    lng: FREE_TEXT,
    meeting_day: oneOf(MEETING_DAYS),
    has_spots: onlyTrue,
    accepts_children: onlyTrue,
  },
  // The list's page (routes/videos.tsx). The server signs every token it gives out; any other
  // answers 400, which is never kept, so only real pages are stored.
  '/messages': { page_token: (value) => value },
};

/**
 * React Router's data requests for client navigation (`/events.data?filter=past&_routes=…`) read
 * the same parameters as the page, plus the routes asked for.
 */
const DATA_SUFFIX = '.data';
const DATA_PARAMETERS: Readonly<Record<string, ParameterRule>> = { _routes: (value) => value };

/** The page path a URL path stands for: `/events.data` is `/events`, `/_root.data` is `/`. */
export function pagePath(path: string): string {
  if (!path.endsWith(DATA_SUFFIX)) return path;
  const page = path.slice(0, -DATA_SUFFIX.length);
  return page === '/_root' ? '/' : page;
}

/** The query parameters a request for `path` may keep, with their rules, in a fixed order. */
export function queryParameterRules(path: string): [string, ParameterRule][] {
  // A page reads the same parameters in every language (`/es/events` as `/events`).
  const page = Object.entries(PAGE_QUERY_PARAMETERS[pathWithoutLocale(pagePath(path))] ?? {});
  return path.endsWith(DATA_SUFFIX) ? [...page, ...Object.entries(DATA_PARAMETERS)] : page;
}

/** The names of the query parameters a request for `path` may keep, in a fixed order. */
export function keptQueryParameters(path: string): readonly string[] {
  return queryParameterRules(path).map(([name]) => name);
}
