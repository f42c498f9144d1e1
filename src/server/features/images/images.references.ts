/**
 * What other areas need of the image library: that a chosen image exists (so a form gets a field
 * error instead of a foreign-key failure), and a library image as pages draw it.
 */
import { eq, sql } from 'drizzle-orm';
import { EVENT_WORDS } from '#shared/events/words.ts';
import { type PictureImage, storedWidths } from '#shared/images/format.ts';
import type { Executor } from '#server/db/client.ts';
import { images } from '#server/db/schema/index.ts';
import { badRequest } from '#server/errors.ts';
import { isImageId } from '#server/features/images/images.service.ts';

export async function requireLibraryImage(executor: Executor, imageId: string | null): Promise<void> {
  if (imageId === null) return;
  const refused = () =>
    badRequest(EVENT_WORDS.imageChoiceInvalid, { image_id: [EVENT_WORDS.imageChoiceInvalid] });
  if (!isImageId(imageId)) throw refused();
  const [found] = await executor.select({ id: images.id }).from(images).where(eq(images.id, imageId));
  if (!found) throw refused();
}

/**
 * The picture of the row's `image_id` as JSON text, for a select of one table named `table`
 * (written out: drizzle leaves a lone table's columns unqualified in the select list).
 */
export function pictureJsonSql(table: 'events' | 'house_churches') {
  return sql<string | null>`(select json_build_object('id', i.id, 'width', i.width, 'height', i.height,
    'alt_text', i.alt_text, 'decorative', i.decorative)::text from images i where i.id = ${sql.raw(table)}.image_id)`;
}

export function pictureFromJson(json: string | null): PictureImage | null {
  if (!json) return null;
  const row = JSON.parse(json) as Omit<PictureImage, 'widths'>;
  return { ...row, widths: storedWidths(row.width) };
}
