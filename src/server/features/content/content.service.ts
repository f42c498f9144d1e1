/**
 * Staff editing of the site's content documents (docs/product.md#site-content): save and discard a
 * draft, publish, see the history, compare a version with the current one, restore a version. Every
 * document is checked by its own schema (#shared/content/contract.ts): a draft for its limits,
 * a publish also for its required fields. A publish and a restore are new versions (history keeps
 * every one), and drop the content cache everywhere before the route's page-cache clear runs.
 * Each document has a Spanish (`locale` 'es': only its words, #shared/content/translation.ts) with
 * its own draft, publish and history; it is checked for its words' limits only (a blank word reads
 * as the English), and never holds a setting that is not words.
 */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ContentDocument,
  type ContentSummary,
  type ContentVersion,
  type ContentVersionDetail,
  CONTENT_WORDS as M,
} from '#shared/content/contract.ts';
import { CONTENT_DOCUMENTS, type ContentDocumentDefinition } from '#shared/content/documents.ts';
import type { ContentKey } from '#shared/content/document-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Clock } from '#server/clock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { staffAccounts, contentDocuments, contentVersions } from '#server/db/schema/index.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { changedTopFields, compareDocuments } from '#server/features/content/content.compare.ts';
import {
  checked,
  type ContentEditor,
  known,
  mayChange,
  titleIn,
} from '#server/features/content/content.editor-checks.ts';
import { renderMarkdown } from '#server/features/content/content.markdown.ts';
import { currentShape, type ContentStore } from '#server/features/content/content.store.ts';

/** A write's answer: the document as it now is, and a line for the audit log (no document text). */
export interface ContentWrite {
  document: ContentDocument;
  summary: string;
}

export type { ContentEditor };

const draftSavers = alias(staffAccounts, 'draft_savers');

/** Document `key`'s row in `locale`. */
const rowOf = (key: string, locale: Locale) =>
  and(eq(contentDocuments.key, key), eq(contentDocuments.locale, locale));

