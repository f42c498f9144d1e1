import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from '#server/db/schema/images.ts';

/**
 * Testimonies quoted on the devotional landing pages. Staff add, edit, reorder and hide them; the
 * seed fills the first from content/ (seed_key keeps that idempotent: a second run adds nothing).
 */
export const testimonies = pgTable(
  'testimonies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set only on rows the seed wrote from content/, so a re-run never duplicates them. */
    seedKey: text('seed_key').unique(),
    quote: text('quote').notNull(),
    /** The quote in Spanish; blank shows the English (docs/product.md#languages). */
    quoteEs: text('quote_es'),
    /** Who said it, as printed under the quote, e.g. "Denise R., Austin". */
    name: text('name').notNull(),
    /** The devotional page it shows on: /devotional-whom or /devotional. */
    page: text('page').notNull(),
    /** An optional photo of the person from the image library (its alt text, or decorative). */
    photoImageId: uuid('photo_image_id').references(() => images.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('testimonies_page_order_idx').on(t.page, t.sortOrder),
    check('testimonies_page_check', sql`${t.page} in ('/devotional-whom', '/devotional')`),
  ],
);

/**
 * The books and downloads listed on /resources and /press, in staff order. A book has a cover, an
 * author and a bookstore link; a download is a file or page with a button. One table: both are
 * "a titled card with a link", and staff manage them on one screen.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key').unique(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** A book's subtitle; a download's small label above its title (e.g. "30-day devotional"). */
    subtitle: text('subtitle'),
    author: text('author'),
    /** As printed, e.g. "January 2025". */
    publishedLabel: text('published_label'),
    summary: text('summary').notNull().default(''),
    /** The Spanish title, subtitle, summary and button; blank shows the English (docs/product.md#languages). */
    titleEs: text('title_es'),
    subtitleEs: text('subtitle_es'),
    summaryEs: text('summary_es'),
    linkLabelEs: text('link_label_es'),
    /** The bookstore page of a book; the file or page of a download. */
    linkUrl: text('link_url').notNull(),
    linkLabel: text('link_label').notNull(),
    coverSrc: text('cover_src'),
    coverAlt: text('cover_alt'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    /** A book's cover from the image library; it wins over the static cover_* columns (the seed's files). */
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'restrict' }),
    /** A book's release date; when set, the printed label ("June 2025") is worked out from it. */
    releaseDate: date('release_date', { mode: 'string' }),
    /** More bookstores than link_url's: [{ label, url }], in the order staff list them. */
    storeLinks: jsonb('store_links').$type<Array<{ label: string; url: string }>>().notNull().default([]),
    /** The book the home page features: at most one (the unique index holds it). */
    isFeatured: boolean('is_featured').notNull().default(false),
    /** A raster cover for search engines and link previews (they do not read SVG). */
    shareImageSrc: text('share_image_src'),
    isNewRelease: boolean('is_new_release').notNull().default(false),
    devotionalHref: text('devotional_href'),
    devotionalLabel: text('devotional_label'),
    /** A book's own press kit page, linked from /press. */
    pressKitHref: text('press_kit_href'),
    onResourcesPage: boolean('on_resources_page').notNull().default(true),
    onPressPage: boolean('on_press_page').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_kind_order_idx').on(t.kind, t.sortOrder),
    uniqueIndex('resources_one_featured_idx')
      .on(t.isFeatured)
      .where(sql`${t.isFeatured}`),
    check('resources_kind_check', sql`${t.kind} in ('book', 'download')`),
    check(
      'resources_cover_size_check',
      sql`(${t.coverWidth} is null or ${t.coverWidth} > 0) and (${t.coverHeight} is null or ${t.coverHeight} > 0)`,
    ),
  ],
);
