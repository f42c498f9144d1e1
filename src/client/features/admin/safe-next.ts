/**
 * Where to go after signing in (`/admin/login?next=...`). Only a path on this site is accepted:
 * it starts with one '/', and resolving it keeps the origin. Anything else (`//evil.example`,
 * `/\evil.example`, `https://...`, `javascript:`) is ignored, so the login page cannot be used to
 * send a freshly signed-in person to another site.
 */
const PROBE_ORIGIN = 'http://same-site.invalid';

export const DEFAULT_AFTER_LOGIN = '/admin/subscribers';

export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2048) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines inside URLs, which can turn '/\t/evil' into '//evil'.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  try {
    const url = new URL(next, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login page for a signed-out visitor of `path`, remembering where they were going. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login';
}
