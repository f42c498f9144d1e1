/**
 * The YouTube Data API v3 over fetch, the thin adapter behind the video sync. It reads the channel's
 * uploads playlist (channels → playlistItems), then the videos themselves for duration and statistics.
 * The key travels only in the query string of the outgoing request: errors carry the endpoint name and
 * YouTube's reason code, never the URL, the key or a response body.
 */
import {
  youtubeChannelsSchema,
  youtubePlaylistItemsSchema,
  youtubeVideosSchema,
} from '#server/integrations/youtube/youtube-wire.ts';
import type { z } from 'zod';

export interface YouTubeVideo {
  videoId: string;
  title: string;
  description: string;
  publishedAt: Date;
  thumbnailHighUrl: string | null;
  duration: string;
  viewCount: number;
  likeCount: number | null;
  channelTitle: string;
}

export interface YouTubeClientOptions {
  apiUrl: string;
  apiKey: string;
  channelId: string;
  /** Per request; YouTube answers in well under a second when it is healthy. */
  timeoutMs?: number;
  /** Uploads read per sync at most (newest first). */
  maxVideos?: number;
  fetch?: typeof fetch;
}

export interface ChannelUploads {
  videos: YouTubeVideo[];
  /** False when maxVideos cut the list short (older uploads were not read). */
  complete: boolean;
}

export class YouTubeError extends Error {
  override readonly name = 'YouTubeError';
  readonly endpoint: string;
  readonly status?: number;
  readonly reason?: string;

  constructor(message: string, endpoint: string, status?: number, reason?: string) {
    super(message);
    this.endpoint = endpoint;
    this.status = status;
    this.reason = reason;
  }
}

/** YouTube allows at most 50 ids or items per call. */
const BATCH = 50;

export function createYouTubeClient(options: YouTubeClientOptions) {
  const { apiKey, channelId } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxVideos = options.maxVideos ?? 500;
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call<S extends z.ZodType>(
    endpoint: string,
    params: Record<string, string>,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.infer<S>> {
    const url = new URL(`${base}/${endpoint}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', apiKey);
    const timeout = AbortSignal.timeout(timeoutMs);
    const request = () =>
      doFetch(url, {
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    let response: Response;
    try {
      response = await request().catch((error: unknown) => {
        // A kept-alive connection the server closed while idle fails at once; a GET is safe to repeat.
        if (timeout.aborted || signal?.aborted) throw error;
        return request();
      });
    } catch (error) {
      const timedOut = timeout.aborted;
      // fetch reports network failures as TypeError with the system error (ECONNREFUSED…) as cause.
      const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
      const cause = typeof code === 'string' ? code : error instanceof Error ? error.name : 'error';
      throw new YouTubeError(
        timedOut
          ? `YouTube ${endpoint}: no answer within ${timeoutMs} ms`
          : `YouTube ${endpoint}: request failed (${cause})`,
        endpoint,
      );
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    if (!response.ok) {
      // YouTube's error envelope: { error: { code, message, errors: [{ reason }] } }. Only the reason
      // code is kept: the message can echo parts of the request.
      const reason = (payload as { error?: { errors?: Array<{ reason?: unknown }> } } | undefined)?.error
        ?.errors?.[0]?.reason;
      const reasonText = typeof reason === 'string' && /^[A-Za-z]{1,64}$/.test(reason) ? reason : undefined;
      throw new YouTubeError(
        `YouTube ${endpoint}: HTTP ${response.status}${reasonText ? ` (${reasonText})` : ''}`,
        endpoint,
        response.status,
        reasonText,
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new YouTubeError(`YouTube ${endpoint}: unexpected answer`, endpoint);
    return parsed.data;
  }

  async function uploadsPlaylistId(signal?: AbortSignal): Promise<string> {
    const answer = await call(
      'channels',
      { part: 'contentDetails', id: channelId },
      youtubeChannelsSchema,
      signal,
    );
    const playlist = answer.items?.[0]?.contentDetails.relatedPlaylists.uploads;
    if (!playlist) throw new YouTubeError('YouTube channels: channel not found', 'channels', 200, 'notFound');
    return playlist;
  }

  async function uploadIds(playlistId: string, signal?: AbortSignal) {
    const ids: string[] = [];
    let pageToken: string | undefined;
    do {
      const answer = await call(
        'playlistItems',
        {
          part: 'contentDetails',
          playlistId,
          maxResults: String(BATCH),
          ...(pageToken ? { pageToken } : {}),
        },
        youtubePlaylistItemsSchema,
        signal,
      );
      for (const item of answer.items) ids.push(item.contentDetails.videoId);
      pageToken = answer.nextPageToken ?? undefined;
    } while (pageToken && ids.length < maxVideos);
    return { ids: [...new Set(ids)].slice(0, maxVideos), complete: !pageToken };
  }

  async function videoDetails(ids: string[], signal?: AbortSignal): Promise<YouTubeVideo[]> {
    const videos: YouTubeVideo[] = [];
    for (let start = 0; start < ids.length; start += BATCH) {
      const answer = await call(
        'videos',
        {
          part: 'snippet,contentDetails,statistics',
          id: ids.slice(start, start + BATCH).join(','),
          maxResults: String(BATCH),
        },
        youtubeVideosSchema,
        signal,
      );
      for (const item of answer.items) {
        const thumbs = item.snippet.thumbnails ?? {};
        const thumbnail = thumbs.high ?? thumbs.maxres ?? thumbs.standard ?? thumbs.medium ?? thumbs.default;
        const publishedAt = new Date(item.snippet.publishedAt);
        if (Number.isNaN(publishedAt.getTime())) continue;
        videos.push({
          videoId: item.id,
          title: item.snippet.title,
          description: item.snippet.description ?? '',
          publishedAt,
          thumbnailHighUrl: thumbnail?.url ?? null,
          duration: item.contentDetails?.duration ?? 'PT0S',
          viewCount: toCount(item.statistics?.viewCount) ?? 0,
          likeCount: toCount(item.statistics?.likeCount),
          channelTitle: item.snippet.channelTitle ?? '',
        });
      }
    }
    return videos;
  }

  return {
    /** Every upload of the channel (up to maxVideos), newest first, with duration and statistics. */
    async fetchChannelUploads(signal?: AbortSignal): Promise<ChannelUploads> {
      const playlist = await uploadsPlaylistId(signal);
      const { ids, complete } = await uploadIds(playlist, signal);
      const videos = await videoDetails(ids, signal);
      videos.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
      return { videos, complete };
    },
  };
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>;

/** YouTube sends counts as decimal strings; a hidden count is simply absent. */
function toCount(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
