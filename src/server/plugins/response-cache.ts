/**
 * The one in-memory store behind the page cache and the public API reads (page-cache.ts), and
 * what clears it: any successful write through this process, every video sync, and, when several
 * processes share a PostgreSQL database, a write through any of them (LISTEN/NOTIFY).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { VideoSync } from '../features/videos/videos.sync.ts';
import { apiCachePlugin } from './api-cache.ts';
import { PageCache } from './page-cache.ts';

export const CACHE_CHANNEL = 'ministry_cache_invalidated';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function setUpResponseCache(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; videoSync: VideoSync },
): Promise<PageCache> {
  const cache = new PageCache();
  const processId = crypto.randomUUID();
  const { notifications } = deps.database;

  const invalidate = async () => {
    cache.invalidate();
    await notifications?.publish(CACHE_CHANNEL, processId).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not tell the other processes to clear their caches');
    });
  };
  // The answer waits for the notice to be sent, so the writer's next request, to any process,
  // finds the change (the notice reaches the others before that request does).
  app.addHook('onSend', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) await invalidate();
  });
  deps.videoSync.onSynced(() => void invalidate());

  if (notifications) {
    const stop = await notifications.subscribe(CACHE_CHANNEL, (from) => {
      if (from !== processId) cache.invalidate();
    });
    app.addHook('onClose', stop);
  }
  await app.register(apiCachePlugin, { cache });
  return cache;
}
