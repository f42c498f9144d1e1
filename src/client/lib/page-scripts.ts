/**
 * Which pages ship React (docs/decisions/0012-script-free-pages.md). A route with nothing to hydrate
 * says so in its `handle`, and the root then leaves out React Router's scripts, their module
 * preloads and the hydration data: the page is its server-rendered HTML, its links are ordinary
 * links, and its forms post to their pages' actions. The footer's newsletter form and the menu
 * keep what visitors see through their own small enhancement (features/newsletter/footer-enhance.js).
 *
 * Scripts are the default: a route without a declaration keeps them.
 */
import { createContext } from 'react';
import type { UIMatch } from 'react-router';

export interface PageScriptsHandle {
  /**
   * `false`: the page is complete without JavaScript. A function decides from the route's loader
   * data, for a page that only sometimes shows something interactive (the home page's Try Again).
   */
  hydrate?: boolean | ((loaderData: unknown) => boolean);
}

/** The handle of a page that needs no JavaScript at all. */
export const SCRIPT_FREE: PageScriptsHandle = { hydrate: false };

/** True unless the deepest route that declares `hydrate` declines scripts for this render. */
export function pageWantsScripts(matches: readonly UIMatch[]): boolean {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const hydrate = (match.handle as PageScriptsHandle | undefined)?.hydrate;
    if (hydrate === undefined) continue;
    return typeof hydrate === 'function' ? hydrate(match.loaderData) : hydrate;
  }
  return true;
}

/**
 * Whether the page being rendered ships React (the root provides it from pageWantsScripts). Links
 * read it (components/SiteLink.tsx): on a page without React nothing would handle a click but the
 * browser, so they are plain anchors.
 */
export const PageScriptsContext = createContext(true);
