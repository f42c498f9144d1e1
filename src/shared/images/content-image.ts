/**
 * The zod rules of a picture in a staff-edited value (docs/product.md#images): the seed's static
 * file or a library image. Every image has alt text or is decorative: a static one carries its own
 * alt text, a library image has the library's description (the library enforces it), which an
 * optional alt text here may replace for this place.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { isSitePath } from '#shared/site/site-path.ts';
import { IMAGE_ALT_MAX } from '#shared/images/format.ts';
import { IMAGE_WORDS as M } from '#shared/images/words.ts';

export * from '#shared/images/content-image-format.ts';

const CAPTION_MAX = 300;
const caption = z
  .string()
  .trim()
  .max(CAPTION_MAX, `Please keep the caption under ${CAPTION_MAX} characters.`);

export const staticContentImageSchema = z.object({
  /** A path on this site (the seed's files under public/), never an outside address the CSP would block. */
  src: z
    .string()
    .trim()
    .max(500)
    .refine((value) => isSitePath(value) && !/\s/.test(value), 'Please choose a picture from the library.'),
  alt: z.string().trim().min(1, M.altRequired).max(IMAGE_ALT_MAX, M.altTooLong),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: caption.optional(),
});

export const libraryContentImageSchema = z.object({
  imageId: z.uuid('Please choose a picture from the library.'),
  alt: z.string().trim().max(IMAGE_ALT_MAX, M.altTooLong).optional(),
  caption: caption.optional(),
});

/**
 * A stored picture value. The server-added `picture` is dropped on parse (zod strips unknown keys),
 * so a saved document never keeps a copy of the library's sizes.
 */
export const contentImageSchema = z.union([libraryContentImageSchema, staticContentImageSchema]);
export type ContentImageInput = z.input<typeof contentImageSchema>;
