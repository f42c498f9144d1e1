/**
 * The site under test: the production build on a fresh embedded database with demo content, its
 * videos synced from the local fake YouTube API. Started as its own process (like `npm run serve`)
 * so the load generator never shares its event loop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type FakeYouTube, makeFakeVideos, startFakeYouTube } from '#tests/fakes/youtube-server.ts';
import { freePort } from '#tests/e2e/env.ts';
import { type ServerProcess, spawnServer, waitUntilReady } from '#tests/server/spawn-server.ts';

export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-admin-password-7d1e0c9b4a2f' };

export interface SiteUnderTest {
  url: string;
  server: ServerProcess;
  youtube: FakeYouTube;
  /** Resident and peak resident memory of the server process, in MB (Linux /proc). */
  memory(): { rssMb: number; peakRssMb: number };
  stop(): Promise<void>;
}

/** `nodeFlags`: more Node flags for the server (--cpu-prof for profile-render.ts). */
export async function startSite(workDir: string, nodeFlags: string[] = []): Promise<SiteUnderTest> {
  const youtube = await startFakeYouTube({ videos: makeFakeVideos(40) });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = spawnServer({
    logFile: path.join(workDir, 'server.log'),
    nodeFlags,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO: 'true',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      YOUTUBE_API_KEY: youtube.apiKey,
      YOUTUBE_CHANNEL_ID: youtube.channelId,
      YOUTUBE_API_URL: youtube.url,
      YOUTUBE_THUMBNAIL_URL: youtube.imageHost,
      // One sync at start; the periodic one (15 min) must not land inside the run and be mistaken
      // for a request caused by page views.
      YOUTUBE_SYNC_INTERVAL_SECONDS: '86400',
      // Every request comes from one loopback address: per-IP limits would answer 429 and the
      // benchmark would measure the limiter's refusals instead of the site.
      RATE_LIMITS: 'off',
      // The bench signs in as an administrator to read attendees, without a second factor.
      STAFF_TWO_FACTOR_REQUIRED: '',
      LOG_LEVEL: 'info',
    },
  });
  try {
    await waitUntilReady(server, `${url}/readyz`, 180_000);
    await waitForVideos(url);
  } catch (error) {
    await server.stop();
    await youtube.stop();
    throw error;
  }
  return {
    url,
    server,
    youtube,
    memory() {
      const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
    },
    async stop() {
      const code = await server.stop();
      await youtube.stop();
      if (code !== 0) throw new Error(`The server exited with ${code}; its log: ${server.logFile}`);
    },
  };
}

/** The start-up sync runs in the background; the benchmark begins once its videos are served. */
async function waitForVideos(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/api/youtube-messages/all/`);
    // …and their thumbnails copied (a picture not copied yet answers with a redirect to YouTube).
    if (response.ok && (await response.text()).includes('fakeVid0001')) {
      const oldest = await fetch(`${url}/media/videos/fakeVid0040/hq.jpg`, { redirect: 'manual' });
      await oldest.body?.cancel();
      if (oldest.status === 200) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The videos from the fake YouTube API and their thumbnails never appeared.');
}

/** Signs in as the bench's staff account; returns the Cookie header for staff API calls. */
export async function staffCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`Staff sign-in failed with ${response.status}.`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  return (await response.json()) as T;
}
