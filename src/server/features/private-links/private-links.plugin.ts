/**
 * The first request of a private link (private-links.ts): answered here, before the page cache and
 * React Router, with a 303 to the clean URL that sets the link's cookie. The answer is never stored
 * and sends no referrer, so not even the redirect leaks the link.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PrivateLinks } from '#server/features/private-links/private-links.ts';

export const privateLinksPlugin = fp(async function privateLinks(
  app: FastifyInstance,
  options: { links: PrivateLinks },
) {
  app.addHook('onRequest', async (request, reply) => {
    const answer = options.links.firstVisit(request.method, request.url);
    if (!answer) return;
    reply
      .code(303)
      .header('location', answer.location)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    if (answer.setCookies.length > 0) reply.header('set-cookie', answer.setCookies);
    return reply.send();
  });
});
