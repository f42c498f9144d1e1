/**
 * Opening a private link the way a browser does (docs/product.md#private-links): its first request
 * answers 303 to the clean URL and sets the link's cookie; the browser then asks for the clean URL
 * with that cookie. For tests that inject requests into the built pages.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface OpenedLink {
  /** The answer to the link itself: the 303. */
  first: LightMyRequestResponse;
  /** The clean URL the browser was sent to. */
  location: string;
  /** The link's cookie (`name=value`), as the browser sends it back. */
  cookie: string;
  /** The clean page, asked for with that cookie (and any cookie given). */
  page: LightMyRequestResponse;
}

export async function openPrivateLink(
  app: FastifyInstance,
  url: string,
  options: { cookie?: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
): Promise<OpenedLink> {
  const method = options.method ?? 'GET';
  const withCookie = (cookie: string | undefined) => ({ ...options.headers, ...(cookie ? { cookie } : {}) });
  const first = await app.inject({ method, url, headers: withCookie(options.cookie) });
  if (first.statusCode !== 303) throw new Error(`${url}: expected 303, got ${first.statusCode}`);
  const location = String(first.headers.location);
  const setCookie = first.headers['set-cookie'];
  const cookie = String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? '')).split(';')[0]!;
  const both = [options.cookie, cookie].filter(Boolean).join('; ');
  const page = await app.inject({ method, url: location, headers: withCookie(both || undefined) });
  return { first, location, cookie, page };
}
