/**
 * The background video sync: reads the channel's uploads from YouTube at start and then on an
 * interval (15 minutes by default) and writes them to the videos table. Visitors only ever read that
 * table, so their requests never wait on YouTube and never cost quota. A failed refresh changes
 * nothing (the last good videos stay) and is logged. Of several app processes only the one holding
 * the advisory lock syncs; the others skip that round. Without a key nothing runs and the seeded demo
 * videos are served.
 */
import { and, inArray, like, not, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { videos } from '#server/db/schema/index.ts';
import {
  YouTubeError,
  type YouTubeClient,
  type YouTubeVideo,
} from '#server/integrations/youtube/youtube-client.ts';
import { withAdvisoryLock } from '#server/features/videos/videos.advisory-lock.ts';
import {
  copyThumbnails,
  type ThumbnailCopyResult,
  YOUTUBE_IMAGE_HOST,
} from '#server/features/videos/videos.thumbnails.ts';

export const DEFAULT_SYNC_INTERVAL_MS = 15 * 60_000;
const LOCK_NAME = 'ministry:videos-sync';

export type SyncOutcome =
  | { status: 'synced'; videos: number; removed: number; thumbnails: ThumbnailCopyResult }
  | { status: 'skipped'; reason: 'not-configured' | 'stopped' | 'another-process' }
  | { status: 'failed'; error: string };

export interface VideoSyncOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Null when YOUTUBE_API_KEY or YOUTUBE_CHANNEL_ID is unset. */
  client: YouTubeClient | null;
  intervalMs?: number;
  /** Where thumbnails are copied from (YOUTUBE_THUMBNAIL_URL; YouTube's image host by default). */
  imageHost?: string;
}

export class VideoSync {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SyncOutcome> | null = null;
  private abort: AbortController | null = null;
  private stopped = false;
  private readonly syncedListeners: Array<() => void> = [];
  /** For the log and tests: when the last refresh succeeded, and the last failure since then. */
  lastSuccessAt: Date | null = null;
  lastError: string | null = null;

  private readonly options: VideoSyncOptions;

  constructor(options: VideoSyncOptions) {
    this.options = options;
  }

  get configured(): boolean {
    return this.options.client !== null;
  }

  /** Called after every refresh that wrote the channel's videos (the page cache forgets its pages). */
  onSynced(listener: () => void): void {
    this.syncedListeners.push(listener);
  }

  /** Syncs now (in the background) and then every intervalMs. Does nothing without a key. */
  start(): void {
    if (!this.configured) {
      this.options.log.info(
        'video sync off: YOUTUBE_API_KEY or YOUTUBE_CHANNEL_ID unset; serving stored videos',
      );
      return;
    }
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.syncNow(), this.options.intervalMs ?? DEFAULT_SYNC_INTERVAL_MS);
    this.timer.unref();
    void this.syncNow();
  }

  /** Stops the schedule, cancels a refresh in flight and waits for it to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort?.abort();
    await this.idle();
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** One refresh; a refresh already running in this process is joined, not repeated. */
  syncNow(): Promise<SyncOutcome> {
    if (!this.running) {
      this.running = this.refresh().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async refresh(): Promise<SyncOutcome> {
    const { client, db, log, clock } = this.options;
    if (!client) return { status: 'skipped', reason: 'not-configured' };
    if (this.stopped) return { status: 'skipped', reason: 'stopped' };
    const abort = new AbortController();
    this.abort = abort;
    const started = Date.now();
    try {
      const outcome = await withAdvisoryLock(db, LOCK_NAME, async () => {
        const uploads = await client.fetchChannelUploads(abort.signal);
        if (uploads.videos.length === 0) {
          // An empty answer is far likelier a wrong channel id than a channel without videos.
          throw new YouTubeError('YouTube returned no videos for the channel', 'playlistItems');
        }
        const removed = await this.store(uploads.videos, uploads.complete, clock.now());
        const thumbnails = await copyThumbnails({
          db,
          now: clock.now(),
          imageHost: this.options.imageHost ?? YOUTUBE_IMAGE_HOST,
          signal: abort.signal,
        });
        return { videos: uploads.videos.length, removed, thumbnails };
      });
      if (!outcome.acquired) {
        log.debug('video sync skipped: another process holds the sync lock');
        return { status: 'skipped', reason: 'another-process' };
      }
      this.lastSuccessAt = clock.now();
      this.lastError = null;
      log.info({ ...outcome.result, ms: Date.now() - started }, 'video sync done');
      for (const listener of this.syncedListeners) listener();
      return { status: 'synced', ...outcome.result };
    } catch (error) {
      if (this.stopped && abort.signal.aborted) return { status: 'skipped', reason: 'stopped' };
      // Only the message: it names the endpoint and YouTube's reason, never the key or a body.
      const message = error instanceof Error ? error.message : 'unknown error';
      this.lastError = message;
      log.warn(
        { error: message, lastSuccessAt: this.lastSuccessAt?.toISOString() ?? null },
        'video sync failed; still serving the last good videos',
      );
      return { status: 'failed', error: message };
    } finally {
      if (this.abort === abort) this.abort = null;
    }
  }

  /**
   * Writes the channel's videos in one transaction: new and changed ones upserted, demo videos
   * removed, and (when the whole channel was read) videos no longer on the channel removed.
   */
  private async store(list: YouTubeVideo[], complete: boolean, now: Date): Promise<number> {
    return this.options.db.transaction(async (tx) => {
      const rows = list.map((video) => ({ ...video, syncedAt: now }));
      for (let start = 0; start < rows.length; start += 100) {
        await tx
          .insert(videos)
          .values(rows.slice(start, start + 100))
          .onConflictDoUpdate({
            target: videos.videoId,
            set: {
              title: sql`excluded.title`,
              description: sql`excluded.description`,
              publishedAt: sql`excluded.published_at`,
              thumbnailHighUrl: sql`excluded.thumbnail_high_url`,
              duration: sql`excluded.duration`,
              viewCount: sql`excluded.view_count`,
              likeCount: sql`excluded.like_count`,
              channelTitle: sql`excluded.channel_title`,
              syncedAt: sql`excluded.synced_at`,
            },
          });
      }
      const ids = list.map((video) => video.videoId);
      const gone = complete
        ? not(inArray(videos.videoId, ids))
        : and(like(videos.videoId, 'demo-%'), not(inArray(videos.videoId, ids)));
      const removed = await tx.delete(videos).where(gone).returning({ videoId: videos.videoId });
      return removed.length;
    });
  }
}
