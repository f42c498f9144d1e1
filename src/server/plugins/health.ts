import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const SHUTTING_DOWN_MESSAGE = 'The site is restarting. Please try again in a moment.';
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/healthz/', '/readyz/']);
const READINESS_PATHS = new Set(['/readyz', '/readyz/']);
/** A readiness probe this recent means a load balancer is routing to this process (Caddy: every 1 s). */
const PROBED_RECENTLY_MS = 10_000;
/** After a probe was told "not ready": time for requests the balancer had already routed here. */
const HANDOFF_MS = 500;
/**
 * The longest the close waits for the kernel's queue of connections to be taken in: a burst of 40
 * on a busy embedded database took most of a second on two shared cores.
 */
const ACCEPT_QUEUED_MAX_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * First step of a graceful shutdown. /readyz answers 503 at once, and every answer from now on
     * closes its connection. When a load balancer probes readiness (a probe in the last
     * PROBED_RECENTLY_MS), requests are still served normally until it has been told (a probe
     * answered 503, then HANDOFF_MS for its choices in flight), at most `handoffMaxMs`. Then the
     * listener closes: a proxy without health checks (nginx's plain upstream) meets a refused
     * connection, which it retries on another process for any method, since nothing was sent. No
     * request this process accepts is refused: connections already accepted are served (their
     * requests may already be on their way), and idle keep-alive connections are closed once no
     * request is in flight and none has arrived for `quietMs` (or after `maxMs`). Resolves when
     * every connection has ended (or after another `maxMs`); then `app.close()` finishes.
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
  /** Not ready: shutting down (requests are still served until the listener closes, and after). */
  let closing = false;
  /** `app.close()` has begun: a request that slips in on a kept-alive connection is refused. */
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

  let accepted = 0;
  app.server.on('connection', () => {
    accepted += 1;
  });
  /**
   * Node accepts one queued connection per turn of the event loop, so while it is busy (a query on
   * the embedded database holds it for tens of milliseconds) connections wait in the kernel's queue,
   * and closing the listener resets them: a proxy does not resend a POST it had written to one. Each
   * `setImmediate` runs right after a poll; a turn that accepted nothing found the queue empty.
   */
  async function acceptWhatIsQueued(): Promise<number> {
    const deadline = Date.now() + ACCEPT_QUEUED_MAX_MS;
    const first = accepted;
    for (;;) {
      const before = accepted;
      await new Promise((resolve) => setImmediate(resolve));
      if (accepted === before || Date.now() > deadline) return accepted - first;
    }
  }

  app.decorate('drainForShutdown', async ({ quietMs = 250, maxMs = 5000, handoffMaxMs = 5000 } = {}) => {
    closing = true;
    if (Date.now() - lastReadinessProbe < PROBED_RECENTLY_MS) {
      const handoffStarted = Date.now();
      const handedOff = () => toldNotReadyAt !== 0 && Date.now() - toldNotReadyAt >= HANDOFF_MS;
      while (!handedOff() && Date.now() - handoffStarted < handoffMaxMs) await pause();
    }
    const takenIn = await acceptWhatIsQueued();
    app.log.info({ takenIn, inFlight }, 'shutting down: listener closed');
    // Only the listener: http.Server#close would also drop accepted connections that have not sent
    // their first byte yet, whose requests may be on the wire. (A connection the kernel queues in
    // the instant after the last poll is still reset; its request never reached the app.)
    const connectionsEnded = new Promise<void>((resolve) => {
      net.Server.prototype.close.call(app.server, () => resolve());
    });
    const started = Date.now();
    const quiet = () => inFlight === 0 && Date.now() - Math.max(lastArrival, started) >= quietMs;
    while (!quiet() && Date.now() - started < maxMs) await pause();
    app.server.closeIdleConnections();
    await Promise.race([connectionsEnded, new Promise((resolve) => setTimeout(resolve, maxMs))]);
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
