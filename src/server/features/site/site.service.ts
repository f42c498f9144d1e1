/**
 * What the sitemap needs from the database, read-only: every event, every active house church,
 * every video message and the press kit while a visible book presents it, with when each last
 * changed. The tables belong to their own areas; this service only lists their public addresses.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { WHOM_PRESS_KIT_PATH } from '#shared/content/records-rules.ts';
import type { Database } from '#server/db/client.ts';
import { events, houseChurches, resources, videos } from '#server/db/schema/index.ts';
import { STATIC_PUBLIC_PAGES, type SitemapEntry } from '#server/features/site/site.public-pages.ts';

export function createSiteService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** Every public page of the site, static pages first, then one per event, house church and message. */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [eventRows, churchRows, videoRows, pressKitBooks] = await Promise.all([
        db.select({ id: events.id, updatedAt: events.updatedAt }).from(events).orderBy(asc(events.date)),
        db
          .select({ id: houseChurches.id, updatedAt: houseChurches.updatedAt })
          .from(houseChurches)
          .where(eq(houseChurches.isActive, true))
          .orderBy(asc(houseChurches.id)),
        db
          .select({ id: videos.videoId, publishedAt: videos.publishedAt })
          .from(videos)
          .orderBy(asc(videos.publishedAt)),
        // The press kit page answers 404 while no visible book's press kit link is that page.
        db
          .select({ updatedAt: resources.updatedAt })
          .from(resources)
          .where(
            and(
              eq(resources.kind, 'book'),
              eq(resources.visible, true),
              eq(resources.pressKitHref, WHOM_PRESS_KIT_PATH),
            ),
          )
          .orderBy(desc(resources.updatedAt))
          .limit(1),
      ]);
      return [
        ...STATIC_PUBLIC_PAGES,
        ...pressKitBooks.map((row) => ({
          path: WHOM_PRESS_KIT_PATH,
          lastModified: row.updatedAt,
          changeFrequency: 'monthly' as const,
          priority: 0.5,
        })),
        ...eventRows.map((row) => ({
          path: `/events/${row.id}`,
          lastModified: row.updatedAt,
          changeFrequency: 'weekly' as const,
          priority: 0.7,
        })),
        ...churchRows.map((row) => ({
          path: `/house-churches/${row.id}/join`,
          lastModified: row.updatedAt,
          changeFrequency: 'monthly' as const,
          priority: 0.5,
        })),
        ...videoRows.map((row) => ({
          path: `/messages/${encodeURIComponent(row.id)}`,
          lastModified: row.publishedAt,
          changeFrequency: 'yearly' as const,
          priority: 0.6,
        })),
      ];
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
