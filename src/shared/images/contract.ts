/** The image library's payloads (docs/product.md#images). */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { IMAGE_ALT_MAX } from '#shared/images/format.ts';
import { IMAGE_WORDS as M } from '#shared/images/words.ts';

export * from '#shared/images/words.ts';

export const imageSchema = z.object({
  id: z.uuid(),
  alt_text: z.string(),
  decorative: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  /** The stored widths, smallest first; each exists in WebP and JPEG. */
  widths: z.array(z.number().int()),
  /** Events that show it: it cannot be deleted while this is above 0. */
  used_by: z.number().int(),
  created_at: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const imageListSchema = z.object({ images: z.array(imageSchema) });

/** Checkboxes arrive as "on" from a form, as booleans from JSON. */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** Alt text, or decorative: the one rule for every image (upload and edit). */
export const imageDescriptionSchema = z
  .object({
    alt_text: z.string().trim().max(IMAGE_ALT_MAX, M.altTooLong).default(''),
    decorative: checkbox,
  })
  .refine((value) => value.decorative || value.alt_text.length > 0, {
    path: ['alt_text'],
    message: M.altRequired,
  });
export type ImageDescription = z.output<typeof imageDescriptionSchema>;

export const imageIdParamsSchema = z.object({ id: z.string().max(64) });
