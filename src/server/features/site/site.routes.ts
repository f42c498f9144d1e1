import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helloResponseSchema } from '#shared/hello.ts';
import { site } from '#shared/site.ts';

/** GET /api/hello/: the spec's hello call (the home page fetches it and does not show it). */
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
};
