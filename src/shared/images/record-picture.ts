/**
 * How a record that shows a library picture (an event, a house church) carries it in its public payload:
 * the image's id and what a page needs to draw it (docs/product.md#images). Its own small module, so the
 * pages that show such records do not load the image library's other payloads and words.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';

export const recordPictureSchema = z
  .object({
    id: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    widths: z.array(z.number().int()),
    alt_text: z.string(),
    decorative: z.boolean(),
  })
  .nullable();
