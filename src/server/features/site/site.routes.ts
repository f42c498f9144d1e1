import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helloResponseSchema } from '#shared/site/contract.ts';
import { site } from '#shared/site/settings.ts';
import { robotsTxt, sitemapXml } from '#server/features/site/site.public-pages.ts';

/**
 * GET /api/hello/: the hello call (the home page fetches it and does not show it).
 * GET /sitemap.xml: every public page, event, house church and message; GET /robots.txt: keeps
 * /admin (and the API) out of search engines and points them to the sitemap.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/hello/',
    {
      config: { access: 'public' },
      schema: { tags: ['site'], summary: 'Hello', response: { 200: helloResponseSchema } },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({ message: `Hello from ${site.name}!` }),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const entries = await app.services.site.sitemapEntries();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(sitemapXml(app.deps.config.publicUrl, entries));
    },
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.deps.config.publicUrl)),
  );
};
