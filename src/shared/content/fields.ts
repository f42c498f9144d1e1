/**
 * How a site-content document is shaped, zod-free (docs/product.md#site-content): every document is
 * described once by these field descriptors. contract.ts turns a descriptor into the zod schema the
 * server and the editor both check with; the admin editor draws its inputs from the same descriptor.
 */

/** What a text field holds; the kind decides its check and its input. */
export type TextKind =
  | 'line' // one line of plain text
  | 'paragraph' // plain text, may be long
  | 'markdown' // Markdown, rendered and sanitised on the server (renderMarkdown)
  | 'url' // an absolute http(s) address on another site
  | 'href' // a link: a path on this site ("/events"), an http(s) address or a mailto:
  | 'path' // a file on this site ("/images/…", "/downloads/…")
  | 'email'
  | 'phone'
  | 'timeZone' // an IANA time zone ("America/New_York")
  | 'clockTime' // a time of day on the ministry's clock, 24-hour ("19:00")
  | 'gaMeasurementId' // Google Analytics 4 ("G-…")
  | 'metaPixelId'; // Meta Pixel (digits)

interface Common {
  label: string;
  hint?: string;
}

export interface TextField extends Common {
  type: 'text';
  kind: TextKind;
  max: number;
  /** Must not be blank when the document is published (a draft may be unfinished). */
  required: boolean;
  /** Blank is stored as null rather than "" (the seed uses null there). */
  nullable?: boolean;
  /**
   * Read by search engines and shared links, not by visitors on the page: the editor shows it last,
   * in a collapsed "Search engines" section (docs/product.md#site-content).
   */
  search?: boolean;
  /**
   * A name or an address that reads the same on the Spanish pages (the ministry's name): it has no
   * Spanish field and never counts as needing translation (docs/product.md#site-content).
   */
  sameInBothLanguages?: boolean;
}
export interface NumberField extends Common {
  type: 'number';
  min: number;
  max: number;
  /** A new entry's value (the minimum when not given): a focal point starts in the middle. */
  initial?: number;
}
export interface BooleanField extends Common {
  type: 'boolean';
}
/** A picture: the seed's static file `{ src, alt, width, height }` or a library image `{ imageId, alt? }`. */
export interface ImageField extends Common {
  type: 'image';
  caption?: boolean;
}
export interface GroupField extends Common {
  type: 'group';
  fields: Record<string, Field>;
  /** The whole group may be left out (the settings' analytics IDs). */
  optional?: boolean;
  /**
   * Only an administrator may change it (the analytics IDs: they decide where every visitor's page
   * views are sent, docs/product.md#site-content); others see it and leave it as it is.
   */
  administratorOnly?: boolean;
}
export interface ListField extends Common {
  type: 'list';
  item: Field;
  /** What one entry is called on its buttons ("Add a value", "Remove value 2"). */
  itemLabel: string;
  min: number;
  max: number;
}
export type Field = TextField | NumberField | BooleanField | ImageField | GroupField | ListField;

/** Default lengths of each kind of text; a field may set its own. */
export const TEXT_LIMITS: Record<TextKind, number> = {
  line: 200,
  paragraph: 1000,
  markdown: 4000,
  url: 500,
  href: 500,
  path: 300,
  email: 254,
  phone: 30,
  timeZone: 64,
  clockTime: 5,
  gaMeasurementId: 24,
  metaPixelId: 20,
};

type TextOptions = {
  label?: string;
  max?: number;
  optional?: boolean;
  nullable?: boolean;
  hint?: string;
  search?: boolean;
  sameInBothLanguages?: boolean;
};

function text(kind: TextKind, options: TextOptions = {}): TextField {
  const {
    label = '',
    max = TEXT_LIMITS[kind],
    optional = false,
    nullable,
    hint,
    search,
    sameInBothLanguages,
  } = options;
  return {
    type: 'text',
    kind,
    label,
    max,
    required: !optional,
    ...(nullable ? { nullable } : {}),
    ...(hint ? { hint } : {}),
    ...(search ? { search } : {}),
    ...(sameInBothLanguages ? { sameInBothLanguages } : {}),
  };
}

/** The builders the documents are written with (documents.ts). A missing label comes from the key. */
export const f = {
  line: (options?: TextOptions) => text('line', options),
  paragraph: (options?: TextOptions) => text('paragraph', options),
  markdown: (options?: TextOptions) => text('markdown', options),
  url: (options?: TextOptions) => text('url', options),
  href: (options?: TextOptions) => text('href', options),
  path: (options?: TextOptions) => text('path', options),
  email: (options?: TextOptions) => text('email', options),
  phone: (options?: TextOptions) => text('phone', options),
  timeZone: (options?: TextOptions) => text('timeZone', options),
  clockTime: (options?: TextOptions) => text('clockTime', options),
  gaMeasurementId: (options?: TextOptions) => text('gaMeasurementId', { optional: true, ...options }),
  metaPixelId: (options?: TextOptions) => text('metaPixelId', { optional: true, ...options }),
  number: (min: number, max: number, label = '', initial?: number): NumberField => ({
    type: 'number',
    label,
    min,
    max,
    ...(initial === undefined ? {} : { initial }),
  }),
  boolean: (label = ''): BooleanField => ({ type: 'boolean', label }),
  image: (options: { label?: string; caption?: boolean } = {}): ImageField => ({
    type: 'image',
    label: options.label ?? '',
    ...(options.caption ? { caption: true } : {}),
  }),
  group: (
    fields: Record<string, Field>,
    options: { label?: string; optional?: boolean; hint?: string; administratorOnly?: boolean } = {},
  ): GroupField => ({
    type: 'group',
    label: options.label ?? '',
    fields: Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [
        key,
        field.label ? field : { ...field, label: humanize(key) },
      ]),
    ),
    ...(options.optional ? { optional: true } : {}),
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.administratorOnly ? { administratorOnly: true } : {}),
  }),
  list: (
    item: Field,
    options: { itemLabel: string; min?: number; max: number; label?: string },
  ): ListField => ({
    type: 'list',
    label: options.label ?? '',
    item: item.label ? item : { ...item, label: capitalize(options.itemLabel) },
    itemLabel: options.itemLabel,
    min: options.min ?? 1,
    max: options.max,
  }),
};

function capitalize(words: string) {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Keys whose words alone would be a code: a field named `url` is a website address to staff. */
const PLAIN_LABELS: Record<string, string> = { url: 'Website address', href: 'Link', ein: 'EIN' };

/** "foundersHeading" → "Founders heading", "GENERAL" → "General", "avoiding_untimely_death" → "Avoiding untimely death". */
export function humanize(key: string): string {
  if (Object.hasOwn(PLAIN_LABELS, key)) return PLAIN_LABELS[key]!;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return capitalize(words);
}

/** Where a field sits in a document: keys and list positions, as in an API error ("story.paragraphs.0"). */
export type FieldPath = (string | number)[];

export const pathName = (path: FieldPath) => path.join('.');
