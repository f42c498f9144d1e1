/**
 * The `headers` export of every public page that is the same for every visitor. `public` is what
 * lets the server's page cache keep the page (see src/server/plugins/page-cache.ts); a page without
 * it (admin screens, a donor's success page, an unsubscribe link) is sent `private, no-store`.
 *
 * Browsers revalidate every time (an unchanged page costs a 304 against its ETag); a CDN may keep
 * it a minute and serve it stale for ten more while it fetches the new one.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A loader that answers for one person only (a staff preview of a draft, docs/product.md#site-content)
 * sends its own Cache-Control, which then wins: the page cache and CDNs never keep that answer.
 */
export function headers({ loaderHeaders }: { loaderHeaders?: Headers } = {}) {
  if (loaderHeaders?.has('Cache-Control')) return loaderHeaders;
  return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL };
}
