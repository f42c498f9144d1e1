/**
 * A local HTTP fake of the YouTube Data API v3, speaking its JSON wire format for the three calls
 * the sync makes (channels, playlistItems, videos), with YouTube's error envelope for a bad key or
 * an unknown endpoint. It counts requests (so tests can prove visitors never cause one), can be told
 * to fail, and can be stopped and started again on the same port.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Real JPEG and WebP thumbnails in YouTube's sizes (320×180 mqdefault, 480×360 hqdefault). */
const THUMBNAILS = path.resolve(import.meta.dirname, '..', 'fixtures', 'thumbnails');
const THUMBNAIL_PATH = /^\/(vi|vi_webp)\/([\w-]{6,20})\/(mqdefault|hqdefault)\.(jpg|webp)$/;

export interface FakeVideo {
  id: string;
  title: string;
  description: string;
  publishedAt: string;
  duration: string;
  viewCount: number;
  likeCount: number | null;
}

export interface FakeYouTube {
  /** Base URL to use as YOUTUBE_API_URL. */
  url: string;
  /** Base URL to use as YOUTUBE_THUMBNAIL_URL: answers /vi/{id}/… and /vi_webp/{id}/… like i.ytimg.com. */
  imageHost: string;
  /** Thumbnail requests (the image host's, not the API's). */
  imageRequests(): number;
  /** Answer every thumbnail request with 503 (true) or normally (false). */
  failImages(fail: boolean): void;
  apiKey: string;
  channelId: string;
  channelTitle: string;
  videos: FakeVideo[];
  /** Requests received, per endpoint ('channels', 'playlistItems', 'videos', other paths). */
  counts(): Record<string, number>;
  totalRequests(): number;
  /** Every request URL's query parameters, for checking what the client sent. */
  requests: Array<{ endpoint: string; params: URLSearchParams }>;
  /** Answer every request with this HTTP status and YouTube's error envelope (null: behave). */
  failWith(status: number | null): void;
  /** Answer every request this many milliseconds late (a slow YouTube). */
  setDelay(ms: number): void;
  /** Closes the listener (later syncs get "connection refused"). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

/** n videos, newest first: video 1 published an hour before `now`, then one every 3 days. */
export function makeFakeVideos(n: number, now = new Date()): FakeVideo[] {
  return Array.from({ length: n }, (_, index) => {
    const number = index + 1;
    const minutes = 5 + ((number * 7) % 70);
    return {
      id: `fakeVid${String(number).padStart(4, '0')}`,
      title: `Fake Message ${number}`,
      description:
        number === 1
          ? `The newest message on the channel. ${'Grace and truth. '.repeat(12)}\nSee https://example.org/notes for notes.`
          : `Description of fake message ${number}.\n\nSecond paragraph of message ${number}.`,
      publishedAt: new Date(now.getTime() - 3_600_000 - index * 3 * 86_400_000).toISOString(),
      duration: minutes >= 60 ? `PT1H${minutes - 60}M7S` : `PT${minutes}M${number % 60}S`,
      viewCount: 1000 + number * 37,
      likeCount: number % 5 === 0 ? null : number * 3,
    };
  });
}

export async function startFakeYouTube(
  options: { videos?: FakeVideo[]; apiKey?: string; channelId?: string; port?: number } = {},
): Promise<FakeYouTube> {
  const apiKey = options.apiKey ?? 'fake-youtube-key-123';
  const channelId = options.channelId ?? 'UCfakeChannel000000000001';
  const uploads = `UU${channelId.slice(2)}`;
  const channelTitle = 'Undivided Hearts Ministries';
  const videos = options.videos ?? makeFakeVideos(30);
  const counts: Record<string, number> = {};
  const requests: FakeYouTube['requests'] = [];
  let failure: number | null = null;
  let delayMs = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, reason: string, message: string) =>
    send(res, status, {
      error: { code: status, message, errors: [{ message, domain: 'youtube.api', reason }] },
    });

  const server = http.createServer((req, res) => {
    if (delayMs > 0) setTimeout(() => answer(req, res), delayMs);
    else answer(req, res);
  });

