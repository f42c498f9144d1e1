/**
 * Video messages (docs/product.md#public-calls): the wire shapes of /api/youtube-messages/*, shared by the
 * server (response schemas) and typed API calls. The constants and formatting live in videos/format.ts,
 * which uses only this file's types, so the browser never loads zod for them.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';

/** One video message, in the API's snake_case. */
export const videoMessageSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  description: z.string(),
  published_at: z.string(),
  thumbnail_high_url: z.string().nullable(),
  duration: z.string(),
  view_count: z.number().int(),
  like_count: z.number().int().nullable(),
  channel_title: z.string(),
});
export type VideoMessage = z.infer<typeof videoMessageSchema>;

/** A page of the message list (YouTube's own camelCase names for the paging fields). */
export const videoListResponseSchema = z.object({
  items: z.array(videoMessageSchema),
  nextPageToken: z.string().nullable(),
  prevPageToken: z.string().nullable(),
  pageInfo: z.object({ totalResults: z.number().int(), resultsPerPage: z.number().int() }),
});
export type VideoListResponse = z.infer<typeof videoListResponseSchema>;

/** The answer to a look-up by video id. */
export const videoSearchResponseSchema = z.object({ results: z.array(videoMessageSchema) });
export type VideoSearchResponse = z.infer<typeof videoSearchResponseSchema>;

/** Any string is accepted here and checked when decoded, so a bad token gets one clear message. */
export const videoListQuerySchema = z.object({ page_token: z.string().optional() });

export const videoSearchQuerySchema = z.object({
  video_id: z.string().optional(),
});
