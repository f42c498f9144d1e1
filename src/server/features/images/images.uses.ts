/** What keeps a library image from deletion (docs/product.md#images). */
import { sql } from 'drizzle-orm';

/**
 * How many places use the image `images.id` of the enclosing select (docs/product.md#images): events
 * and series, house churches, book covers, testimony photos, and staff-edited documents whose published version or
 * draft holds `{ imageId }` anywhere. An image in use cannot be deleted; the foreign keys hold that for
 * the records, this count holds it for documents (which have no foreign key).
 */
export const imageUseCountSql = sql<number>`(
  (select count(*) from events where events.image_id = images.id)
  + (select count(*) from event_series where event_series.image_id = images.id)
  + (select count(*) from house_churches where house_churches.image_id = images.id)
  + (select count(*) from resources where resources.cover_image_id = images.id)
  + (select count(*) from testimonies where testimonies.photo_image_id = images.id)
  + (select count(*) from content_documents d where
      jsonb_path_exists(d.published, '$.**.imageId ? (@ == $id)', jsonb_build_object('id', images.id::text))
      or (d.draft is not null
        and jsonb_path_exists(d.draft, '$.**.imageId ? (@ == $id)', jsonb_build_object('id', images.id::text))))
)::int`;
