import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
