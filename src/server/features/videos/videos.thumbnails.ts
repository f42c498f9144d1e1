/**
 * Video thumbnails served from this site. The sync copies each video's thumbnail from YouTube's
 * image host (two sizes, JPEG and WebP) into the database; /media/videos/{id}/{variant} serves the
 * copy. A visitor's page so never loads anything from YouTube, and the largest picture of
 * /messages comes over the connection the page already has instead of a new one to another
 * origin (measured under Lighthouse's phone profile: 600 ms later LCP from i.ytimg.com).
 */
import crypto from 'node:crypto';
import { and, eq, isNotNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { videos, videoThumbnails } from '#server/db/schema/index.ts';

export const YOUTUBE_IMAGE_HOST = 'https://i.ytimg.com';

export const THUMBNAIL_VARIANTS = {
  'mq.jpg': { folder: 'vi', file: 'mqdefault.jpg', contentType: 'image/jpeg' },
  'hq.jpg': { folder: 'vi', file: 'hqdefault.jpg', contentType: 'image/jpeg' },
  'mq.webp': { folder: 'vi_webp', file: 'mqdefault.webp', contentType: 'image/webp' },
  'hq.webp': { folder: 'vi_webp', file: 'hqdefault.webp', contentType: 'image/webp' },
} as const;
export type ThumbnailVariant = keyof typeof THUMBNAIL_VARIANTS;

export const isThumbnailVariant = (value: string): value is ThumbnailVariant =>
  Object.hasOwn(THUMBNAIL_VARIANTS, value);

/** A channel may change a video's picture; copies older than this are fetched again. */
const REFRESH_AFTER_MS = 7 * 24 * 3600_000;
/** Per sync, so a first sync of a large channel spreads its image requests over several rounds. */
const VIDEOS_PER_SYNC = 60;
const PARALLEL_REQUESTS = 4;
/** YouTube's thumbnails are 10–40 KB; anything far larger is not one. */
const MAX_BYTES = 1024 * 1024;

/** YouTube's own address of a thumbnail, where a visitor is sent while no copy is stored yet. */
export function youtubeThumbnailUrl(videoId: string, variant: ThumbnailVariant, host = YOUTUBE_IMAGE_HOST) {
  const { folder, file } = THUMBNAIL_VARIANTS[variant];
  return `${host}/${folder}/${encodeURIComponent(videoId)}/${file}`;
}

export interface ThumbnailCopyResult {
  copied: number;
  failed: number;
}

/**
 * Copies the thumbnails of videos that have none yet or an old copy (never the demo videos, whose
 * pictures are this site's own SVGs). A picture YouTube does not have (some videos lack WebP) or a
 * failed request is skipped and tried again at the next sync.
 */
export async function copyThumbnails(deps: {
  db: Database;
  now: Date;
  imageHost: string;
  signal: AbortSignal;
}): Promise<ThumbnailCopyResult> {
  const { db, now } = deps;
  const staleBefore = new Date(now.getTime() - REFRESH_AFTER_MS);
  const due = await db
    .select({ videoId: videos.videoId })
    .from(videos)
    .leftJoin(videoThumbnails, eq(videoThumbnails.videoId, videos.videoId))
    .where(and(notLike(videos.videoId, 'demo-%'), isNotNull(videos.thumbnailHighUrl)))
    .groupBy(videos.videoId, videos.publishedAt)
    .having(
      or(
        sql`count(${videoThumbnails.variant}) < ${Object.keys(THUMBNAIL_VARIANTS).length}`,
        lt(sql`min(${videoThumbnails.fetchedAt})`, staleBefore),
      ),
    )
    .orderBy(sql`${videos.publishedAt} desc`)
    .limit(VIDEOS_PER_SYNC);

  const jobs = due.flatMap(({ videoId }) =>
    (Object.keys(THUMBNAIL_VARIANTS) as ThumbnailVariant[]).map((variant) => ({ videoId, variant })),
  );
  const result: ThumbnailCopyResult = { copied: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !deps.signal.aborted) {
      const job = jobs[next++]!;
      const bytes = await download(
        youtubeThumbnailUrl(job.videoId, job.variant, deps.imageHost),
        deps.signal,
      );
      if (!bytes) {
        result.failed += 1;
        continue;
      }
      const row = {
        videoId: job.videoId,
        variant: job.variant,
        contentType: THUMBNAIL_VARIANTS[job.variant].contentType,
        bytes,
        byteLength: bytes.length,
        etag: `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
        fetchedAt: now,
      };
      await db
        .insert(videoThumbnails)
        .values(row)
        .onConflictDoUpdate({ target: [videoThumbnails.videoId, videoThumbnails.variant], set: row });
      result.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker));
  return result;
}

async function download(url: string, signal: AbortSignal) {
  try {
    const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)]) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/')) {
      await response.body?.cancel();
      return null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > 0 && bytes.length <= MAX_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

export type StoredThumbnail =
  | { found: true; contentType: string; bytes: Uint8Array; etag: string }
  | { found: false; videoExists: boolean };

export async function readThumbnail(
  db: Database,
  videoId: string,
  variant: ThumbnailVariant,
): Promise<StoredThumbnail> {
  const [stored] = await db
    .select({
      contentType: videoThumbnails.contentType,
      bytes: videoThumbnails.bytes,
      etag: videoThumbnails.etag,
    })
    .from(videoThumbnails)
    .where(and(eq(videoThumbnails.videoId, videoId), eq(videoThumbnails.variant, variant)));
  if (stored) return { found: true, ...stored };
  const [video] = await db
    .select({ videoId: videos.videoId })
    .from(videos)
    .where(and(eq(videos.videoId, videoId), isNotNull(videos.thumbnailHighUrl)));
  return { found: false, videoExists: Boolean(video) };
}
