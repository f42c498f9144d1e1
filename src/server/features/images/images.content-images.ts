/**
 * Library pictures for staff-edited values (docs/product.md#images): a founder's photo, the social
 * card, a book cover or a testimony's photo is stored as `{ imageId }`; before a page draws it, the
 * server adds the image's description and the widths it really has in image_variants, so the page
 * builds `srcset` from what /media/images can serve.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentImage, LibraryContentImage } from '#shared/images/content-image-format.ts';
import type { PictureImage } from '#shared/images/format.ts';
import type { Executor } from '#server/db/client.ts';
import { images, imageVariants } from '#server/db/schema/index.ts';
import { isImageId } from '#server/features/images/images.service.ts';

/**
 * The pictures of these library images, by id; an id that is not in the library is left out. The
 * widths are the stored ones present in both formats, smallest first.
 */
export async function picturesByImageId(
  executor: Executor,
  imageIds: readonly string[],
): Promise<Map<string, PictureImage>> {
  const ids = [...new Set(imageIds)].filter(isImageId);
  const pictures = new Map<string, PictureImage>();
  if (ids.length === 0) return pictures;
  const rows = await executor
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      altText: images.altText,
      decorative: images.decorative,
      variantWidth: imageVariants.width,
    })
    .from(images)
    .innerJoin(imageVariants, eq(imageVariants.imageId, images.id))
    .where(inArray(images.id, ids))
    .groupBy(images.id, imageVariants.width)
    .having(sql`count(distinct ${imageVariants.format}) = 2`)
    .orderBy(asc(images.id), asc(imageVariants.width));
  for (const row of rows) {
    const picture = pictures.get(row.id) ?? {
      id: row.id,
      width: row.width,
      height: row.height,
      widths: [],
      alt_text: row.altText,
      decorative: row.decorative,
    };
    picture.widths.push(row.variantWidth);
    pictures.set(row.id, picture);
  }
  return pictures;
}

/** One library image as a page draws it, or null when it is not in the library. */
export async function pictureForImageId(
  executor: Executor,
  imageId: string | null,
): Promise<PictureImage | null> {
  if (!imageId) return null;
  return (await picturesByImageId(executor, [imageId])).get(imageId) ?? null;
}

function isLibraryValue(value: unknown): value is LibraryContentImage {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { imageId?: unknown }).imageId === 'string'
  );
}

function collectImageIds(value: unknown, into: string[]): void {
  if (Array.isArray(value)) for (const item of value) collectImageIds(item, into);
  else if (isLibraryValue(value)) into.push(value.imageId);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collectImageIds(item, into);
}

function withPictures<T>(value: T, pictures: Map<string, PictureImage>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withPictures(item, pictures)) as T;
  if (isLibraryValue(value)) return { ...value, picture: pictures.get(value.imageId) ?? null } as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPictures(item as unknown, pictures)]),
    ) as T;
  }
  return value;
}

/**
 * A copy of a document (or any value) in which every library image `{ imageId }`, however deep,
 * carries its `picture` (null when the image is gone): one query for all of them. Static pictures
 * and everything else are left as they are.
 */
export async function withLibraryPictures<T>(executor: Executor, value: T): Promise<T> {
  const ids: string[] = [];
  collectImageIds(value, ids);
  if (ids.length === 0) return value;
  return withPictures(value, await picturesByImageId(executor, ids));
}

/** One picture value ready for a page (see withLibraryPictures). */
export async function resolveContentImage(executor: Executor, value: ContentImage): Promise<ContentImage> {
  return withLibraryPictures(executor, value);
}
