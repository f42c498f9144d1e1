/**
 * A picture held in a staff-edited value (a founder's photo, the social card, a book's cover in a
 * document; docs/product.md#images), without zod so pages can import it. The value is either the
 * seed's own static file or an image from the library; the server adds the library image's stored
 * sizes (`picture`) before a page draws it, so the page builds `srcset` without another request.
 */
import { imageUrl, type PictureImage } from '#shared/images/format.ts';

/** The seed's picture: a file the site ships under public/, described in the content file. */
export interface StaticContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

/**
 * An image from the library. `alt`, when given, says what the picture shows HERE (it wins over the
 * library's description); without it the library's alt text, or its "decorative" choice, applies.
 */
export interface LibraryContentImage {
  imageId: string;
  alt?: string;
  caption?: string;
  /** Added by the server for pages (null: the image is no longer in the library). Never stored. */
  picture?: PictureImage | null;
}

export type ContentImage = StaticContentImage | LibraryContentImage;

export function isLibraryImage(value: ContentImage): value is LibraryContentImage {
  return typeof (value as LibraryContentImage).imageId === 'string';
}

/** The library picture as this value draws it: its own alt text wins over the library's. */
export function libraryPicture(value: LibraryContentImage): PictureImage | null {
  const picture = value.picture;
  if (!picture) return null;
  const alt = value.alt?.trim();
  return alt ? { ...picture, alt_text: alt, decorative: false } : picture;
}

/** The width share cards ask for (og:image); the library's nearest stored JPEG at or above it is used. */
export const SOCIAL_CARD_WIDTH = 1200;

export interface SocialCardImage {
  /** A site path; the page makes it absolute with the public URL. */
  src: string;
  width: number | null;
  height: number | null;
}

/**
 * The picture a share card shows for a value: a library image's JPEG of the smallest stored width
 * of at least 1200 px (1280 for a large upload; the upload itself when it is smaller), with its size;
 * a static file as it is. Null when a library image is gone, so the page falls back to the site's card.
 */
export function socialCardImage(value: ContentImage | string): SocialCardImage | null {
  if (typeof value === 'string') return { src: value, width: null, height: null };
  if (!isLibraryImage(value)) return { src: value.src, width: value.width, height: value.height };
  const picture = value.picture;
  if (!picture) return null;
  const width =
    picture.widths.find((candidate) => candidate >= SOCIAL_CARD_WIDTH) ??
    picture.widths[picture.widths.length - 1]!;
  return {
    src: imageUrl(picture.id, width, 'jpg'),
    width,
    height: Math.round((picture.height * width) / picture.width),
  };
}
