/**
 * The testimonies, books and downloads the site started with, read from content/*.json: the seed
 * (src/server/db/seed-content-records.ts) writes them as records staff then manage. seed_key names
 * each one, so a second run adds nothing. Shared, so page tests can render what a new site shows.
 * Their Spanish words come from content/es/ (the n-th Spanish item is the n-th English one's); the
 * books' and devotionals' names stay as they are, so their Spanish title is left blank
 * (docs/product.md#languages).
 */
import books from '#content/books.json' with { type: 'json' };
import home from '#content/home.json' with { type: 'json' };
import devotionalWhom from '#content/devotional-whom.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import resourcesPage from '#content/resources.json' with { type: 'json' };
import booksEs from '#content/es/books.json' with { type: 'json' };
import devotionalWhomEs from '#content/es/devotional-whom.json' with { type: 'json' };
import pressEs from '#content/es/press.json' with { type: 'json' };
import resourcesPageEs from '#content/es/resources.json' with { type: 'json' };
import {
  type Resource,
  type StoreLink,
  type Testimony,
  WHOM_PRESS_KIT_PATH,
} from '#shared/content/records-rules.ts';

type Seeded<T> = Omit<T, 'id' | 'created_at' | 'updated_at'> & { seed_key: string };
export type TestimonySeed = Seeded<Testimony>;
export type ResourceSeed = Seeded<Resource>;

/** The first book has its own press kit page, linked from /press. */
const PRESS_KIT_PAGES: Record<string, string> = {
  'whom-will-god-glorify': WHOM_PRESS_KIT_PATH,
};

export function contentTestimonies(): TestimonySeed[] {
  return [
    {
      seed_key: 'devotional-whom:testimonial',
      quote: devotionalWhom.testimonial.quote,
      quote_es: devotionalWhomEs.testimonial.quote,
      name: devotionalWhom.testimonial.name,
      page: '/devotional-whom',
      photo_image_id: null,
      photo: null,
      sort_order: 1,
      visible: true,
    },
  ];
}

const none = {
  subtitle: null,
  title_es: null,
  subtitle_es: null,
  author: null,
  published_label: null,
  cover_src: null,
  cover_alt: null,
  cover_width: null,
  cover_height: null,
  share_image_src: null,
  cover_image_id: null,
  cover_image: null,
  release_date: null,
  store_links: [] as StoreLink[],
  is_new_release: false,
  is_featured: false,
  devotional_href: null,
  devotional_label: null,
  press_kit_href: null,
  visible: true,
} as const;

export function contentResources(): ResourceSeed[] {
  const bookRows: ResourceSeed[] = books.map((book, index) => ({
    ...none,
    seed_key: `book:${book.slug}`,
    kind: 'book',
    title: book.title,
    subtitle: book.subtitle,
    author: book.author,
    published_label: book.published,
    summary: book.summary,
    summary_es: booksEs[index]?.summary ?? null,
    link_url: book.purchaseUrl,
    link_label: resourcesPage.buyButton,
    link_label_es: resourcesPageEs.buyButton,
    cover_src: book.cover.src,
    cover_alt: book.cover.alt,
    cover_width: book.cover.width,
    cover_height: book.cover.height,
    share_image_src: book.coverPng,
    is_new_release: book.isNewRelease,
    /** The home page's featured book was named in home.json before the flag existed. */
    is_featured: book.slug === home.featuredBook.slug,
    devotional_href: book.devotional.href,
    devotional_label: book.devotional.label,
    press_kit_href: PRESS_KIT_PAGES[book.slug] ?? null,
    on_resources_page: true,
    on_press_page: true,
    sort_order: index + 1,
  }));
  // The press files first, then the free devotionals of /resources: one list of downloads.
  const pressDownloads: ResourceSeed[] = press.downloads.map((item, index) => ({
    ...none,
    seed_key: `download:${item.href}`,
    kind: 'download',
    title: item.title,
    title_es: pressEs.downloads[index]?.title ?? null,
    summary: item.text,
    summary_es: pressEs.downloads[index]?.text ?? null,
    link_url: item.href,
    link_label: item.button,
    link_label_es: pressEs.downloads[index]?.button ?? null,
    on_resources_page: false,
    on_press_page: true,
    sort_order: index + 1,
  }));
  const devotionals: ResourceSeed[] = resourcesPage.devotionals.map((item, index) => ({
    ...none,
    seed_key: `download:${item.href}`,
    kind: 'download',
    title: item.title,
    subtitle: item.length,
    subtitle_es: resourcesPageEs.devotionals[index]?.length ?? null,
    summary: item.text,
    summary_es: resourcesPageEs.devotionals[index]?.text ?? null,
    link_url: item.href,
    link_label: item.button,
    link_label_es: resourcesPageEs.devotionals[index]?.button ?? null,
    on_resources_page: true,
    on_press_page: false,
    sort_order: pressDownloads.length + index + 1,
  }));
  return [...bookRows, ...pressDownloads, ...devotionals];
}

/** The seed as the API returns it (ids and times made up): what page tests render for a new site. */
export function seededResourceRecords(): Resource[] {
  return contentResources().map(({ seed_key: _key, ...row }, index) => ({
    ...row,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }));
}

/** The home page's books on a new site (as the service's featuredBooks() answers it). */
export function seededFeaturedBooks(): { book: Resource | null; newRelease: Resource | null } {
  const books = seededResourceRecords().filter((row) => row.kind === 'book');
  const book = books.find((row) => row.is_featured) ?? books[0] ?? null;
  return { book, newRelease: books.find((row) => row.is_new_release && row.id !== book?.id) ?? null };
}
