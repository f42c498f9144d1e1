/**
 * GET /calendar.ics (docs/product.md#calendar-feed): the calendar people subscribe to, linked from
 * /events as "Subscribe in your calendar". It holds every upcoming public event (each date of a
 * series is an event of its own); a cancelled one stays in it marked STATUS:CANCELLED, so a
 * subscriber's calendar shows it called off rather than silently gone; a TBD one is left out until
 * it has a date. The answer is the same for everyone: an ETag of its bytes (304 when a calendar app
 * asks again and nothing changed), and the shared response cache keeps it until the next write.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEtag, matchesEtag } from '#server/plugins/page-cache.ts';

/** Calendar apps poll every few hours; a CDN may keep it five minutes, a browser must ask again. */
export const CALENDAR_FEED_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar.ics',
    { config: { access: 'public', publicCache: true }, schema: { hide: true } },
    async (request, reply) => {
      const body = Buffer.from(await app.services.events.calendarFeed(), 'utf8');
      const etag = contentEtag(body);
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', CALENDAR_FEED_CACHE_CONTROL)
        .header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.send(body);
    },
  );
};