export function createContentEditorService(deps: { db: Database; clock: Clock; store: ContentStore }) {
  const { db, clock, store } = deps;

  async function readRows(executor: Executor, key?: string, locale: Locale = 'en') {
    return executor
      .select({
        key: contentDocuments.key,
        published: contentDocuments.published,
        publishedVersion: contentDocuments.publishedVersion,
        publishedAt: contentDocuments.publishedAt,
        publishedBy: contentVersions.publishedByName,
        draft: contentDocuments.draft,
        draftSavedAt: contentDocuments.draftSavedAt,
        draftSavedBy: draftSavers.username,
      })
      .from(contentDocuments)
      .leftJoin(
        contentVersions,
        and(
          eq(contentVersions.documentKey, contentDocuments.key),
          eq(contentVersions.locale, contentDocuments.locale),
          eq(contentVersions.version, contentDocuments.publishedVersion),
        ),
      )
      .leftJoin(draftSavers, eq(draftSavers.id, contentDocuments.draftSavedBy))
      .where(key ? rowOf(key, locale) : eq(contentDocuments.locale, locale));
  }
  type Row = Awaited<ReturnType<typeof readRows>>[number];

  const summaryOf = (document: ContentDocumentDefinition, row: Row): ContentSummary => ({
    key: document.key,
    title: document.title,
    page: document.page,
    published_version: row.publishedVersion,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedBy,
    draft_saved_at: row.draftSavedAt?.toISOString() ?? null,
    draft_saved_by: row.draft === null ? null : (row.draftSavedBy ?? null),
  });

  const toDocument = (document: ContentDocumentDefinition, row: Row, locale: Locale): ContentDocument => {
    // The Spanish is only words, kept as stored (the editor lays them over the English).
    const shaped = (body: unknown) =>
      locale === 'es' ? body : currentShape(document.key as ContentKey, body);
    return {
      ...summaryOf(document, row),
      published: shaped(row.published) as never,
      draft: (row.draft === null ? null : shaped(row.draft)) as never,
    };
  };

  async function get(key: string, locale: Locale = 'en', executor: Executor = db): Promise<ContentDocument> {
    const document = known(key);
    const [row] = await readRows(executor, key, locale);
    if (!row) throw notFound(M.notFound);
    return toDocument(document, row, locale);
  }

  /** Locks the document's row for a publish or restore, so two publishes number their versions in turn. */
  async function lockedVersion(tx: Executor, key: string, locale: Locale) {
    const [row] = await tx
      .select({ version: contentDocuments.publishedVersion, published: contentDocuments.published })
      .from(contentDocuments)
      .where(rowOf(key, locale))
      .for('update');
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** Makes `body` the published version `current + 1`, keeping it in the history, and clears the draft if asked. */
  async function publishBody(
    key: string,
    body: unknown,
    by: ContentEditor,
    clearDraft: boolean,
    locale: Locale = 'en',
  ) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const current = await lockedVersion(tx, key, locale);
      mayChange(by, known(key), current.published, body, locale);
      const version = current.version + 1;
      await tx.insert(contentVersions).values({
        documentKey: key,
        locale,
        version,
        body,
        publishedAt: now,
        publishedBy: by.userId,
        publishedByName: by.username,
      });
      await tx
        .update(contentDocuments)
        .set({
          published: body,
          publishedVersion: version,
          publishedAt: now,
          ...(clearDraft ? { draft: null, draftSavedAt: null, draftSavedBy: null } : {}),
        })
        .where(rowOf(key, locale));
      return { version, changed: changedTopFields(known(key).fields, current.published, body) };
    });
    // After the commit and before the reply (whose route then clears the page cache): every process
    // drops its copy first, so no page is rendered again from the old text.
    await store.contentChanged(key as ContentKey);
    return result;
  }

  /** The fields' labels as the editor shows them ("Time zone"), never their keys (docs/product.md#audit-log). */
  const fieldList = (document: ContentDocumentDefinition, names: string[]) => {
    const group = document.fields.type === 'group' ? document.fields.fields : {};
    const labels = names.map((name) => group[name]?.label || name);
    return labels.length > 0 ? labels.join(', ') : 'no field changed';
  };

  return {
    async list(locale: Locale = 'en'): Promise<ContentSummary[]> {
      const rows = new Map((await readRows(db, undefined, locale)).map((row) => [row.key, row]));
      return CONTENT_DOCUMENTS.flatMap((document) => {
        const row = rows.get(document.key);
        return row ? [summaryOf(document, row)] : [];
      });
    },

    get,

    async saveDraft(
      key: string,
      content: unknown,
      by: ContentEditor,
      locale: Locale = 'en',
    ): Promise<ContentWrite> {
      const document = known(key);
      const draft = checked(key, content, 'draft', locale);
      const [current] = await db
        .select({ published: contentDocuments.published })
        .from(contentDocuments)
        .where(rowOf(key, locale));
      if (!current) throw notFound(M.notFound);
      mayChange(by, document, current.published, draft, locale);
      const [updated] = await db
        .update(contentDocuments)
        .set({ draft: draft as never, draftSavedAt: clock.now(), draftSavedBy: by.userId })
        .where(rowOf(key, locale))
        .returning({ published: contentDocuments.published });
      if (!updated) throw notFound(M.notFound);
      const changed = changedTopFields(document.fields, updated.published, draft);
      return {
        document: await get(key, locale),
        summary: `Draft of ${titleIn(document, locale)} saved (${fieldList(document, changed)})`,
      };
    },

    async discardDraft(key: string, locale: Locale = 'en'): Promise<ContentWrite> {
      const document = known(key);
      const updated = await db
        .update(contentDocuments)
        .set({ draft: null, draftSavedAt: null, draftSavedBy: null })
        .where(rowOf(key, locale))
        .returning({ key: contentDocuments.key });
      if (updated.length === 0) throw notFound(M.notFound);
      return {
        document: await get(key, locale),
        summary: `Draft of ${titleIn(document, locale)} discarded`,
      };
    },

    /** Publishes `content` when given (the editor's text), otherwise the saved draft. */
    async publish(
      key: string,
      content: unknown,
      by: ContentEditor,
      locale: Locale = 'en',
    ): Promise<ContentWrite> {
      const document = known(key);
      let body = content;
      if (body === undefined) {
        const [row] = await db
          .select({ draft: contentDocuments.draft })
          .from(contentDocuments)
          .where(rowOf(key, locale));
        if (!row) throw notFound(M.notFound);
        if (row.draft === null) throw badRequest(M.nothingToPublish);
        body = row.draft;
      }
      const valid = checked(key, body, 'publish', locale);
      const { version, changed } = await publishBody(key, valid, by, true, locale);
      return {
        document: await get(key, locale),
        summary: `${titleIn(document, locale)} published as version ${version} (${fieldList(document, changed)})`,
      };
    },

    async versions(key: string): Promise<ContentVersion[]> {
      const current = await get(key);
      const rows = await db
        .select({
          version: contentVersions.version,
          publishedAt: contentVersions.publishedAt,
          publishedBy: contentVersions.publishedByName,
        })
        .from(contentVersions)
        .where(and(eq(contentVersions.documentKey, key), eq(contentVersions.locale, 'en')))
        .orderBy(desc(contentVersions.version));
      return rows.map((row) => ({
        version: row.version,
        published_at: row.publishedAt.toISOString(),
        published_by: row.publishedBy,
        current: row.version === current.published_version,
      }));
    },

    /** One past version, with what differs from the current published version. */
    async version(key: string, version: number): Promise<ContentVersionDetail> {
      const document = known(key);
      const current = await get(key);
      const [row] = await db
        .select()
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.documentKey, key),
            eq(contentVersions.locale, 'en'),
            eq(contentVersions.version, version),
          ),
        );
      if (!row) throw notFound(M.versionNotFound);
      return {
        version: row.version,
        published_at: row.publishedAt.toISOString(),
        published_by: row.publishedByName,
        current: row.version === current.published_version,
        body: row.body as never,
        changes: compareDocuments(document.fields, row.body, current.published),
      };
    },

    /** A past version becomes the new published version (a new number; the history keeps all). The draft stays. */
    async restore(key: string, version: number, by: ContentEditor): Promise<ContentWrite> {
      const document = known(key);
      const [row] = await db
        .select({ body: contentVersions.body })
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.documentKey, key),
            eq(contentVersions.locale, 'en'),
            eq(contentVersions.version, version),
          ),
        );
      if (!row) throw notFound(M.versionNotFound);
      const valid = checked(key, row.body, 'publish');
      const published = await publishBody(key, valid, by, false);
      return {
        document: await get(key),
        summary: `${document.title}: version ${version} restored as version ${published.version}`,
      };
    },

    /** The editor's live preview: the HTML visitors would get for this Markdown. */
    previewMarkdown(markdown: string): string {
      return renderMarkdown(markdown);
    },
  };
}

export type ContentEditorService = ReturnType<typeof createContentEditorService>;
