/**
 * What the public pages read of testimonies and resources: the visible ones, in staff order,
 * straight from the database on every request (nothing cached, so a hidden item is gone at once).
 */
import { and, eq } from 'drizzle-orm';
import type { Resource, TestimonyPage } from '#shared/content/records-contract.ts';
import type { Database } from '#server/db/client.ts';
import { resources, testimonies } from '#server/db/schema/index.ts';
import {
  pictureOf,
  picturesOf,
  resourceOrder,
  testimonyOrder,
  toResource,
} from '#server/features/content/content.records.rows.ts';

export function createPublicContentRecords({ db }: { db: Database }) {
  return {
    async publicTestimonies(page: TestimonyPage) {
      const rows = await db
        .select({
          id: testimonies.id,
          quote: testimonies.quote,
          quote_es: testimonies.quoteEs,
          name: testimonies.name,
          photoImageId: testimonies.photoImageId,
        })
        .from(testimonies)
        .where(and(eq(testimonies.page, page), eq(testimonies.visible, true)))
        .orderBy(...testimonyOrder);
      const pictures = await picturesOf(
        db,
        rows.map((row) => row.photoImageId),
      );
      return rows.map(({ photoImageId, ...row }) => ({ ...row, photo: pictureOf(pictures, photoImageId) }));
    },

    async publicResources(page: 'resources' | 'press') {
      const placed = page === 'resources' ? resources.onResourcesPage : resources.onPressPage;
      const rows = await db
        .select()
        .from(resources)
        .where(and(eq(resources.visible, true), eq(placed, true)))
        .orderBy(...resourceOrder);
      const pictures = await picturesOf(
        db,
        rows.map((row) => row.coverImageId),
      );
      const all = rows.map((row) => toResource(row, pictures));
      return {
        books: all.filter((r) => r.kind === 'book'),
        downloads: all.filter((r) => r.kind === 'download'),
      };
    },

    /**
     * The home page's books: the featured one (or, when staff feature none, the first book in their
     * order) and another book marked as a new release. Visible books only.
     */
    async featuredBooks(): Promise<{ book: Resource | null; newRelease: Resource | null }> {
      const rows = await db
        .select()
        .from(resources)
        .where(and(eq(resources.kind, 'book'), eq(resources.visible, true)))
        .orderBy(...resourceOrder);
      const featured = rows.find((row) => row.isFeatured) ?? rows[0];
      const newRelease = rows.find((row) => row.isNewRelease && row.id !== featured?.id);
      const pictures = await picturesOf(db, [
        featured?.coverImageId ?? null,
        newRelease?.coverImageId ?? null,
      ]);
      return {
        book: featured ? toResource(featured, pictures) : null,
        newRelease: newRelease ? toResource(newRelease, pictures) : null,
      };
    },

    /**
     * The book a press kit page presents: the visible book whose "Press kit" link is `path`, first in
     * staff order; null when staff hid it or moved its press kit, and the page answers 404.
     */
    async bookWithPressKit(path: string): Promise<Resource | null> {
      const [row] = await db
        .select()
        .from(resources)
        .where(and(eq(resources.kind, 'book'), eq(resources.visible, true), eq(resources.pressKitHref, path)))
        .orderBy(...resourceOrder)
        .limit(1);
      if (!row) return null;
      return toResource(row, await picturesOf(db, [row.coverImageId]));
    },
  };
}
