/**
 * Testimony and resource rows as the API and the pages give them, with their library pictures
 * (book covers, testimony photos) read in one query.
 */
import { asc } from 'drizzle-orm';
import {
  type Resource,
  type Testimony,
  type TestimonyPage,
  releaseLabel,
} from '#shared/content/records-contract.ts';
import type { PictureImage } from '#shared/images/format.ts';
import type { Executor } from '#server/db/client.ts';
import { resources, testimonies } from '#server/db/schema/index.ts';
import { picturesByImageId } from '#server/features/images/images.content-images.ts';

export type TestimonyRow = typeof testimonies.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;

/** Staff order: their position, then the oldest first. */
export const testimonyOrder = [asc(testimonies.sortOrder), asc(testimonies.createdAt), asc(testimonies.id)];
export const resourceOrder = [asc(resources.sortOrder), asc(resources.createdAt), asc(resources.id)];

export type Pictures = Map<string, PictureImage>;
export const pictureOf = (pictures: Pictures, id: string | null) => (id ? (pictures.get(id) ?? null) : null);

/** The library pictures of these rows (book covers, testimony photos), in one query. */
export function picturesOf(tx: Executor, ids: Array<string | null>): Promise<Pictures> {
  return picturesByImageId(
    tx,
    ids.filter((id): id is string => id !== null),
  );
}

export function toTestimony(row: TestimonyRow, pictures: Pictures = new Map()): Testimony {
  return {
    id: row.id,
    quote: row.quote,
    quote_es: row.quoteEs,
    name: row.name,
    page: row.page as TestimonyPage,
    photo_image_id: row.photoImageId,
    photo: pictureOf(pictures, row.photoImageId),
    sort_order: row.sortOrder,
    visible: row.visible,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toResource(row: ResourceRow, pictures: Pictures = new Map()): Resource {
  return {
    id: row.id,
    kind: row.kind as Resource['kind'],
    title: row.title,
    subtitle: row.subtitle,
    author: row.author,
    // A release date is the source of the printed label; seeded books keep their typed label.
    published_label: row.releaseDate ? releaseLabel(row.releaseDate) : row.publishedLabel,
    summary: row.summary,
    link_url: row.linkUrl,
    link_label: row.linkLabel,
    title_es: row.titleEs,
    subtitle_es: row.subtitleEs,
    summary_es: row.summaryEs,
    link_label_es: row.linkLabelEs,
    cover_src: row.coverSrc,
    cover_alt: row.coverAlt,
    cover_width: row.coverWidth,
    cover_height: row.coverHeight,
    cover_image_id: row.coverImageId,
    cover_image: pictureOf(pictures, row.coverImageId),
    release_date: row.releaseDate,
    store_links: row.storeLinks,
    share_image_src: row.shareImageSrc,
    is_new_release: row.isNewRelease,
    is_featured: row.isFeatured,
    devotional_href: row.devotionalHref,
    devotional_label: row.devotionalLabel,
    press_kit_href: row.pressKitHref,
    on_resources_page: row.onResourcesPage,
    on_press_page: row.onPressPage,
    sort_order: row.sortOrder,
    visible: row.visible,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
