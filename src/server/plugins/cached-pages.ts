/**
 * Serving pages through the page cache (page-cache.ts): which requests may use it, rendering a
 * page for it, and answering from it (304 for a matching ETag, brotli or gzip bytes as asked).
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { FREE_TEXT, queryParameterRules } from '#shared/site/page-queries.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { InlineSources } from '#server/plugins/security.ts';
import {
  type CachedPage,
  chooseEncoding,
  compressPage,
  contentEtag,
  matchesEtag,
  type PageCache,
  withoutNonce,
} from '#server/plugins/page-cache.ts';

export interface CachedPagesOptions {
  cache: PageCache;
  /** Session cookie names: only a request carrying one of them is asked about (hasStaffSession). */
  sessionCookieNames: string[];
  /**
   * Is the Cookie header's session a live staff session? A signed-in request never reads or fills
   * the cache; a forged, expired or stale cookie is an anonymous visitor and gets the cached page.
   */
  hasStaffSession(cookieHeader: string): Promise<boolean>;
  contentSecurityPolicy(inline: InlineSources): string;
  /** Told whether each page the cache may answer was found (fresh or stale) or rendered (the metrics). */
  onLookup?: (outcome: 'hit' | 'stale' | 'miss') => void;
}

/** Cache-Control for pages that did not declare themselves public: nothing may keep them. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

const UNCACHEABLE_MEMORY_MS = 60_000;

/**
 * The page a URL asks for, as the cache keys and renders it: its path plus only the query
 * parameters that page reads, each in its one canonical spelling and only the first of each (as
 * the loaders read them), in a fixed order (src/shared/site/page-queries.ts). Share links' fbclid,
 * newsletters' utm_*, made-up parameters and values the page does not know are dropped: each would
 * otherwise be a new entry and a full render (decision 0011).
 *
 * Null: the request is answered without the cache (rendered for its visitor, never kept), because
 * its path is not written the one way the site writes it (isCanonicalPagePath) or it carries free text.
 */
export function pageCacheKey(url: string): string | null {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!isCanonicalPagePath(path)) return null;
  if (query === -1) return path;
  const given = new URLSearchParams(url.slice(query + 1));
  const kept = new URLSearchParams();
  for (const [name, rule] of queryParameterRules(path)) {
    const value = given.get(name);
    if (value === null) continue;
    if (rule === FREE_TEXT) {
      if (value.trim() === '') continue;
      return null;
    }
    const canonical = rule(value);
    if (canonical !== null) kept.append(name, canonical);
  }
  const rest = kept.toString();
  return rest ? `${path}?${rest}` : path;
}

/** `%xx` in lower-case hex, or an escape of a character that needs none (RFC 3986 unreserved). */
function hasNeedlessEscape(segment: string): boolean {
  for (const [, hex] of segment.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    if (hex !== hex!.toUpperCase()) return true;
    if (/[A-Za-z0-9._~-]/.test(String.fromCharCode(parseInt(hex!, 16)))) return true;
  }
  return false;
}

/**
 * A path as the site writes its own links: no empty segment or trailing slash, no dot segment, no
 * needless percent-escape, record ids in lower case and numbers without leading zeros. Matching is
 * case-sensitive (src/client/routes.ts), so `/ABOUT` is a 404, never kept; the other spellings a
 * router would still match (`/about/`, `/%61bout`, `/events/04`) are rendered for their visitor and
 * never kept, so no spelling of a page can fill the cache with copies of it.
 */
export function isCanonicalPagePath(path: string): boolean {
  if (path === '/') return true;
  if (!path.startsWith('/') || path.endsWith('/')) return false;
  return path
    .slice(1)
    .split('/')
    .every((raw) => {
      const segment = raw.endsWith('.data') ? raw.slice(0, -'.data'.length) : raw;
      if (segment === '' || segment === '.' || segment === '..' || hasNeedlessEscape(segment)) return false;
      if (isUuid(segment) && segment !== segment.toLowerCase()) return false;
      return !/^0\d/.test(segment);
    });
}

