/**
 * The image library's rules without zod (docs/product.md#images): the accepted files, the stored
 * widths and the address of each stored size, so pages can build `srcset` without the schema library.
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ALT_MAX = 500;
/** The widths stored for each upload (never wider than the upload itself). */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };
/** What an upload may be, by its real content (sharp's reading of the bytes, never the file name). */
export const ACCEPTED_IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const;
export const IMAGE_ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,image/webp';

/** The widths stored for an upload `width` pixels wide: each standard width below it, and its own. */
export function storedWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  return width >= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]! ? [...IMAGE_WIDTHS] : [...below, width];
}

export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `/media/images/${id}-${width}.${format}`;
}

/** `srcset` of one format: every stored width. */
export function imageSrcSet(id: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((width) => `${imageUrl(id, width, format)} ${width}w`).join(', ');
}

/** The text a page gives `alt`: empty for a decorative image, so screen readers skip it. */
export function altFor(image: { alt_text: string; decorative: boolean }): string {
  return image.decorative ? '' : image.alt_text;
}

/** What a page needs to draw a library image (a part of the staff API's Image, and of an event's). */
export interface PictureImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
  alt_text: string;
  decorative: boolean;
}
