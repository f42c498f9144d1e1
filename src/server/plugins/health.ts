import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const SHUTTING_DOWN_MESSAGE = 'The site is restarting. Please try again in a moment.';
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/healthz/', '/readyz/']);
const READINESS_PATHS = new Set(['/readyz', '/readyz/']);
/** A readiness probe this recent means a load balancer is routing to this process (Caddy: every 1 s). */
const PROBED_RECENTLY_MS = 10_000;
/** After a probe was told "not ready": time for requests the balancer had already routed here. */
const HANDOFF_MS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * First step of a graceful shutdown. /readyz answers 503 at once. When a load balancer probes
     * readiness (a probe in the last PROBED_RECENTLY_MS), requests are still served until it has
     * been told (a probe answered 503, then HANDOFF_MS for its choices in flight), at most
     * `handoffMaxMs`: it moves the traffic to the other processes and no request meets a refusal.
     * From then on every new request is answered 503 with `Connection: close`, while the listener
     * stays open, so connections already queued get an answer instead of a reset. Resolves once no
     * request is in flight and none has arrived for `quietMs` (or after `maxMs`); then `app.close()`
     * closes the listener.
     */
    drainForShutdown(options?: { quietMs?: number; maxMs?: number; handoffMaxMs?: number }): Promise<void>;
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
  /** Not ready: shutting down (requests are still served until `refusing`). */
  let closing = false;
  let refusing = false;
  let inFlight = 0;
  let lastArrival = 0;
  let lastReadinessProbe = 0;
  /** When a readiness probe was first answered 503 during shutdown. */
  let toldNotReadyAt = 0;

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // A load balancer's probes must not keep a draining server from closing.
    if (!PROBE_PATHS.has(path)) lastArrival = Date.now();
    if (READINESS_PATHS.has(path)) {
      lastReadinessProbe = Date.now();
      if (closing && toldNotReadyAt === 0) toldNotReadyAt = Date.now();
    }
    if (refusing) {
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
    refusing = true;
  });

  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  app.decorate('drainForShutdown', async ({ quietMs = 250, maxMs = 5000, handoffMaxMs = 5000 } = {}) => {
    closing = true;
    if (Date.now() - lastReadinessProbe < PROBED_RECENTLY_MS) {
      const handoffStarted = Date.now();
      const handedOff = () => toldNotReadyAt !== 0 && Date.now() - toldNotReadyAt >= HANDOFF_MS;
      while (!handedOff() && Date.now() - handoffStarted < handoffMaxMs) await pause();
    }
    refusing = true;
    const started = Date.now();
    const quiet = () => inFlight === 0 && Date.now() - Math.max(lastArrival, started) >= quietMs;
    while (!quiet() && Date.now() - started < maxMs) await pause();
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