export function createCachedPages(
  options: CachedPagesOptions,
  render: (request: Request, context: Partial<AppLoadContext>) => Promise<Response>,
) {
  const { cache } = options;
  /** Keys whose last render could not be cached (a 404, a private page): rendered directly for a while. */
  const uncacheable = new Map<string, number>();

  async function mayUseCache(request: FastifyRequest): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url === '/admin' || request.url.startsWith('/admin/') || request.url.startsWith('/admin.')) {
      return false;
    }
    const key = pageCacheKey(request.url);
    if (key === null) return false;
    const until = uncacheable.get(key);
    if (until !== undefined) {
      if (until > Date.now()) return false;
      uncacheable.delete(key);
    }
    // Anyone can send a cookie with the session's name, and skipping the cache costs a full render
    // (35 ms instead of 2): only a live session skips it. Checking its signature needs no database,
    // so only a genuinely signed cookie costs a lookup; a visitor without one costs nothing.
    const cookies = request.headers.cookie;
    if (cookies && options.sessionCookieNames.some((name) => cookies.includes(`${name}=`))) {
      return !(await options.hasStaffSession(cookies));
    }
    return true;
  }

  async function renderForCache(
    request: FastifyRequest,
    key: string,
  ): Promise<Omit<CachedPage, 'storedAt'> | null> {
    const nonce = crypto.randomBytes(16).toString('base64');
    // Nothing from the visitor's request reaches the render (no cookies, no language, no tracking
    // parameters): the page is the same for everyone who will be sent it.
    const url = new URL(key, `${request.protocol}://${request.host}`);
    let degraded = false;
    const response = await render(new Request(url, { headers: { accept: 'text/html' } }), {
      nonce,
      wholeDocument: true,
      doNotCache: () => {
        degraded = true;
      },
    });
    const cacheControl = response.headers.get('cache-control') ?? '';
    const cacheable =
      response.status === 200 && /\bpublic\b/.test(cacheControl) && !response.headers.has('set-cookie');
    if (!cacheable || degraded) {
      await response.body?.cancel();
      if (!cacheable) {
        if (uncacheable.size > 1000) uncacheable.clear();
        uncacheable.set(key, Date.now() + UNCACHEABLE_MEMORY_MS);
      }
      return null;
    }
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    const headers: Record<string, string> = {};
    for (const [key, value] of response.headers) {
      if (!['content-length', 'content-encoding', 'date', 'content-security-policy'].includes(key)) {
        headers[key] = value;
      }
    }
    const { body, scriptHashes, styleHashes } = withoutNonce(await response.text(), nonce);
    if (contentType.startsWith('text/html')) {
      headers['content-security-policy'] = options.contentSecurityPolicy({ scriptHashes, styleHashes });
    }
    headers.vary = 'Accept-Encoding';
    const identity = Buffer.from(body);
    const etag = contentEtag(identity);
    headers.etag = etag;
    // Quickly and off the event loop: a visitor is waiting (the cache recompresses it afterwards).
    const { br, gzip } = await compressPage(identity, 'quickly');
    return { status: 200, headers, etag, identity, br, gzip };
  }

  /** Answers from the cache, or returns false when the page must be rendered for this request. */
  async function serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!(await mayUseCache(request))) return false;
    const key = pageCacheKey(request.url)!;
    const found = cache.lookup(key);
    options.onLookup?.(found ? (found.state === 'fresh' ? 'hit' : 'stale') : 'miss');
    if (found) {
      if (found.state === 'stale') {
        // The visitor gets the stored page now; one render replaces it in the background.
        cache
          .fill(key, () => renderForCache(request, key))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'page cache: background render failed');
          });
      }
      await sendCachedPage(request, reply, found.page);
      return true;
    }
    const page = await cache.fill(key, () => renderForCache(request, key));
    if (!page) return false;
    await sendCachedPage(request, reply, page);
    return true;
  }

  return { serve };
}

/** A stored answer: 304 for a matching ETag, else its brotli, gzip or plain bytes as the client accepts. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.headers(page.headers);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) {
    return reply.status(304).send();
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? page.identity : page[encoding];
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.status(page.status).send(request.method === 'HEAD' ? undefined : body);
}
