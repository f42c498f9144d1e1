/**
 * The parts of the YouTube Data API v3 answers the client reads (channels.list, playlistItems.list,
 * videos.list). Loose objects: YouTube adds fields over time, and those must not break the sync.
 */
import { z } from 'zod';

const thumbnail = z.looseObject({ url: z.string() });

export const youtubeChannelsSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: z.string(),
        contentDetails: z.looseObject({ relatedPlaylists: z.looseObject({ uploads: z.string() }) }),
      }),
    )
    .optional(),
});

export const youtubePlaylistItemsSchema = z.looseObject({
  nextPageToken: z.string().optional(),
  items: z.array(z.looseObject({ contentDetails: z.looseObject({ videoId: z.string() }) })),
});

export const youtubeVideosSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z.string(),
      snippet: z.looseObject({
        publishedAt: z.string(),
        title: z.string(),
        description: z.string().optional(),
        channelTitle: z.string().optional(),
        thumbnails: z
          .looseObject({
            default: thumbnail.optional(),
            medium: thumbnail.optional(),
            high: thumbnail.optional(),
            standard: thumbnail.optional(),
            maxres: thumbnail.optional(),
          })
          .optional(),
      }),
      contentDetails: z.looseObject({ duration: z.string() }).optional(),
      statistics: z
        .looseObject({ viewCount: z.string().optional(), likeCount: z.string().optional() })
        .optional(),
    }),
  ),
});
