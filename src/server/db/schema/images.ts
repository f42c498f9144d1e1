import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The image library (docs/product.md#images): pictures staff upload, kept in the database like video
 * thumbnails so every app process serves the same ones. An image always has alt text, or staff chose
 * "decorative" (then pages render alt="").
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    altText: text('alt_text').notNull().default(''),
    decorative: boolean('decorative').notNull().default(false),
    /** The upload's size after turning it upright; no stored size is wider than this. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('images_alt_text_check', sql`${t.decorative} or length(btrim(${t.altText})) > 0`),
    check('images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** One stored size of an image, in one format: what /media/images/{id}-{width}.{format} serves. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** 'webp' or 'jpg' (the file extension of its address). */
    format: text('format').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteLength: integer('byte_length').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.width, t.format] }),
    check('image_variants_format_check', sql`${t.format} in ('webp', 'jpg')`),
  ],
);
