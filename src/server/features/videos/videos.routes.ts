/**
 * The three video calls (docs/product.md#public-calls). They read the database only; YouTube is the
 * sync's business.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import { INVALID_PAGE_TOKEN_MESSAGE } from '#shared/videos/format.ts';
import {
  videoListQuerySchema,
  videoListResponseSchema,
  videoMessageSchema,
  videoSearchQuerySchema,
  videoSearchResponseSchema,
} from '#shared/videos/contract.ts';
import { z } from 'zod';
import { AppError, notFound } from '#server/errors.ts';
import { isThumbnailVariant, youtubeThumbnailUrl } from '#server/features/videos/videos.thumbnails.ts';

/** Browsers and CDNs may keep an answer briefly; the data changes at most every sync. */
const CACHE_CONTROL = 'public, max-age=60';
/** A thumbnail rarely changes (the sync copies it again weekly). */
const THUMBNAIL_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const thumbnailParamsSchema = z.object({ videoId: z.string().max(64), variant: z.string().max(16) });

export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/youtube-messages/recent/',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['videos'],
        summary: 'The most recent video message',
        response: { 200: videoMessageSchema, 404: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const latest = await app.services.videos.latest();
      if (!latest) throw notFound('No video messages yet.');
      return reply.header('cache-control', CACHE_CONTROL).send(latest);
    },
  );

  app.get(
    '/api/youtube-messages/all/',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['videos'],
        summary: 'All video messages, newest first, 12 per page',
        querystring: videoListQuerySchema,
        response: { 200: videoListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await app.services.videos.page(request.query.page_token);
      if (!page) throw new AppError(400, INVALID_PAGE_TOKEN_MESSAGE);
      return reply.header('cache-control', CACHE_CONTROL).send(page);
    },
  );

  app.get(
    '/api/youtube-messages/',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['videos'],
        summary: 'Look up one video message by id (results is empty for an unknown id)',
        querystring: videoSearchQuerySchema,
        response: { 200: videoSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const video = await app.services.videos.byId(request.query.video_id);
      return reply.header('cache-control', CACHE_CONTROL).send({ results: video ? [video] : [] });
    },
  );

  app.get(
    '/media/videos/:videoId/:variant',
    { config: { access: 'public' }, schema: { hide: true, params: thumbnailParamsSchema } },
    async (request, reply) => {
      const { videoId, variant } = request.params;
      if (!isThumbnailVariant(variant)) throw notFound('No such picture.');
      const stored = await app.services.videos.thumbnail(videoId, variant);
      if (!stored.found) {
        if (!stored.videoExists) throw notFound('No such picture.');
        // Not copied yet (the sync is running, or YouTube has no such size): YouTube's own.
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(youtubeThumbnailUrl(videoId, variant), 302);
      }
      reply.header('cache-control', THUMBNAIL_CACHE_CONTROL).header('etag', stored.etag);
      if (request.headers['if-none-match'] === stored.etag) return reply.status(304).send();
      return reply.type(stored.contentType).send(Buffer.from(stored.bytes));
    },
  );
};
