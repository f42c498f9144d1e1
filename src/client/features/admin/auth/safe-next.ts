/**
 * Where to go after signing in (`/admin/login?next=...`): the one rule for a safe admin return path,
 * used wherever `next` is read (the login and code pages, on the server and in the browser). The
 * path is normalised first (dot segments resolved as a browser would) and only then checked: it must
 * stay on this site and be an admin screen (`/admin`, `/admin/...`), never start with `//` or `/\`.
 * So `/.//evil.example`, `/admin/../..//evil.example`, `https://...` and `javascript:` are ignored,
 * and the login page cannot send a freshly signed-in person to another site
 * (docs/product.md#signing-in).
 */
import { isSitePath } from '#shared/site/site-path.ts';

const PROBE_ORIGIN = 'http://same-site.invalid';

export const DEFAULT_AFTER_LOGIN = '/admin/subscribers';

const ADMIN_PATH = /^\/admin(?:[/?#]|$)/;

export function safeAdminReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2048 || !next.startsWith('/')) return null;
  // Browsers drop tabs and newlines inside URLs, which can turn '/\t/evil' into '//evil'.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(path) && ADMIN_PATH.test(path) ? path : null;
}

/** The login page for a signed-out visitor of `path`, remembering where they were going. */
export function loginPathFor(path: string): string {
  const next = safeAdminReturnPath(path);
  return next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login';
}
