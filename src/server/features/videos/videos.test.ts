/**
 * The video API (docs/product.md#video-messages-from-youtube) against a local fake of YouTube
 * holding 30 videos. Visitors read the database only; the fake counts requests to prove it.
 */
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VideoListResponse, VideoMessage } from '#shared/videos/contract.ts';
import { MESSAGES_PAGE_SIZE } from '#shared/videos/format.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { type FakeYouTube, startFakeYouTube } from '#tests/fakes/youtube-server.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { eq } from 'drizzle-orm';
import { videos, videoThumbnails } from '#server/db/schema/index.ts';

const THUMBNAIL_FIXTURES = new URL('../../../../tests/fixtures/thumbnails', import.meta.url).pathname;

const get = async <T>(t: TestApp, url: string) => {
  const response = await t.request({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
};

describe('video messages API with a YouTube key (fake YouTube, 30 videos)', () => {
  let youtube: FakeYouTube;
  let t: TestApp;

  beforeAll(async () => {
    youtube = await startFakeYouTube();
    t = await createTestApp({
      env: {
        YOUTUBE_API_KEY: youtube.apiKey,
        YOUTUBE_CHANNEL_ID: youtube.channelId,
        YOUTUBE_API_URL: youtube.url,
        YOUTUBE_THUMBNAIL_URL: youtube.imageHost,
      },
    });
    await t.app.services.videoSync.idle();
  });
  afterAll(async () => {
    await t.close();
    await youtube.stop();
  });

  it('syncs the channel at start: channels → playlistItems → videos, with the key and no more', () => {
    expect(youtube.counts()).toEqual({ channels: 1, playlistItems: 1, videos: 1 });
    expect(youtube.requests.every((r) => r.params.get('key') === youtube.apiKey)).toBe(true);
    expect(t.app.services.videoSync.lastError).toBeNull();
  });

  it('GET /api/youtube-messages/recent/ answers the newest video with every field', async () => {
    const { status, body } = await get<VideoMessage>(t, '/api/youtube-messages/recent/');
    expect(status).toBe(200);
    const newest = youtube.videos[0]!;
    expect(body).toEqual({
      video_id: newest.id,
      title: newest.title,
      description: newest.description,
      published_at: newest.publishedAt,
      thumbnail_high_url: `https://i.ytimg.com/vi/${newest.id}/hqdefault.jpg`,
      duration: newest.duration,
      view_count: newest.viewCount,
      like_count: newest.likeCount,
      channel_title: youtube.channelTitle,
    });
    // The path without the trailing slash works too.
    expect((await get(t, '/api/youtube-messages/recent')).status).toBe(200);
  });

  it('pages through all 30 videos 12 at a time, newest first, with next and previous tokens', async () => {
    const first = await get<VideoListResponse>(t, '/api/youtube-messages/all/');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(12);
    expect(first.body.prevPageToken).toBeNull();
    expect(first.body.pageInfo).toEqual({ totalResults: 30, resultsPerPage: MESSAGES_PAGE_SIZE });
    expect(first.body.items.map((v) => v.video_id)).toEqual(youtube.videos.slice(0, 12).map((v) => v.id));

    const second = await get<VideoListResponse>(
      t,
      `/api/youtube-messages/all/?page_token=${first.body.nextPageToken}`,
    );
    expect(second.body.items.map((v) => v.video_id)).toEqual(youtube.videos.slice(12, 24).map((v) => v.id));
    const third = await get<VideoListResponse>(
      t,
      `/api/youtube-messages/all/?page_token=${second.body.nextPageToken}`,
    );
    expect(third.body.items.map((v) => v.video_id)).toEqual(youtube.videos.slice(24).map((v) => v.id));
    expect(third.body.nextPageToken).toBeNull();

    const back = await get<VideoListResponse>(
      t,
      `/api/youtube-messages/all/?page_token=${third.body.prevPageToken}`,
    );
    expect(back.body.items).toEqual(second.body.items);
    const home = await get<VideoListResponse>(
      t,
      `/api/youtube-messages/all/?page_token=${second.body.prevPageToken}`,
    );
    expect(home.body).toEqual(first.body);
  });

  it.each([
    ['a made-up token', 'djE6MS5hYWFhYWFhYWFhYWFhYWFh'],
    ['SQL in the token', encodeURIComponent('1; drop table videos; --')],
    ['a quote', encodeURIComponent("' or 1=1 --")],
    ['a huge token', 'A'.repeat(500)],
    ['a number', '12'],
  ])('refuses %s with 400 "Invalid page token." and the videos are untouched', async (_name, token) => {
    const { status, body } = await get<{ error: string }>(
      t,
      `/api/youtube-messages/all/?page_token=${token}`,
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Invalid page token.');
    expect(await t.db.$count(videos)).toBe(30);
  });

  it('GET /api/youtube-messages/?video_id= finds one video; an unknown or odd id gives empty results', async () => {
    const wanted = youtube.videos[7]!;
    const found = await get<{ results: VideoMessage[] }>(t, `/api/youtube-messages/?video_id=${wanted.id}`);
    expect(found.status).toBe(200);
    expect(found.body.results).toHaveLength(1);
    expect(found.body.results[0]).toMatchObject({ video_id: wanted.id, title: wanted.title });
    for (const id of ['nope12345678', "x' or '1'='1", '', 'a'.repeat(150), 'b'.repeat(5000)]) {
      const missing = await get<{ results: unknown[] }>(
        t,
        `/api/youtube-messages/?video_id=${encodeURIComponent(id)}`,
      );
      expect(missing).toMatchObject({ status: 200, body: { results: [] } });
    }
    expect((await get(t, '/api/youtube-messages/')).body).toEqual({ results: [] });
  });

  it('10,000 visitor API calls cause zero requests at YouTube beyond the schedule', async () => {
    const before = youtube.totalRequests();
    const urls = [
      '/api/youtube-messages/recent/',
      '/api/youtube-messages/all/',
      `/api/youtube-messages/?video_id=${youtube.videos[3]!.id}`,
    ];
    let ok = 0;
    for (let batch = 0; batch < 200; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => t.request({ method: 'GET', url: urls[(batch + i) % 3]! })),
      );
      ok += answers.filter((answer) => answer.statusCode === 200).length;
    }
    expect(ok).toBe(10_000);
    expect(youtube.totalRequests()).toBe(before);
  }, 300_000);

  it('serves the copied thumbnails from this site with their type, a day of caching and an ETag', async () => {
    const imagesBefore = youtube.imageRequests();
    const webp = await t.request({ method: 'GET', url: '/media/videos/fakeVid0002/hq.webp' });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // Byte for byte what the image host sent (the fake sends these fixtures).
    expect(webp.rawPayload.equals(fs.readFileSync(`${THUMBNAIL_FIXTURES}/hqdefault.webp`))).toBe(true);

    const again = await t.request({
      method: 'GET',
      url: '/media/videos/fakeVid0002/hq.webp',
      headers: { 'if-none-match': String(webp.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const jpeg = await t.request({ method: 'GET', url: '/media/videos/fakeVid0002/mq.jpg' });
    expect([jpeg.statusCode, jpeg.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // Serving them asked YouTube for nothing.
    expect(youtube.imageRequests()).toBe(imagesBefore);
  });

  it('sends a picture not copied yet to YouTube, and answers 404 for an unknown video or size', async () => {
    await t.db.delete(videoThumbnails).where(eq(videoThumbnails.videoId, 'fakeVid0003'));
    const missing = await t.request({ method: 'GET', url: '/media/videos/fakeVid0003/mq.webp' });
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('https://i.ytimg.com/vi_webp/fakeVid0003/mqdefault.webp');
    for (const url of [
      '/media/videos/noSuchVideo/hq.jpg',
      '/media/videos/fakeVid0002/maxres.jpg',
      '/media/videos/fakeVid0002/..%2F..%2Fetc',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('with YouTube down, a refresh fails, is logged, and the last synced videos are still served', async () => {
    youtube.failWith(503);
    const outcome = await t.app.services.videoSync.syncNow();
    expect(outcome).toEqual({ status: 'failed', error: 'YouTube channels: HTTP 503 (backendError)' });
    youtube.failWith(null);
    await youtube.stop();
    expect((await t.app.services.videoSync.syncNow()).status).toBe('failed');
    const { status, body } = await get<VideoListResponse>(t, '/api/youtube-messages/all/');
    expect(status).toBe(200);
    expect(body.pageInfo.totalResults).toBe(30);
    expect((await get<VideoMessage>(t, '/api/youtube-messages/recent/')).body.video_id).toBe(
      youtube.videos[0]!.id,
    );
    await youtube.restart();
  });
});

describe('video messages API without a YouTube key', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('serves the seeded demo videos and never syncs', async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock });
    await seedDemoContent(t.db, clock);
    expect(t.app.services.videoSync.configured).toBe(false);
    expect(await t.app.services.videoSync.syncNow()).toEqual({ status: 'skipped', reason: 'not-configured' });
    const recent = await get<VideoMessage>(t, '/api/youtube-messages/recent/');
    expect(recent.body).toMatchObject({
      video_id: 'demo-msg-01',
      title: 'Friendship with God: The Undivided Heart (James 4:4)',
      thumbnail_high_url: '/images/demo/video-1.svg',
    });
    const list = await get<VideoListResponse>(t, '/api/youtube-messages/all/');
    expect(list.body.pageInfo.totalResults).toBe(15);
    expect(list.body.items).toHaveLength(12);
  });

  it('answers 404 with a readable message when there are no videos at all', async () => {
    t = await createTestApp();
    const { status, body } = await get<{ error: string }>(t, '/api/youtube-messages/recent/');
    expect(status).toBe(404);
    expect(body.error).toBe('No video messages yet.');
    const list = await get<VideoListResponse>(t, '/api/youtube-messages/all/');
    expect(list.body).toEqual({
      items: [],
      nextPageToken: null,
      prevPageToken: null,
      pageInfo: { totalResults: 0, resultsPerPage: 12 },
    });
  });
});
