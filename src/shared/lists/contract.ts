/**
 * The query every staff list accepts and the page it answers, as zod schemas: each area's list
 * extends `adminListQuerySchema` with its own filters and wraps its row schema in `pageSchema`.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '#shared/lists/format.ts';

export * from '#shared/lists/format.ts';

/** ?page=&page_size=&search= on every list; bad values are refused, not guessed at. */
export const adminListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX, `page_size is at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200, 'search is at most 200 characters').default(''),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** One page of `row`s (the `Page` of format.ts). */
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(row),
  });
