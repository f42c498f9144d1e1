/**
 * Testimonies and resources: staff add, edit, reorder, hide and delete them. What the public pages
 * read of them is content.records.public.ts, spread into this service.
 */
import { and, asc, eq, max, ne } from 'drizzle-orm';
import { VALIDATION_ERROR_MESSAGE, fieldErrorsFromIssues } from '#shared/site/api-error.ts';
import {
  CONTENT_RECORD_WORDS as M,
  type MoveDirection,
  type Resource,
  type ResourcePatch,
  type ResourceWrite,
  resourceInputSchema,
  type Testimony,
  type TestimonyPatch,
  type TestimonyWrite,
  testimonyInputSchema,
} from '#shared/content/records-contract.ts';
import { isUuid } from '#shared/site/record-ids.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { resources, testimonies } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/errors.ts';
import { createPublicContentRecords } from '#server/features/content/content.records.public.ts';
import {
  type ResourceRow,
  picturesOf,
  resourceOrder,
  type TestimonyRow,
  testimonyOrder,
  toResource,
  toTestimony,
} from '#server/features/content/content.records.rows.ts';

const checkedId = (id: string) => {
  if (!isUuid(id)) throw notFound(M.notFound);
  return id;
};

/** A chosen library image must exist: a field error, never a foreign-key failure. */
async function requireLibraryPicture(tx: Executor, id: string | null, field: string, message: string) {
  if (id && !(await picturesOf(tx, [id])).has(id))
    throw new AppError(400, VALIDATION_ERROR_MESSAGE, { [field]: [message] });
}

function testimonyColumns({ photo_image_id, quote_es, ...rest }: TestimonyWrite) {
  return { ...rest, quoteEs: quote_es, photoImageId: photo_image_id };
}

export function resourceColumns(write: Omit<ResourceWrite, 'is_featured'> & { is_featured: boolean }) {
  return {
    kind: write.kind,
    title: write.title,
    subtitle: write.subtitle,
    author: write.author,
    publishedLabel: write.published_label,
    summary: write.summary,
    linkUrl: write.link_url,
    linkLabel: write.link_label,
    titleEs: write.title_es,
    subtitleEs: write.subtitle_es,
    summaryEs: write.summary_es,
    linkLabelEs: write.link_label_es,
    coverSrc: write.cover_src,
    coverAlt: write.cover_alt,
    coverWidth: write.cover_width,
    coverHeight: write.cover_height,
    coverImageId: write.cover_image_id,
    releaseDate: write.release_date,
    storeLinks: write.store_links,
    isFeatured: write.is_featured,
    shareImageSrc: write.share_image_src,
    isNewRelease: write.is_new_release,
    devotionalHref: write.devotional_href,
    devotionalLabel: write.devotional_label,
    pressKitHref: write.press_kit_href,
    onResourcesPage: write.on_resources_page,
    onPressPage: write.on_press_page,
    visible: write.visible,
  };
}

/** A PATCH is the record as it is, with the sent fields changed, checked by the full rules. */
function parseMerged<T>(
  schema: {
    safeParse: (v: unknown) =>
      | { success: true; data: T }
      | {
          success: false;
          error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
        };
  },
  merged: unknown,
): T {
  const result = schema.safeParse(merged);
  if (!result.success)
    throw new AppError(400, VALIDATION_ERROR_MESSAGE, fieldErrorsFromIssues(result.error.issues));
  return result.data;
}

/** Swaps an item with its neighbour in `ordered` and numbers the group 1..n, so gaps never build up. */
async function moveWithin(
  tx: Executor,
  table: typeof testimonies | typeof resources,
  ordered: Array<{ id: string }>,
  id: string,
  direction: MoveDirection,
): Promise<void> {
  const index = ordered.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  const ids = ordered.map((row) => row.id);
  if (index >= 0 && target >= 0 && target < ids.length)
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  for (const [position, rowId] of ids.entries())
    await tx
      .update(table)
      .set({ sortOrder: position + 1 })
      .where(eq(table.id, rowId));
}

