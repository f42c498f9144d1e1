/**
 * The public API reads (events, house churches, videos) through the same store as the page cache
 * (page-cache.ts): a route that sets `config.publicCache` is answered from memory until the next
 * write or video sync, with brotli/gzip bytes and an ETag. Its handler runs once per change, not
 * once per visitor. A stale entry is simply read again (API answers are cheap to redo).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { sendCachedPage } from '#server/plugins/cached-pages.ts';
import { compressPage, contentEtag, type PageCache } from '#server/plugins/page-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when this request began (see PageCache.storeIfCurrent). */
    cacheGeneration?: number;
  }
  interface FastifyContextConfig {
    /**
     * A public GET whose answer is the same for everyone: kept in the shared cache. `private` names
     * query parameters that make an answer one visitor's own (their position): a request carrying
     * one is neither served from the cache nor kept in it.
     */
    publicCache?: boolean | { private: readonly string[] };
  }
}

/** Browsers ask again each time (a 304 when unchanged); a CDN may keep it a minute. */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
/** Whether the request carries a parameter its route declares private (publicCache.private). */
function isPrivate(request: FastifyRequest): boolean {
  const rule = request.routeOptions.config.publicCache;
  if (typeof rule !== 'object') return false;
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  return rule.private.some((name) => query.has(name));
}
const cacheable = (request: FastifyRequest) => isRead(request) && !isPrivate(request);

export const apiCachePlugin = fp(async function apiCache(
  app: FastifyInstance,
  options: { cache: PageCache },
) {
  const { cache } = options;
  const key = (request: FastifyRequest) => `api ${request.url}`;

  const serve: onRequestHookHandler = async (request, reply) => {
    if (!cacheable(request)) return;
    request.cacheGeneration = cache.generation;
    const found = cache.lookup(key(request));
    if (found?.state !== 'fresh') return;
    reply.header('x-cache', 'hit');
    await sendCachedPage(request, reply, found.page);
    return reply;
  };

  // First in the route's onSend list, so it sees the serialized JSON before compression does.
  const store: onSendHookHandler = async (request, reply: FastifyReply, payload) => {
    if (isRead(request) && isPrivate(request)) {
      // Nor kept by a CDN or the browser's shared caches.
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    if (!cacheable(request) || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'hit')
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!reply.getHeader('cache-control')) reply.header('cache-control', PUBLIC_API_CACHE_CONTROL);
    const identity = Buffer.from(payload);
    const etag = contentEtag(identity);
    const { br, gzip } = await compressPage(identity, 'quickly');
    const headers: Record<string, string> = {
      'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      'cache-control': String(reply.getHeader('cache-control')),
      vary: 'Accept-Encoding',
      etag,
    };
    cache.storeIfCurrent(
      key(request),
      { status: 200, headers, etag, identity, br, gzip },
      request.cacheGeneration ?? -1,
    );
    reply.header('etag', etag).header('vary', 'Accept-Encoding');
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    route.onRequest = [...asArray(route.onRequest), serve] as never;
    route.onSend = [store, ...asArray(route.onSend)] as never;
  });
});
