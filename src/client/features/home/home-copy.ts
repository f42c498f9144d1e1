/**
 * The home page's words (the `home` document, seeded from content/home.json). The page receives them in its loader data rather than
 * in its script: they are in the HTML already, where the copy in the loader data compresses to
 * almost nothing, while in the bundle every visitor would download them a second time.
 */
import type home from '#content/home.json';
import type { ContentImage } from '#shared/images/content-image-format.ts';

export type HomeCopy = typeof home;

/**
 * The photo behind the headline, set by staff (docs/product.md#home); the seed has none. The focal
 * point (0–100 across and down) is the spot kept in view when the photo is cropped to the screen.
 */
export interface HeroPicture {
  image: ContentImage;
  focusX: number;
  focusY: number;
}

/** The hero's words, and its photo when staff chose one. */
export type HeroCopy = HomeCopy['hero'] & { picture?: HeroPicture };
