/**
 * A path on this site: one '/' that no '/' or '\' follows. Browsers read `//host` and `/\host` as
 * another site, so neither is a path here, wherever a path is accepted (staff content links and
 * pictures, the admin's return path after signing in).
 */
const SITE_PATH_START = /^\/(?![/\\])/;

export function isSitePath(value: string): boolean {
  return SITE_PATH_START.test(value);
}
