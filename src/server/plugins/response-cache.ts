/**
 * The one in-memory store behind the page cache and the public API reads (page-cache.ts), and
 * what clears it: a successful write through this process clears the pages its route declares it
 * changes (page-groups.ts; a contact message or a sign-in clears nothing), a video sync clears the
 * video pages, and, when several processes share a PostgreSQL database, the same write through any
 * of them clears the same pages in all of them (LISTEN/NOTIFY).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { VideoSync } from '#server/features/videos/videos.sync.ts';
import { apiCachePlugin } from '#server/plugins/api-cache.ts';
import { PageCache } from '#server/plugins/page-cache.ts';
import { isPageGroup, keyShowsAny, type PageGroup, pagesChangedBy } from '#server/plugins/page-groups.ts';

export const CACHE_CHANNEL = 'ministry_cache_invalidated';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function setUpResponseCache(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; videoSync: VideoSync },
): Promise<PageCache> {
  const cache = new PageCache();
  const processId = crypto.randomUUID();
  const { notifications } = deps.database;

  const clear = (pages: 'everything' | readonly PageGroup[]) =>
    cache.invalidate(pages === 'everything' ? undefined : (key) => keyShowsAny(key, pages));
  const invalidate = async (pages: 'everything' | readonly PageGroup[]) => {
    clear(pages);
    const notice: CacheNotice = { from: processId, pages };
    await notifications?.publish(CACHE_CHANNEL, JSON.stringify(notice)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not tell the other processes to clear their caches');
    });
  };
  // The answer waits for the notice to be sent, so the writer's next request, to any process,
  // finds the change (the notice reaches the others before that request does).
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const pages = pagesChangedBy(request);
    if (pages !== 'nothing') await invalidate(pages);
  });
  deps.videoSync.onSynced(() => void invalidate(['videos']));

  if (notifications) {
    const stop = await notifications.subscribe(CACHE_CHANNEL, (payload) => {
      const notice = readNotice(payload);
      if (notice?.from !== processId) clear(notice?.pages ?? 'everything');
    });
    app.addHook('onClose', stop);
  }
  await app.register(apiCachePlugin, { cache });
  return cache;
}

/** What one process tells the others after a write: which pages to clear. */
interface CacheNotice {
  from: string;
  pages: 'everything' | readonly PageGroup[];
}

/** A notice as sent; anything else (another version's notice) clears everything, to be safe. */
function readNotice(payload: string): CacheNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<CacheNotice>;
    if (typeof notice.from !== 'string') return null;
    const groups = notice.pages;
    const pages = Array.isArray(groups) && groups.every(isPageGroup) ? groups : 'everything';
    return { from: notice.from, pages };
  } catch {
    return null;
  }
}