export function createContentRecordsService({ db, clock }: { db: Database; clock: Clock }) {
  async function testimonyRow(id: string, tx: Executor = db): Promise<TestimonyRow> {
    const [row] = await tx
      .select()
      .from(testimonies)
      .where(eq(testimonies.id, checkedId(id)));
    if (!row) throw notFound(M.notFound);
    return row;
  }
  async function resourceRow(id: string, tx: Executor = db): Promise<ResourceRow> {
    const [row] = await tx
      .select()
      .from(resources)
      .where(eq(resources.id, checkedId(id)));
    if (!row) throw notFound(M.notFound);
    return row;
  }
  async function nextTestimonyOrder(tx: Executor, page: string) {
    const [top] = await tx
      .select({ n: max(testimonies.sortOrder) })
      .from(testimonies)
      .where(eq(testimonies.page, page));
    return (top?.n ?? 0) + 1;
  }
  async function nextResourceOrder(tx: Executor, kind: string) {
    const [top] = await tx
      .select({ n: max(resources.sortOrder) })
      .from(resources)
      .where(eq(resources.kind, kind));
    return (top?.n ?? 0) + 1;
  }

  /**
   * Before a book is stored: its library cover exists, and when it becomes the featured book the one
   * featured before it stops being featured (one featured book: the home page's).
   */
  async function prepareResourceWrite(tx: Executor, write: ResourceWrite, id: string | null) {
    await requireLibraryPicture(tx, write.cover_image_id, 'cover_image_id', M.coverImageInvalid);
    if (write.is_featured)
      await tx
        .update(resources)
        .set({ isFeatured: false })
        .where(
          id ? and(eq(resources.isFeatured, true), ne(resources.id, id)) : eq(resources.isFeatured, true),
        );
  }

  return {
    ...createPublicContentRecords({ db }),

    // --- Testimonies (staff)
    async listTestimonies(): Promise<Testimony[]> {
      const rows = await db
        .select()
        .from(testimonies)
        .orderBy(asc(testimonies.page), ...testimonyOrder);
      const pictures = await picturesOf(
        db,
        rows.map((row) => row.photoImageId),
      );
      return rows.map((row) => toTestimony(row, pictures));
    },

    async createTestimony(write: TestimonyWrite): Promise<Testimony> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await requireLibraryPicture(tx, write.photo_image_id, 'photo_image_id', M.photoImageInvalid);
        const [row] = await tx
          .insert(testimonies)
          .values({
            ...testimonyColumns(write),
            sortOrder: await nextTestimonyOrder(tx, write.page),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return toTestimony(row!, await picturesOf(tx, [row!.photoImageId]));
      });
    },

    async updateTestimony(id: string, patch: TestimonyPatch): Promise<Testimony> {
      return db.transaction(async (tx) => {
        const current = await testimonyRow(id, tx);
        const write = parseMerged(testimonyInputSchema, { ...toTestimony(current), ...patch });
        await requireLibraryPicture(tx, write.photo_image_id, 'photo_image_id', M.photoImageInvalid);
        const sortOrder =
          write.page === current.page ? current.sortOrder : await nextTestimonyOrder(tx, write.page);
        const [row] = await tx
          .update(testimonies)
          .set({ ...testimonyColumns(write), sortOrder, updatedAt: clock.now() })
          .where(eq(testimonies.id, current.id))
          .returning();
        return toTestimony(row!, await picturesOf(tx, [row!.photoImageId]));
      });
    },

    async deleteTestimony(id: string): Promise<void> {
      const gone = await db
        .delete(testimonies)
        .where(eq(testimonies.id, checkedId(id)))
        .returning({ id: testimonies.id });
      if (gone.length === 0) throw notFound(M.notFound);
    },

    /** Moves a testimony one place up or down among those of its page. */
    async moveTestimony(id: string, direction: MoveDirection): Promise<Testimony[]> {
      await db.transaction(async (tx) => {
        const current = await testimonyRow(id, tx);
        const group = await tx
          .select({ id: testimonies.id })
          .from(testimonies)
          .where(eq(testimonies.page, current.page))
          .orderBy(...testimonyOrder)
          .for('update');
        await moveWithin(tx, testimonies, group, current.id, direction);
      });
      return this.listTestimonies();
    },

    // --- Resources (staff)
    async listResources(): Promise<Resource[]> {
      const rows = await db
        .select()
        .from(resources)
        .orderBy(asc(resources.kind), ...resourceOrder);
      const pictures = await picturesOf(
        db,
        rows.map((row) => row.coverImageId),
      );
      return rows.map((row) => toResource(row, pictures));
    },

    async createResource(write: ResourceWrite): Promise<Resource> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await prepareResourceWrite(tx, write, null);
        const [row] = await tx
          .insert(resources)
          .values({
            ...resourceColumns(write),
            sortOrder: await nextResourceOrder(tx, write.kind),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return toResource(row!, await picturesOf(tx, [row!.coverImageId]));
      });
    },

    async updateResource(id: string, patch: ResourcePatch): Promise<Resource> {
      return db.transaction(async (tx) => {
        const current = await resourceRow(id, tx);
        const write = parseMerged(resourceInputSchema, { ...toResource(current), ...patch });
        await prepareResourceWrite(tx, write, current.id);
        const sortOrder =
          write.kind === current.kind ? current.sortOrder : await nextResourceOrder(tx, write.kind);
        const [row] = await tx
          .update(resources)
          .set({ ...resourceColumns(write), sortOrder, updatedAt: clock.now() })
          .where(eq(resources.id, current.id))
          .returning();
        return toResource(row!, await picturesOf(tx, [row!.coverImageId]));
      });
    },

    async deleteResource(id: string): Promise<void> {
      const gone = await db
        .delete(resources)
        .where(eq(resources.id, checkedId(id)))
        .returning({ id: resources.id });
      if (gone.length === 0) throw notFound(M.notFound);
    },

    /** Moves a book among the books, or a download among the downloads. */
    async moveResource(id: string, direction: MoveDirection): Promise<Resource[]> {
      await db.transaction(async (tx) => {
        const current = await resourceRow(id, tx);
        const group = await tx
          .select({ id: resources.id })
          .from(resources)
          .where(eq(resources.kind, current.kind))
          .orderBy(...resourceOrder)
          .for('update');
        await moveWithin(tx, resources, group, current.id, direction);
      });
      return this.listResources();
    },
  };
}

export type ContentRecordsService = ReturnType<typeof createContentRecordsService>;