  let imageRequests = 0;
  let imagesFail = false;
  const images = new Map(
    fs.readdirSync(THUMBNAILS).map((file) => [file, fs.readFileSync(path.join(THUMBNAILS, file))]),
  );
  /** i.ytimg.com's part: a known video's thumbnail, else 404 (as YouTube answers). */
  function answerImage(res: http.ServerResponse, match: RegExpExecArray) {
    imageRequests += 1;
    const [, folder, id, size, ext] = match;
    if (imagesFail) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('Service Unavailable');
    }
    if (
      failure !== null ||
      !videos.some((video) => video.id === id) ||
      (folder === 'vi_webp') !== (ext === 'webp')
    ) {
      res.writeHead(failure ?? 404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not Found</body></html>');
    }
    const body = images.get(`${size}.${ext}`)!;
    res.writeHead(200, {
      'content-type': ext === 'webp' ? 'image/webp' : 'image/jpeg',
      'content-length': body.length,
    });
    res.end(body);
  }

  function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const image = THUMBNAIL_PATH.exec(req.url ?? '');
    if (image) return answerImage(res, image);
    const url = new URL(req.url ?? '/', 'http://fake');
    const endpoint = url.pathname.replace(/^\/(youtube\/v3\/)?/, '');
    counts[endpoint] = (counts[endpoint] ?? 0) + 1;
    requests.push({ endpoint, params: url.searchParams });
    const q = url.searchParams;
    if (failure !== null) return error(res, failure, 'backendError', 'Backend Error');
    if (q.get('key') !== apiKey) {
      return error(res, 400, 'badRequest', 'API key not valid. Please pass a valid API key.');
    }
    const maxResults = Math.min(Number(q.get('maxResults') ?? 5) || 5, 50);
    switch (endpoint) {
      case 'channels': {
        const items =
          q.get('id') === channelId
            ? [
                {
                  kind: 'youtube#channel',
                  etag: 'etag-channel',
                  id: channelId,
                  contentDetails: { relatedPlaylists: { likes: '', uploads } },
                },
              ]
            : [];
        return send(res, 200, {
          kind: 'youtube#channelListResponse',
          etag: 'etag-channels',
          pageInfo: { totalResults: items.length, resultsPerPage: 5 },
          ...(items.length ? { items } : {}),
        });
      }
      case 'playlistItems': {
        if (q.get('playlistId') !== uploads) {
          return error(
            res,
            404,
            'playlistNotFound',
            'The playlist identified with the request cannot be found.',
          );
        }
        const start = Number(/^p(\d+)$/.exec(q.get('pageToken') ?? '')?.[1] ?? 0);
        const page = videos.slice(start, start + maxResults);
        const next = start + maxResults < videos.length ? `p${start + maxResults}` : undefined;
        return send(res, 200, {
          kind: 'youtube#playlistItemListResponse',
          etag: `etag-items-${start}`,
          ...(next ? { nextPageToken: next } : {}),
          ...(start > 0 ? { prevPageToken: `p${Math.max(0, start - maxResults)}` } : {}),
          items: page.map((video, index) => ({
            kind: 'youtube#playlistItem',
            etag: `etag-item-${video.id}`,
            id: `item-${video.id}`,
            contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt },
            position: start + index,
          })),
          pageInfo: { totalResults: videos.length, resultsPerPage: maxResults },
        });
      }
      case 'videos': {
        const ids = (q.get('id') ?? '').split(',').filter(Boolean);
        const found = ids.flatMap((id) => videos.filter((video) => video.id === id));
        return send(res, 200, {
          kind: 'youtube#videoListResponse',
          etag: 'etag-videos',
          items: found.map((video) => ({
            kind: 'youtube#video',
            etag: `etag-${video.id}`,
            id: video.id,
            snippet: {
              publishedAt: video.publishedAt,
              channelId,
              title: video.title,
              description: video.description,
              thumbnails: {
                default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
                medium: { url: `https://i.ytimg.com/vi/${video.id}/mqdefault.jpg`, width: 320, height: 180 },
                high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
              },
              channelTitle,
              liveBroadcastContent: 'none',
            },
            contentDetails: { duration: video.duration, dimension: '2d', definition: 'hd', caption: 'false' },
            statistics: {
              viewCount: String(video.viewCount),
              ...(video.likeCount === null ? {} : { likeCount: String(video.likeCount) }),
              favoriteCount: '0',
              commentCount: '0',
            },
          })),
          pageInfo: { totalResults: found.length, resultsPerPage: found.length },
        });
      }
      default:
        return error(res, 404, 'notFound', 'Not Found');
    }
  }

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(options.port ?? 0);
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/youtube/v3`,
    imageHost: `http://127.0.0.1:${port}`,
    imageRequests: () => imageRequests,
    failImages(fail) {
      imagesFail = fail;
    },
    apiKey,
    channelId,
    channelTitle,
    videos,
    requests,
    counts: () => ({ ...counts }),
    totalRequests: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
    failWith(status) {
      failure = status;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    restart: () => listen(port),
  };
}
