/**
 * Testimonies and resources (books and downloads) as staff edit them: the shapes, the messages and
 * the rules. zod-free, so the admin forms in the browser check exactly what the server checks
 * (src/shared/content/records-contract.ts wraps these rules in the API's zod schemas).
 */
import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import type { PictureImage } from '#shared/images/format.ts';
import { isSitePath } from '#shared/site/site-path.ts';

export const TESTIMONY_PAGES = ['/devotional-whom', '/devotional'] as const;
export type TestimonyPage = (typeof TESTIMONY_PAGES)[number];
export const TESTIMONY_PAGE_LABELS: Record<TestimonyPage, string> = {
  '/devotional-whom': '30-day devotional (/devotional-whom)',
  '/devotional': '7-day devotional (/devotional)',
};

export const RESOURCE_KINDS = ['book', 'download'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const CONTENT_RECORD_WORDS = {
  quoteRequired: 'Please enter the words of the testimony.',
  nameRequired: 'Please enter who said it.',
  pageInvalid: 'Choose the devotional page it shows on.',
  kindInvalid: 'Choose book or download.',
  titleRequired: 'Please enter a title.',
  summaryRequired: 'Please enter the text shown under the title.',
  linkRequired: 'Please enter the link.',
  linkLabelRequired: 'Please enter the button label.',
  linkInvalid: 'Use a web address starting with https:// or a site path starting with /.',
  coverRequired: 'A book needs a cover image.',
  coverImageInvalid: 'Choose a cover from the image library.',
  photoImageInvalid: 'Choose a photo from the image library.',
  releaseDateInvalid: 'Enter the release date as a date, e.g. 2025-06-01.',
  storeLinksTooMany: 'Please list at most 6 bookstores.',
  storeLinkInvalid: 'Each bookstore needs a name and a web address starting with https://.',
  featuredOnlyBooks: 'Only a book can be the featured book.',
  coverAltRequired: 'Describe the cover for people who cannot see it.',
  coverSizeInvalid: 'Enter the size in pixels (a whole number from 1 to 10000).',
  devotionalLabelRequired: 'Please enter the text of the devotional link.',
  placementRequired: 'Choose at least one page: Resources or Press.',
  tooLong: 'This is too long.',
  notFound: 'This item no longer exists. It may have been deleted.',
  listFailed: ADMIN_DATA_ERROR,
  saveFailed: 'Failed to save. Please try again later.',
  deleteFailed: 'Failed to delete. Please try again later.',
  moveFailed: 'Failed to change the order. Please try again later.',
} as const;
const M = CONTENT_RECORD_WORDS;

/**
 * A link staff may put on a public page: an http(s) address, or a path on this site ("/press/kit.zip").
 * Never javascript:, data: or a protocol-relative "//host" (which leaves the site unannounced).
 */
export function isSafeLink(value: string): boolean {
  if (isSitePath(value)) return !/[\s<>"]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A site path to a page (not a file): followed inside the app rather than downloaded. */
export function isSitePagePath(href: string): boolean {
  return isSitePath(href) && !/\.[a-z0-9]{2,5}$/i.test(href.split(/[?#]/)[0]!);
}

export interface TestimonyValues {
  quote: string;
  /** The quote in Spanish for the Spanish pages; '' shows the English (docs/product.md#languages). */
  quote_es: string;
  name: string;
  page: string;
  /** A library image's id, or '' for none. */
  photo_image_id: string;
  visible: boolean;
}

/** A bookstore a book is sold at, as its button says it ("Barnes & Noble"). */
export interface StoreLink {
  label: string;
  url: string;
}
export const STORE_LINKS_MAX = 6;

/**
 * The bookstores as staff type them in the form, one a line: "Barnes & Noble | https://…". A line
 * without "|" keeps an empty name, which the rules then refuse with a message.
 */
export function parseStoreLinks(text: string): StoreLink[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.lastIndexOf('|');
      return bar < 0
        ? { label: '', url: line }
        : { label: line.slice(0, bar).trim(), url: line.slice(bar + 1).trim() };
    });
}

export const storeLinksText = (links: readonly StoreLink[]) =>
  links.map((link) => `${link.label} | ${link.url}`).join('\n');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar date "YYYY-MM-DD" that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The printed release label of a date, "June 2025". A release date is a calendar day with no time,
 * the same in every zone, so it is read as that day (UTC) rather than shifted into a zone.
 */
export function releaseLabel(releaseDate: string): string {
  return new Date(`${releaseDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export interface ResourceValues {
  kind: string;
  title: string;
  subtitle: string;
  /** The Spanish pages' words; a blank one shows the English (docs/product.md#languages). */
  title_es: string;
  subtitle_es: string;
  summary_es: string;
  link_label_es: string;
  author: string;
  published_label: string;
  summary: string;
  link_url: string;
  link_label: string;
  cover_src: string;
  cover_alt: string;
  /** As typed in the form; the API also accepts numbers. */
  cover_width: string;
  cover_height: string;
  /** A library image's id, or '' for none (then the static cover_* fields are the cover). */
  cover_image_id: string;
  /** "YYYY-MM-DD" or ''. */
  release_date: string;
  store_links: StoreLink[];
  share_image_src: string;
  is_new_release: boolean;
  is_featured: boolean;
  devotional_href: string;
  devotional_label: string;
  press_kit_href: string;
  on_resources_page: boolean;
  on_press_page: boolean;
  visible: boolean;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const LIMITS = { short: 200, label: 120, text: 4000, quote: 2000, url: 2000 } as const;

function required(
  errors: Record<string, string>,
  field: string,
  value: string,
  message: string,
  max: number,
) {
  if (!value.trim()) errors[field] = message;
  else if (value.trim().length > max) errors[field] = M.tooLong;
}

function optionalMax(errors: Record<string, string>, field: string, value: string, max: number) {
  if (value.trim().length > max) errors[field] = M.tooLong;
}

function link(errors: Record<string, string>, field: string, value: string, requiredMessage?: string) {
  const v = value.trim();
  if (!v) {
    if (requiredMessage) errors[field] = requiredMessage;
  } else if (v.length > LIMITS.url || !isSafeLink(v)) errors[field] = M.linkInvalid;
}

/** Whole pixels, 1..10000; blank is "not given". */
export function parsePixels(value: string): number | null | 'invalid' {
  const v = value.trim();
  if (!v) return null;
  if (!/^\d{1,5}$/.test(v)) return 'invalid';
  const n = Number(v);
  return n >= 1 && n <= 10_000 ? n : 'invalid';
}

export function testimonyFieldErrors(values: TestimonyValues): FieldErrors<keyof TestimonyValues> {
  const errors: Record<string, string> = {};
  required(errors, 'quote', values.quote, M.quoteRequired, LIMITS.quote);
  optionalMax(errors, 'quote_es', values.quote_es, LIMITS.quote);
  required(errors, 'name', values.name, M.nameRequired, LIMITS.short);
  if (!(TESTIMONY_PAGES as readonly string[]).includes(values.page)) errors.page = M.pageInvalid;
  if (values.photo_image_id.trim() && !UUID.test(values.photo_image_id.trim()))
    errors.photo_image_id = M.photoImageInvalid;
  return errors;
}

export function resourceFieldErrors(values: ResourceValues): FieldErrors<keyof ResourceValues> {
  const errors: Record<string, string> = {};
  const isBook = values.kind === 'book';
  if (!(RESOURCE_KINDS as readonly string[]).includes(values.kind)) errors.kind = M.kindInvalid;
  required(errors, 'title', values.title, M.titleRequired, LIMITS.short);
  optionalMax(errors, 'subtitle', values.subtitle, LIMITS.short);
  optionalMax(errors, 'author', values.author, LIMITS.short);
  optionalMax(errors, 'published_label', values.published_label, LIMITS.label);
  required(errors, 'summary', values.summary, M.summaryRequired, LIMITS.text);
  link(errors, 'link_url', values.link_url, M.linkRequired);
  required(errors, 'link_label', values.link_label, M.linkLabelRequired, LIMITS.label);
  optionalMax(errors, 'title_es', values.title_es, LIMITS.short);
  optionalMax(errors, 'subtitle_es', values.subtitle_es, LIMITS.short);
  optionalMax(errors, 'summary_es', values.summary_es, LIMITS.text);
  optionalMax(errors, 'link_label_es', values.link_label_es, LIMITS.label);
  const libraryCover = values.cover_image_id.trim();
  if (libraryCover && !UUID.test(libraryCover)) errors.cover_image_id = M.coverImageInvalid;
  link(errors, 'cover_src', values.cover_src, isBook && !libraryCover ? M.coverRequired : undefined);
  if (values.cover_src.trim()) {
    required(errors, 'cover_alt', values.cover_alt, M.coverAltRequired, LIMITS.short);
    for (const field of ['cover_width', 'cover_height'] as const) {
      const pixels = parsePixels(values[field]);
      if (pixels === null || pixels === 'invalid') errors[field] = M.coverSizeInvalid;
    }
  }
  if (values.release_date.trim() && !isCalendarDate(values.release_date.trim()))
    errors.release_date = M.releaseDateInvalid;
  if (values.store_links.length > STORE_LINKS_MAX) errors.store_links = M.storeLinksTooMany;
  else if (
    values.store_links.some(
      (store) =>
        !store.label.trim() ||
        store.label.trim().length > LIMITS.label ||
        !/^https?:\/\//i.test(store.url.trim()) ||
        store.url.trim().length > LIMITS.url ||
        !isSafeLink(store.url.trim()),
    )
  )
    errors.store_links = M.storeLinkInvalid;
  if (values.is_featured && !isBook) errors.is_featured = M.featuredOnlyBooks;
  link(errors, 'share_image_src', values.share_image_src);
  link(errors, 'devotional_href', values.devotional_href);
  if (values.devotional_href.trim())
    required(errors, 'devotional_label', values.devotional_label, M.devotionalLabelRequired, LIMITS.label);
  link(errors, 'press_kit_href', values.press_kit_href);
  if (!values.on_resources_page && !values.on_press_page) errors.on_resources_page = M.placementRequired;
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// What the API returns (snake_case) and what the public pages receive.

export interface Testimony {
  id: string;
  quote: string;
  /** Null: the Spanish pages show the English quote. */
  quote_es: string | null;
  name: string;
  page: TestimonyPage;
  photo_image_id: string | null;
  /** The photo as pages draw it (null: none). */
  photo: PictureImage | null;
  sort_order: number;
  visible: boolean;
  created_at: string;
  updated_at: string;
}

export interface Resource {
  id: string;
  kind: ResourceKind;
  title: string;
  subtitle: string | null;
  author: string | null;
  published_label: string | null;
  summary: string;
  link_url: string;
  link_label: string;
  /** The Spanish pages' words; null shows the English one (docs/product.md#languages). */
  title_es: string | null;
  subtitle_es: string | null;
  summary_es: string | null;
  link_label_es: string | null;
  cover_src: string | null;
  cover_alt: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_image_id: string | null;
  /** The library cover as pages draw it (null: the static cover_* fields are the cover). */
  cover_image: PictureImage | null;
  release_date: string | null;
  store_links: StoreLink[];
  share_image_src: string | null;
  is_new_release: boolean;
  is_featured: boolean;
  devotional_href: string | null;
  devotional_label: string | null;
  press_kit_href: string | null;
  on_resources_page: boolean;
  on_press_page: boolean;
  sort_order: number;
  visible: boolean;
  created_at: string;
  updated_at: string;
}

export type MoveDirection = 'up' | 'down';

/** The press kit page (routes/content.press-kit-whom.tsx): it presents the visible book whose press kit link is this. */
export const WHOM_PRESS_KIT_PATH = '/press/whom-will-god-glorify';
