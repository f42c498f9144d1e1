/**
 * Reading video messages for visitors: the API and the pages read only the database, never YouTube
 * (the background sync in videos.sync.ts keeps the table fresh).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { VideoListResponse, VideoMessage } from '#shared/videos/contract.ts';
import { MESSAGES_PAGE_SIZE, isPlausibleVideoId } from '#shared/videos/format.ts';
import type { Database } from '#server/db/client.ts';
import { videos } from '#server/db/schema/index.ts';
import { createPageTokens } from '#server/features/videos/videos.page-token.ts';
import { readThumbnail, type ThumbnailVariant } from '#server/features/videos/videos.thumbnails.ts';

type VideoRow = typeof videos.$inferSelect;

export function toVideoMessage(row: VideoRow): VideoMessage {
  return {
    video_id: row.videoId,
    title: row.title,
    description: row.description,
    published_at: row.publishedAt.toISOString(),
    thumbnail_high_url: row.thumbnailHighUrl,
    duration: row.duration,
    view_count: row.viewCount,
    like_count: row.likeCount,
    channel_title: row.channelTitle,
  };
}

/** Newest first; the video id breaks ties so pages never overlap or skip. */
const newestFirst = [desc(videos.publishedAt), desc(videos.videoId)];

export function createVideosService(deps: { db: Database; tokenSecret: string }) {
  const { db } = deps;
  const tokens = createPageTokens(deps.tokenSecret);

  return {
    /** A video's stored thumbnail (see thumbnails.ts). */
    thumbnail: (videoId: string, variant: ThumbnailVariant) => readThumbnail(db, videoId, variant),

    /** The most recent video, or null when there are none yet. */
    async latest(): Promise<VideoMessage | null> {
      const [row] = await db
        .select()
        .from(videos)
        .orderBy(...newestFirst)
        .limit(1);
      return row ? toVideoMessage(row) : null;
    },

    /**
     * One page of the list. Returns null for a page token this server did not issue (the caller
     * answers 400); a token past the end gives an empty page with a way back.
     */
    async page(pageToken?: string): Promise<VideoListResponse | null> {
      const page = pageToken ? tokens.decode(pageToken) : 0;
      if (page === null) return null;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(videos)
          .orderBy(...newestFirst)
          .limit(MESSAGES_PAGE_SIZE)
          .offset(page * MESSAGES_PAGE_SIZE),
        db.select({ n: count() }).from(videos),
      ]);
      const totalResults = Number(total?.n ?? 0);
      const lastPage = Math.max(0, Math.ceil(totalResults / MESSAGES_PAGE_SIZE) - 1);
      return {
        items: rows.map(toVideoMessage),
        nextPageToken: page < lastPage ? tokens.encode(page + 1) : null,
        prevPageToken: page > 0 ? tokens.encode(Math.min(page - 1, lastPage)) : null,
        pageInfo: { totalResults, resultsPerPage: MESSAGES_PAGE_SIZE },
      };
    },

    /** The video with this id, or null (also for ids no video could have). */
    async byId(videoId: string | undefined | null): Promise<VideoMessage | null> {
      if (!isPlausibleVideoId(videoId)) return null;
      const [row] = await db.select().from(videos).where(eq(videos.videoId, videoId)).limit(1);
      return row ? toVideoMessage(row) : null;
    },

    /** A few other recent videos for the detail page's 'Related Messages'. */
    async related(videoId: string, limit = 3): Promise<VideoMessage[]> {
      const rows = await db
        .select()
        .from(videos)
        .orderBy(...newestFirst)
        .limit(limit + 1);
      return rows
        .filter((row) => row.videoId !== videoId)
        .slice(0, limit)
        .map(toVideoMessage);
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
