import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The ministry's YouTube videos, synced in the background and served from here, so a visitor never
 * waits on YouTube (and demo videos from the seed when no API key is configured).
 */
export const videos = pgTable(
  'videos',
  {
    /** YouTube's own id (11 characters); the key of /messages/{videoId}. */
    videoId: text('video_id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    thumbnailHighUrl: text('thumbnail_high_url'),
    /** ISO-8601 duration as YouTube sends it, e.g. PT42M10S or PT1H5M3S. */
    duration: text('duration').notNull().default('PT0S'),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    /** Null when the channel hides likes. */
    likeCount: bigint('like_count', { mode: 'number' }),
    channelTitle: text('channel_title').notNull().default(''),
    /** When the last sync wrote this row; a refresh that fails keeps the old rows. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_published_at_idx').on(t.publishedAt.desc(), t.videoId),
    check('videos_duration_check', sql`${t.duration} ~ '^P'`),
    check(
      'videos_counts_check',
      sql`${t.viewCount} >= 0 and (${t.likeCount} is null or ${t.likeCount} >= 0)`,
    ),
  ],
);

/**
 * Each video's thumbnail in two sizes and two formats, copied from YouTube by the sync, so that a
 * visitor's page loads its pictures from this site: no request to YouTube on a page view, and no
 * connection to a second origin before the largest picture can paint.
 */
export const videoThumbnails = pgTable(
  'video_thumbnails',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => videos.videoId, { onDelete: 'cascade' }),
    /** 'mq.jpg' (320×180), 'hq.jpg' (480×360), 'mq.webp', 'hq.webp'. */
    variant: text('variant').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteLength: integer('byte_length').notNull(),
    etag: text('etag').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.variant] }),
    check('video_thumbnails_variant_check', sql`${t.variant} in ('mq.jpg', 'hq.jpg', 'mq.webp', 'hq.webp')`),
  ],
);
