/**
 * Scripts after the first paint. React Router's `<Scripts>` preloads every module of the page
 * (`<link rel="modulepreload">`, fetched at high priority) and starts hydration with an inline
 * module script whose static imports are fetched at once. On a slow phone connection ~120 KB of
 * scripts then share the line with the HTML, the stylesheet and the first image, and the page
 * shows later. The page is server-rendered and readable before any script runs, so the server
 * writes both inert (an unknown `rel` and `type`), and START_SCRIPTS_AFTER_LOAD (start-scripts.ts)
 * brings them to life once the page has loaded: content first, hydration right after.
 *
 * Applied to the whole document at once (entry.server.tsx collects it whole), so no tag is ever
 * split between two pieces, and only to pages with React Router's scripts: a page without them
 * writes its own few scripts inert (root.tsx), and its bytes are sent as React wrote them.
 */
import { DEFERRED_MODULE, DEFERRED_PRELOAD } from '#client/lib/start-scripts.ts';

// Whatever comes before the attribute: React writes the nonce first (`<script nonce="…" type="module"`).
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"/g;
const MODULE_PRELOAD = /<link\b([^>]*?)\srel="modulepreload"/g;

export function deferScriptsUntilLoad(html: string): string {
  return html
    .replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE}"`)
    .replace(MODULE_PRELOAD, `<link$1 rel="${DEFERRED_PRELOAD}"`);
}
