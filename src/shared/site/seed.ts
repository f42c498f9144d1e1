/**
 * Where `site` starts outside the browser (the server, scripts, tests): content/site.json, what the
 * `site` document was seeded from, until the published document is applied. The browser build takes
 * seed.browser.ts instead (package.json "imports", condition "browser"): its pages carry the
 * published settings, so the JSON is not in its bundle.
 */
import seed from '#content/site.json' with { type: 'json' };

export const seedSettings: typeof seed | undefined = seed;
