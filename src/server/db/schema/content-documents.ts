import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from '#server/db/schema/staff-accounts.ts';

/**
 * The site's words and pictures that staff edit in /admin/content (docs/product.md#site-content):
 * one row per document and language, named by the content/ file it was first seeded from ('about',
 * 'site', …). The 'en' row is the whole document; the 'es' row holds only its words, laid over the
 * English on Spanish pages (#shared/content/translation.ts), with its own draft, publish and history.
 * `published` is what visitors see; `draft` is a staff member's saved, unpublished edit (null when
 * there is none). Publishing copies the draft into `published` and a new row of content_versions.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    key: text('key').notNull(),
    /** 'en' or 'es' (#shared/i18n/locales.ts). */
    locale: text('locale').notNull().default('en'),
    published: jsonb('published').notNull(),
    /** Counts publishes: the seed is version 1, and content_versions holds every one. */
    publishedVersion: integer('published_version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    draft: jsonb('draft'),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    draftSavedBy: uuid('draft_saved_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'content_documents_key_locale_pk', columns: [t.key, t.locale] }),
    check('content_documents_version_check', sql`${t.publishedVersion} >= 1`),
    check('content_documents_locale_check', sql`${t.locale} in ('en', 'es')`),
  ],
);

/**
 * Every published version of a document, kept so staff can compare one with the current version and
 * restore it. The publisher's name is copied, so the history still reads right after an account goes.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentKey: text('document_key').notNull(),
    locale: text('locale').notNull().default('en'),
    version: integer('version').notNull(),
    body: jsonb('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** "Seeded from content/" for version 1; otherwise the publisher's username at the time. */
    publishedByName: text('published_by_name').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'content_versions_document_fk',
      columns: [t.documentKey, t.locale],
      foreignColumns: [contentDocuments.key, contentDocuments.locale],
    }).onDelete('cascade'),
    unique('content_versions_document_locale_version_key').on(t.documentKey, t.locale, t.version),
  ],
);
