/**
 * The image library's rules (docs/product.md#images): an upload becomes stored sizes in one
 * transaction (nothing is stored from a refused upload), a description is alt text or "decorative",
 * and an image in use cannot be deleted.
 */
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { ImageDescription, Image } from '#shared/images/contract.ts';
import { IMAGE_WORDS } from '#shared/images/words.ts';
import { type ImageFormat, storedWidths } from '#shared/images/format.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { images, imageVariants } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/errors.ts';
import { processUpload, variantRows } from '#server/features/images/images.processing.ts';
import { imageUseCountSql } from '#server/features/images/images.uses.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isImageId = (value: string) => UUID.test(value);

/** ON DELETE RESTRICT: PostgreSQL reports foreign_key_violation, PGlite (PostgreSQL 17) restrict_violation. */
function isStillReferenced(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code);
  return codes.includes('23503') || codes.includes('23001');
}

type ImageRow = typeof images.$inferSelect;
function toApiImage(row: ImageRow, usedBy: number): Image {
  return {
    id: row.id,
    alt_text: row.altText,
    decorative: row.decorative,
    width: row.width,
    height: row.height,
    widths: storedWidths(row.width),
    used_by: usedBy,
    created_at: row.createdAt.toISOString(),
  };
}

export function createImagesService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  // Written out qualified: drizzle leaves columns of a single-table select unqualified.
  const usedBy = imageUseCountSql;

  async function get(id: string): Promise<Image> {
    if (!isImageId(id)) throw notFound(IMAGE_WORDS.notFound);
    const [row] = await db
      .select({ ...getTableColumns(images), usedBy })
      .from(images)
      .where(eq(images.id, id));
    if (!row) throw notFound(IMAGE_WORDS.notFound);
    return toApiImage(row, row.usedBy);
  }

  return {
    get,

    /** Newest first. */
    async list(): Promise<Image[]> {
      const rows = await db
        .select({ ...getTableColumns(images), usedBy })
        .from(images)
        .orderBy(desc(images.createdAt), desc(images.id));
      return rows.map((row) => toApiImage(row, row.usedBy));
    },

    async upload(file: Buffer, description: ImageDescription): Promise<Image> {
      const processed = await processUpload(file);
      const row = await db.transaction(async (tx) => {
        const [image] = await tx
          .insert(images)
          .values({
            altText: description.decorative ? '' : description.alt_text,
            decorative: description.decorative,
            width: processed.width,
            height: processed.height,
            createdAt: clock.now(),
          })
          .returning();
        await tx.insert(imageVariants).values(variantRows(image!.id, processed.variants));
        return image!;
      });
      return toApiImage(row, 0);
    },

    async describe(id: string, description: ImageDescription): Promise<Image> {
      if (!isImageId(id)) throw notFound(IMAGE_WORDS.notFound);
      const updated = await db
        .update(images)
        .set({
          altText: description.decorative ? '' : description.alt_text,
          decorative: description.decorative,
        })
        .where(eq(images.id, id))
        .returning({ id: images.id });
      if (updated.length === 0) throw notFound(IMAGE_WORDS.notFound);
      return get(id);
    },

    /** Deletes an image nothing uses (the database's restrict holds the rule for records against a race). */
    async remove(id: string): Promise<void> {
      const image = await get(id);
      if (image.used_by > 0) throw conflict(IMAGE_WORDS.inUse);
      try {
        await db.delete(images).where(eq(images.id, id));
      } catch (error) {
        if (isStillReferenced(error)) throw conflict(IMAGE_WORDS.inUse);
        throw error;
      }
    },

    /** One stored size for /media/images/{id}-{width}.{format}, or null. */
    async variant(id: string, width: number, format: ImageFormat) {
      if (!isImageId(id)) return null;
      const [stored] = await db
        .select({
          contentType: imageVariants.contentType,
          bytes: imageVariants.bytes,
          etag: imageVariants.etag,
        })
        .from(imageVariants)
        .where(
          and(
            eq(imageVariants.imageId, id),
            eq(imageVariants.width, width),
            eq(imageVariants.format, format),
          ),
        );
      return stored ?? null;
    },

    /** How many images the library holds (the dashboard and tests). */
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(images);
      return row?.n ?? 0;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
