/**
 * The YouTube client and the background sync (docs/product.md#video-messages-from-youtube) against
 * the local fake (real HTTP, YouTube's JSON), on a real database.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { asc, eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '#tests/helpers/clock.ts';
import { createTestDatabase, usingPostgres } from '#tests/helpers/database.ts';
import { type FakeYouTube, makeFakeVideos, startFakeYouTube } from '#tests/fakes/youtube-server.ts';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { videos, videoThumbnails } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { createYouTubeClient } from '#server/integrations/youtube/youtube-client.ts';
import { VideoSync } from '#server/features/videos/videos.sync.ts';

function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), text: () => lines.join('') };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('YouTube client', () => {
  let youtube: FakeYouTube;
  beforeEach(async () => {
    youtube = await startFakeYouTube({ videos: makeFakeVideos(120) });
  });
  afterEach(() => youtube.stop());

  it('reads every upload through the uploads playlist, 50 per call, newest first', async () => {
    const client = createYouTubeClient({
      apiUrl: youtube.url,
      apiKey: youtube.apiKey,
      channelId: youtube.channelId,
    });
    const { videos: list, complete } = await client.fetchChannelUploads();
    expect(complete).toBe(true);
    expect(list).toHaveLength(120);
    expect(list[0]).toMatchObject({
      videoId: youtube.videos[0]!.id,
      viewCount: youtube.videos[0]!.viewCount,
    });
    expect(youtube.counts()).toEqual({ channels: 1, playlistItems: 3, videos: 3 });
    expect(list[4]!.likeCount).toBeNull(); // video 5 hides its likes
  });

  it('stops at maxVideos and says the list is incomplete', async () => {
    const client = createYouTubeClient({
      apiUrl: youtube.url,
      apiKey: youtube.apiKey,
      channelId: youtube.channelId,
      maxVideos: 50,
    });
    const result = await client.fetchChannelUploads();
    expect(result.videos).toHaveLength(50);
    expect(result.complete).toBe(false);
  });

  it('reports a bad key by endpoint and reason, never with the key or the answer body', async () => {
    const secret = 'secret-wrong-key-9f8e7d';
    const client = createYouTubeClient({ apiUrl: youtube.url, apiKey: secret, channelId: youtube.channelId });
    const error = (await client.fetchChannelUploads().catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('YouTube channels: HTTP 400 (badRequest)');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(secret);
    expect(error.message).not.toContain('API key not valid');
  });

  it('gives up after the timeout when YouTube does not answer', async () => {
    const silent = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const client = createYouTubeClient({
      apiUrl: `http://127.0.0.1:${port}`,
      apiKey: 'k',
      channelId: 'c',
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(client.fetchChannelUploads()).rejects.toThrow('YouTube channels: no answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(2000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('says the channel was not found for an unknown channel id', async () => {
    const client = createYouTubeClient({
      apiUrl: youtube.url,
      apiKey: youtube.apiKey,
      channelId: 'UCnobody',
    });
    await expect(client.fetchChannelUploads()).rejects.toThrow('YouTube channels: channel not found');
  });
});

describe('sync interval setting', () => {
  it('defaults to 15 minutes (also when left empty) and takes YOUTUBE_SYNC_INTERVAL_SECONDS', () => {
    expect(loadConfig({}).youtube.syncIntervalMs).toBe(15 * 60_000);
    expect(loadConfig({ YOUTUBE_SYNC_INTERVAL_SECONDS: '' }).youtube.syncIntervalMs).toBe(15 * 60_000);
    expect(loadConfig({ YOUTUBE_SYNC_INTERVAL_SECONDS: '120' }).youtube.syncIntervalMs).toBe(120_000);
    expect(() => loadConfig({ YOUTUBE_SYNC_INTERVAL_SECONDS: '0' })).toThrow(/YOUTUBE_SYNC_INTERVAL_SECONDS/);
  });
});

describe('video sync', () => {
  let youtube: FakeYouTube;
  let database: DatabaseHandle;
  let sync: VideoSync | null = null;
  const clock = createTestClock();

  beforeEach(async () => {
    youtube = await startFakeYouTube();
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await sync?.stop();
    sync = null;
    await youtube.stop();
    await database.close();
  });

  const makeSync = (options: { apiKey?: string; intervalMs?: number; log?: pino.Logger } = {}) =>
    new VideoSync({
      db: database.db,
      clock,
      log: options.log ?? pino({ level: 'silent' }),
      intervalMs: options.intervalMs,
      imageHost: youtube.imageHost,
      client: createYouTubeClient({
        apiUrl: youtube.url,
        apiKey: options.apiKey ?? youtube.apiKey,
        channelId: youtube.channelId,
      }),
    });
  const storedIds = async () =>
    (await database.db.select({ id: videos.videoId }).from(videos).orderBy(asc(videos.videoId))).map(
      (r) => r.id,
    );

  it('replaces the demo videos with the channel, updates changed videos and drops deleted ones', async () => {
    await seedDemoContent(database.db, clock);
    sync = makeSync();
    expect(await sync.syncNow()).toEqual({
      status: 'synced',
      videos: 30,
      removed: 15,
      thumbnails: { copied: 120, failed: 0 },
    });
    expect(await database.db.$count(videos, like(videos.videoId, 'demo-%'))).toBe(0);

    youtube.videos[0]!.title = 'Renamed on YouTube';
    youtube.videos.splice(5, 1);
    // The thumbnails are kept: nothing to copy again for a week.
    expect(await sync.syncNow()).toEqual({
      status: 'synced',
      videos: 29,
      removed: 1,
      thumbnails: { copied: 0, failed: 0 },
    });
    const ids = await storedIds();
    expect(ids).toHaveLength(29);
    expect(ids).not.toContain('fakeVid0006');
    const [renamed] = await database.db.select().from(videos).orderBy(asc(videos.videoId)).limit(1);
    expect(renamed!.title).toBe('Renamed on YouTube');
  });

  it("copies each video's thumbnails (two sizes, JPEG and WebP), skips what YouTube lacks, and refreshes them weekly", async () => {
    sync = makeSync();
    await sync.syncNow();
    const stored = await database.db
      .select()
      .from(videoThumbnails)
      .where(eq(videoThumbnails.videoId, 'fakeVid0001'))
      .orderBy(asc(videoThumbnails.variant));
    expect(stored.map((t) => [t.variant, t.contentType])).toEqual([
      ['hq.jpg', 'image/jpeg'],
      ['hq.webp', 'image/webp'],
      ['mq.jpg', 'image/jpeg'],
      ['mq.webp', 'image/webp'],
    ]);
    // The bytes are YouTube's: JPEG and WebP signatures, byte for byte what the image host sent.
    const jpeg = stored.find((t) => t.variant === 'hq.jpg')!;
    expect(Buffer.from(jpeg.bytes).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(
      Buffer.from(stored.find((t) => t.variant === 'mq.webp')!.bytes)
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    const sent = new URL('../../../../tests/fixtures/thumbnails/hqdefault.jpg', import.meta.url);
    expect(Buffer.from(jpeg.bytes).equals(fs.readFileSync(sent))).toBe(true);
    expect(jpeg.byteLength).toBe(jpeg.bytes.length);

    // A new upload: only its pictures are fetched. YouTube failing on images: nothing stored, tried again.
    const before = youtube.imageRequests();
    youtube.videos.unshift({ ...youtube.videos[0]!, id: 'fakeVidNew01' });
    const second = await sync.syncNow();
    expect(second).toMatchObject({ thumbnails: { copied: 4, failed: 0 } });
    expect(youtube.imageRequests() - before).toBe(4);

    clock.advance(8 * 24 * 3600_000);
    const third = await sync.syncNow();
    expect(third).toMatchObject({ status: 'synced', thumbnails: { copied: 124, failed: 0 } });
    const [refreshed] = await database.db
      .select({ fetchedAt: videoThumbnails.fetchedAt })
      .from(videoThumbnails)
      .where(eq(videoThumbnails.videoId, 'fakeVid0001'))
      .limit(1);
    expect(refreshed!.fetchedAt).toEqual(clock.now());
  });

  it('counts a picture the image host refuses as failed and stores nothing for it', async () => {
    sync = makeSync();
    youtube.videos.splice(1);
    // The fake answers like YouTube's image host: 404 for a video it does not know.
    const missing = await fetch(`${youtube.imageHost}/vi/unknownVid1/hqdefault.jpg`);
    expect(missing.status).toBe(404);
    expect(await sync.syncNow()).toMatchObject({ thumbnails: { copied: 4, failed: 0 } });
    await database.db.delete(videoThumbnails);
    youtube.failImages(true);
    expect(await sync.syncNow()).toMatchObject({ status: 'synced', thumbnails: { copied: 0, failed: 4 } });
    expect(await database.db.$count(videoThumbnails)).toBe(0);
    youtube.failImages(false);
    expect(await sync.syncNow()).toMatchObject({ thumbnails: { copied: 4, failed: 0 } });
  });

  it('keeps the last good videos when a refresh fails, logs it without the key, and recovers', async () => {
    const { log, text } = memoryLogger();
    sync = makeSync({ log });
    await sync.syncNow();
    const before = await storedIds();

    youtube.failWith(500);
    expect((await sync.syncNow()).status).toBe('failed');
    youtube.failWith(null);
    youtube.videos.length = 0; // an empty answer is treated as a failure too, not as "delete everything"
    expect((await sync.syncNow()).status).toBe('failed');
    await youtube.stop();
    expect(await sync.syncNow()).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(await storedIds()).toEqual(before);
    expect(sync.lastError).toContain('ECONNREFUSED');

    expect(text()).toContain('video sync failed; still serving the last good videos');
    expect(text()).toContain('YouTube channels: HTTP 500');
    expect(text()).not.toContain(youtube.apiKey);
    expect(text()).not.toContain('Backend Error'); // YouTube's body stays out of the log
  });

  it('syncs at start and on the interval, and stops cleanly (no request after stop)', async () => {
    sync = makeSync({ intervalMs: 150 });
    sync.start();
    await sync.idle();
    expect(youtube.counts().channels).toBe(1);
    // More rounds follow on the interval, with no one asking (slow machines: allow time).
    await expect.poll(() => youtube.counts().channels ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await sync.stop();
    await wait(50); // a request cut off by stop() may still be arriving
    const after = youtube.totalRequests();
    await wait(400);
    expect(youtube.totalRequests()).toBe(after);
  });

  it('stop() cancels a refresh that is waiting on YouTube', async () => {
    const silent = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    sync = new VideoSync({
      db: database.db,
      clock,
      log: pino({ level: 'silent' }),
      client: createYouTubeClient({ apiUrl: `http://127.0.0.1:${port}`, apiKey: 'k', channelId: 'c' }),
    });
    sync.start();
    await wait(100);
    const started = Date.now();
    await sync.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.runIf(usingPostgres)('lets only one of several processes sync at a time (advisory lock)', async () => {
    youtube.setDelay(300); // the first process is still reading YouTube when the second tries
    const a = makeSync();
    const b = makeSync();
    const outcomes = await Promise.all([a.syncNow(), b.syncNow()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['skipped', 'synced']);
    expect(youtube.counts().channels).toBe(1);
  });
});
