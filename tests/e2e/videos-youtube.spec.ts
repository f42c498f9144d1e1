/**
 * Video messages from YouTube (docs/product.md#video-messages-from-youtube): the built site started with a
 * YouTube key against a local fake of the YouTube Data API holding 30 videos. The list pages through 12 at a
 * time, the detail page plays, the home block shows the newest; request counts at the fake stay flat under
 * load; with the fake stopped every page still serves the last synced videos. This file starts its own
 * server (the shared one has no key) with a 2-second sync interval so a refresh round is quick to observe.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type FakeYouTube, startFakeYouTube } from '#tests/fakes/youtube-server.ts';
import { type ServerProcess, spawnServer, waitUntilReady } from '#tests/server/spawn-server.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

const SYNC_SECONDS = 2;
/** channels + playlistItems + videos: one sync round of 30 videos. */
const REQUESTS_PER_ROUND = 3;

let youtube: FakeYouTube;
let server: ServerProcess;
let base = '';
let workDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// A second server on a shared two-core machine: generous time per journey.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000); // the machine is shared: a cold start can be slow
  youtube = await startFakeYouTube();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-e2e-youtube-'));
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawnServer({
    logFile: path.join(workDir, 'server.log'),
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: path.join(workDir, 'data'),
      RATE_LIMITS: 'off',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      YOUTUBE_API_KEY: youtube.apiKey,
      YOUTUBE_CHANNEL_ID: youtube.channelId,
      YOUTUBE_API_URL: youtube.url,
      YOUTUBE_THUMBNAIL_URL: youtube.imageHost,
      YOUTUBE_SYNC_INTERVAL_SECONDS: String(SYNC_SECONDS),
    },
  });
  await waitUntilReady(server, `http://127.0.0.1:${port}/readyz`, 180_000);
  await expect.poll(() => server.log().includes('video sync done'), { timeout: 60_000 }).toBe(true);
});

test.afterAll(async () => {
  const code = await server?.stop();
  await youtube?.stop();
  expect(code).toBe(0);
  expect(server.log()).toContain('shutdown complete');
  fs.rmSync(workDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  // No internet here: YouTube's player and thumbnails are answered locally.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>YouTube player</p>',
    }),
  );
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#334"/></svg>',
    }),
  );
});

test('the pictures come from this site: the sync copied them from YouTube, a page view asks YouTube for none', async ({
  page,
}) => {
  const fromYouTube: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googleapis/.test(new URL(request.url()).hostname)) fromYouTube.push(request.url());
  });
  await page.goto(`${base}/messages`);
  const picture = page.getByRole('main').getByRole('article').first().locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  const loaded = await picture.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.naturalWidth,
  }));
  expect(loaded.src).toMatch(new RegExp(`^${base}/media/videos/fakeVid0001/(mq|hq)\\.(webp|jpg)$`));
  expect(loaded.width).toBeGreaterThanOrEqual(320);
  expect(fromYouTube).toEqual([]);
});

test('the list pages through the 30 synced videos 12 at a time, newest first, page in the URL', async ({
  page,
}) => {
  await page.goto(`${base}/messages`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Messages' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText('Fake Message 1');
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await page.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/messages\?page_token=[\w-]+$/);
  await expect(cards.first()).toContainText('Fake Message 13');
  await expect(cards).toHaveCount(12);
  const secondPage = page.url();

  await page.getByRole('link', { name: /Next/ }).click();
  await expect(cards.first()).toContainText('Fake Message 25');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('link', { name: /Next/ })).toHaveCount(0);

  await page.getByRole('link', { name: /Previous/ }).click();
  await expect(page).toHaveURL(secondPage);
  await expect(cards.first()).toContainText('Fake Message 13');

  // The page state survives a reload: it lives in the URL.
  await page.reload();
  await expect(cards.first()).toContainText('Fake Message 13');
});

test('the detail page plays: poster, play button, loading indicator, then the player; a new id loads anew', async ({
  page,
}) => {
  const newest = youtube.videos[0]!;
  await page.goto(`${base}/messages/${newest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  await expect(page.getByText(`${newest.viewCount.toLocaleString('en-US')} views`)).toBeVisible();
  await expect(page.locator('main dl')).toContainText(youtube.channelTitle);
  const notesLink = page.getByRole('link', { name: 'https://example.org/notes' });
  await expect(notesLink).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');

  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: `Play video: ${newest.title}` }).click();
  const player = page.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${newest.id}`),
  );
  await expect(page.frameLocator('iframe').getByText('YouTube player')).toBeVisible();
  await expect(page.getByText('Loading video…')).toHaveCount(0);

  // A related message: the id changes, the player starts over with the new video's poster.
  const related = page.getByRole('region', { name: 'Related Messages' }).getByRole('article').first();
  const relatedTitle = (await related.locator('.font-serif').textContent())!;
  await related.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: `Play video: ${relatedTitle}` }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/fakeVid0002/);
});

test('the home block shows the newest video with a 150-character excerpt', async ({ page }) => {
  await page.goto(`${base}/`);
  const block = page.getByRole('region', { name: 'Latest Message' });
  await expect(block.getByRole('heading', { name: 'Fake Message 1' })).toBeVisible();
  const flat = youtube.videos[0]!.description.replace(/\s+/g, ' ').trim();
  await expect(block.getByText(`${flat.slice(0, 150)}...`)).toBeVisible();
});

test('page and API hits cause no YouTube requests beyond the sync schedule', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'a server-side property: once is enough');
  test.setTimeout(120_000);
  const before = youtube.totalRequests();
  const channelsBefore = youtube.counts().channels ?? 0;
  const started = Date.now();
  const urls = [
    '/messages',
    `/messages/${youtube.videos[4]!.id}`,
    '/',
    '/api/youtube-messages/recent/',
    '/api/youtube-messages/all/',
    `/api/youtube-messages/?video_id=${youtube.videos[2]!.id}`,
  ];
  let ok = 0;
  for (let round = 0; round < 30; round++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => request.get(`${base}${urls[(round + i) % urls.length]}`)),
    );
    ok += answers.filter((answer) => answer.status() === 200).length;
  }
  expect(ok).toBe(300); // the API test sends 10,000 (src/server/features/videos/videos.test.ts)
  const elapsedSeconds = (Date.now() - started) / 1000;
  // Each sync round starts with one channels call; a round may be cut in two by the snapshots.
  const rounds = (youtube.counts().channels ?? 0) - channelsBefore;
  expect(rounds).toBeLessThanOrEqual(Math.ceil(elapsedSeconds / SYNC_SECONDS) + 1);
  expect(youtube.totalRequests() - before).toBeLessThanOrEqual(REQUESTS_PER_ROUND * (rounds + 1));
});

test('with the fake YouTube stopped, every page still serves the last synced videos', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'stopping the fake ends this server’s good syncs');
  await youtube.stop();
  await expect
    .poll(() => server.log().includes('video sync failed; still serving the last good videos'), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(server.log()).not.toContain(youtube.apiKey);

  await page.goto(`${base}/messages`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  await page.goto(`${base}/messages/${youtube.videos[29]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fake Message 30' })).toBeVisible();
  await page.goto(`${base}/`);
  await expect(page.getByRole('region', { name: 'Latest Message' })).toContainText('Fake Message 1');
  await youtube.restart();
});
