/**
 * A private link's key leaves the address bar on its first request (docs/product.md#private-links):
 * `GET /events/rsvp?token=…` is answered 303 to `/events/rsvp`, with the link's parameters in a
 * cookie of that page alone (HttpOnly, SameSite=Lax, Path=the page; `__Secure-` over https, not
 * `__Host-`, which demands Path=/). The clean page reads them back with `read`. So no token stays in
 * the history, a server or proxy log, a referrer or an analytics hit. Nothing is looked up or spent
 * here: the page still decides whether the link is good, and a single-use link is still spent only
 * by a POST. Every kind of link is declared in src/shared/site/private-pages.ts.
 *
 * The cookie's path covers the page and what lies under it (`/unsubscribe/…`), not React Router's
 * own data request for it (`/unsubscribe.data`): a private page's forms post as whole pages
 * (`reloadDocument`, or the API with the token the page was given), and links to it are plain
 * page loads, never navigations inside the app.
 */
import { LOCALES, pathInLocale } from '#shared/i18n/locales.ts';
import { PRIVATE_LINK_PAGES, type PrivateLinkKind } from '#shared/site/private-pages.ts';

const COOKIE_PREFIX = 'private_link_';
/** Far more than any link of ours carries, and well under a browser's 4 KB for a cookie. */
const MAX_CARRIED_LENGTH = 1024;

export interface FirstVisitAnswer {
  /** The same page without the link's parameters (the others kept, in their order). */
  location: string;
  /**
   * The cookies holding the link's parameters, one for the page in each language, so the language
   * switch keeps the person on their page (docs/product.md#languages); none when the request
   * carried nothing worth keeping.
   */
  setCookies: string[];
}

/** A private page's path in every language (`/events/rsvp`, `/es/events/rsvp`); staff pages have one. */
function pagePaths(kind: PrivateLinkKind): string[] {
  const path = PRIVATE_LINK_PAGES[kind].path;
  return path.startsWith('/admin') ? [path] : LOCALES.map((locale) => pathInLocale(path, locale));
}

const KIND_BY_PATH = new Map<string, PrivateLinkKind>(
  (Object.keys(PRIVATE_LINK_PAGES) as PrivateLinkKind[]).flatMap((kind) =>
    pagePaths(kind).map((path) => [path, kind] as const),
  ),
);

/**
 * The cookie's header, written here rather than by @fastify/cookie, which loads its cookie module
 * only once registered on an app: these run in page loaders and tests alike. The value is a query
 * string, URL-encoded once more so no `;`, `,` or space reaches the header.
 */
function serializeCookie(
  name: string,
  value: string,
  options: { path: string; secure: boolean; maxAge?: number },
) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(options.maxAge === undefined ? [] : [`Max-Age=${options.maxAge}`]),
    `Path=${options.path}`,
    'HttpOnly',
    ...(options.secure ? ['Secure'] : []),
    'SameSite=Lax',
  ].join('; ');
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function createPrivateLinks({ secureCookies }: { secureCookies: boolean }) {
  const cookieName = (kind: PrivateLinkKind) => `${secureCookies ? '__Secure-' : ''}${COOKIE_PREFIX}${kind}`;
  // No Max-Age: the browser forgets it when it closes, like the staff session cookie; the link's
  // own rules (expiry, single use) are the page's, as they were when it travelled in the URL.
  const cookieOptions = (path: string) =>
    ({
      httpOnly: true,
      sameSite: 'lax',
      path,
      secure: secureCookies,
    }) as const;

  const clear = (kind: PrivateLinkKind): string[] =>
    pagePaths(kind).map((page) =>
      serializeCookie(cookieName(kind), '', { ...cookieOptions(page), maxAge: 0 }),
    );

  return {
    cookieName,

    /**
     * The answer to a GET (or HEAD) of a private link's page whose URL carries the link: where to
     * send the browser and the cookie to set. Null for every other request.
     */
    firstVisit(method: string, url: string): FirstVisitAnswer | null {
      if (method !== 'GET' && method !== 'HEAD') return null;
      const queryAt = url.indexOf('?');
      if (queryAt < 0) return null;
      // A trailing slash opens the same page: it is sent to the page's own path.
      const path = url.slice(0, queryAt).replace(/(.)\/+$/, '$1');
      const kind = KIND_BY_PATH.get(path);
      if (!kind) return null;
      const page: { carries: readonly string[]; drops?: readonly string[] } = PRIVATE_LINK_PAGES[kind];
      const query = new URLSearchParams(url.slice(queryAt + 1));
      const moved = new Set([...page.carries, ...(page.drops ?? [])]);
      if (![...query.keys()].some((name) => moved.has(name))) return null;
      const carried = new URLSearchParams();
      const kept = new URLSearchParams();
      for (const [name, value] of query) {
        if (page.carries.includes(name)) carried.append(name, value);
        else if (!moved.has(name)) kept.append(name, value);
      }
      const value = carried.toString();
      const rest = kept.toString();
      return {
        location: rest ? `${path}?${rest}` : path,
        setCookies:
          value && value.length <= MAX_CARRIED_LENGTH
            ? pagePaths(kind).map((page) => serializeCookie(cookieName(kind), value, cookieOptions(page)))
            : [],
      };
    },

    /** The parameters the link carried, from the request's cookie (empty without one). */
    read(request: Request | string | null | undefined, kind: PrivateLinkKind): URLSearchParams {
      const header = typeof request === 'string' || !request ? request : request.headers.get('cookie');
      const value = header ? cookieValue(header, cookieName(kind)) : undefined;
      return new URLSearchParams(value ?? '');
    },

    /** The Set-Cookie values that forget the link (a spent or cancelled one, a finished sign-in). */
    clear,

    /** The same, as the headers of a page's answer. */
    clearHeaders(kind: PrivateLinkKind): Headers {
      return new Headers(clear(kind).map((value) => ['Set-Cookie', value]));
    },
  };
}

export type PrivateLinks = ReturnType<typeof createPrivateLinks>;
