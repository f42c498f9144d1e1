/**
 * The home page's words (the `home` document, seeded from content/home.json). The page receives them in its loader data rather than
 * in its script: they are in the HTML already, where the copy in the loader data compresses to
 * almost nothing, while in the bundle every visitor would download them a second time.
 */
import type home from '#content/home.json';

export type HomeCopy = typeof home;
