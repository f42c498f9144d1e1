/**
 * In the browser `site` starts empty: entry.client.tsx applies the settings the page was rendered
 * with before anything renders (docs/decisions/0013), and the seed stays out of the bundle.
 */
import type seed from '#content/site.json';

export const seedSettings: typeof seed | undefined = undefined;
