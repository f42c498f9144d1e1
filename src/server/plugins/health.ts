import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const SHUTTING_DOWN_MESSAGE = 'The site is restarting. Please try again in a moment.';
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/healthz/', '/readyz/']);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * First step of a graceful shutdown: from now on every new request (readiness probes too) is
     * answered 503 with `Connection: close`, while the listener stays open, so connections already
     * queued get an answer instead of a reset. Resolves once no request is in flight and none has
     * arrived for `quietMs` (or after `maxMs`); then `app.close()` closes the listener.
     */
    drainForShutdown(options?: { quietMs?: number; maxMs?: number }): Promise<void>;
  }
}

/**
 * /healthz: the process answers. /readyz: the database answers and every migration is applied, and
 * the server is not shutting down.
 */
export const healthPlugin = fp(async function health(
  app: FastifyInstance,
  options: { isReady: () => Promise<boolean> },
) {
  let closing = false;
  let inFlight = 0;
  let lastArrival = 0;

  app.addHook('onRequest', async (request, reply) => {
    // A load balancer's probes must not keep a draining server from closing.
    if (!PROBE_PATHS.has(request.url.split('?')[0]!)) lastArrival = Date.now();
    if (closing) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .send({ error: SHUTTING_DOWN_MESSAGE });
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
  // Answers finished while draining close their connection, so no idle keep-alive is left to reset.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    closing = true;
  });

  app.decorate('drainForShutdown', async ({ quietMs = 250, maxMs = 5000 } = {}) => {
    closing = true;
    const started = Date.now();
    const quiet = () => inFlight === 0 && Date.now() - Math.max(lastArrival, started) >= quietMs;
    while (!quiet() && Date.now() - started < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
