import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** /healthz: the process answers. /readyz: the database answers and every migration is applied. */
export const healthPlugin = fp(async function health(
  app: FastifyInstance,
  options: { isReady: () => Promise<boolean> },
) {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  const noStore = 'no-store';
  app.get('/healthz', { config: { access: 'public', rateLimit: false } }, async (_req, reply) =>
    reply.header('cache-control', noStore).send({ status: 'ok' }),
  );
  app.get('/readyz', { config: { access: 'public', rateLimit: false } }, async (_req, reply) => {
    const ready = !closing && (await options.isReady());
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', noStore)
      .send({ status: ready ? 'ready' : 'not ready' });
  });
});
