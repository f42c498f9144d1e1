/**
 * The site-content documents' schemas and the staff API's payloads (docs/product.md#site-content).
 * Each document's schema is built from its field descriptors (documents.ts), so the server and the
 * browser editor check the same limits. A draft may be unfinished; publishing also requires every
 * required field filled and every list at its minimum.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { findDocument } from '#shared/content/documents.ts';
import type { Field, TextField } from '#shared/content/fields.ts';
import {
  contentImageSchema,
  libraryContentImageSchema,
  staticContentImageSchema,
} from '#shared/images/content-image.ts';
import { IMAGE_ALT_MAX } from '#shared/images/format.ts';
import { IMAGE_WORDS } from '#shared/images/words.ts';
import { isSitePath } from '#shared/site/site-path.ts';
import { hasWords, isWordField } from '#shared/content/translation.ts';
import { CONTENT_WORDS as M } from '#shared/content/words.ts';

export * from '#shared/content/words.ts';

/** Whether a document is being saved as a draft or published. */
export type ContentCheck = 'draft' | 'publish';

/** Besides a path on this site (isSitePath): an anchor, an http(s) address or a mailto:. */
const OTHER_HREF = /^(#|https?:\/\/[^\s]+$|mailto:[^\s@]+@[^\s@]+$)/i;
const isPath = (value: string) => isSitePath(value) && !/\s/.test(value);
const PHONE = /^[0-9+()\-.\s]{7,30}$/;
const GA_ID = /^G-[A-Z0-9]{4,20}$/i;
const PIXEL_ID = /^\d{5,20}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

let zones: Set<string> | null = null;
/** The IANA zones this JavaScript engine knows (UTC is always one). */
export function isTimeZone(value: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones.has(value);
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const FORMAT_CHECKS: Partial<Record<TextField['kind'], [(value: string) => boolean, string]>> = {
  url: [isWebAddress, M.url],
  href: [
    (value) =>
      isSitePath(value) || (OTHER_HREF.test(value) && (!/^https?:/i.test(value) || isWebAddress(value))),
    M.href,
  ],
  path: [isPath, M.path],
  email: [(value) => z.email().safeParse(value).success, M.email],
  phone: [(value) => PHONE.test(value), M.phone],
  timeZone: [isTimeZone, M.timeZone],
  clockTime: [(value) => CLOCK_TIME.test(value), M.clockTime],
  gaMeasurementId: [(value) => GA_ID.test(value), M.gaMeasurementId],
  metaPixelId: [(value) => PIXEL_ID.test(value), M.metaPixelId],
};

function textSchema(field: TextField, check: ContentCheck): z.ZodType {
  const format = FORMAT_CHECKS[field.kind];
  const text = z
    .string({ error: M.wrongShape })
    .max(field.max, M.tooLong(field.max))
    .superRefine((value, ctx) => {
      const blank = value.trim() === '';
      if (blank && field.required && check === 'publish')
        ctx.addIssue({ code: 'custom', message: M.requiredToPublish });
      else if (!blank && format && !format[0](value.trim()))
        ctx.addIssue({ code: 'custom', message: format[1] });
    });
  return field.nullable ? text.nullable() : text;
}

/**
 * A picture is the seed's static file or a library image, by the one rule the image library keeps for
 * pictures in staff-edited values (src/shared/images/content-image.ts). A draft may still lack the
 * alt text that publishing needs, as any other required field.
 */
const draftImageSchema = z.union([
  libraryContentImageSchema,
  staticContentImageSchema.extend({ alt: z.string().trim().max(IMAGE_ALT_MAX, IMAGE_WORDS.altTooLong) }),
]);
const imageSchema = (check: ContentCheck): z.ZodType =>
  check === 'draft' ? draftImageSchema : contentImageSchema;

/** The zod schema of one field, for a draft or for publishing. */
export function fieldSchema(field: Field, check: ContentCheck): z.ZodType {
  switch (field.type) {
    case 'text':
      return textSchema(field, check);
    case 'number':
      return z
        .number({ error: M.wholeNumber(field.min, field.max) })
        .int(M.wholeNumber(field.min, field.max))
        .min(field.min, M.wholeNumber(field.min, field.max))
        .max(field.max, M.wholeNumber(field.min, field.max));
    case 'boolean':
      return z.boolean({ error: M.wrongShape });
    case 'image':
      return imageSchema(check);
    case 'group': {
      const shape = Object.fromEntries(
        Object.entries(field.fields).map(([key, child]) => [key, fieldSchema(child, check)]),
      );
      const group = z.strictObject(shape, { error: M.wrongShape });
      return field.optional ? group.optional() : group;
    }
    case 'list': {
      const list = z
        .array(fieldSchema(field.item, check), { error: M.wrongShape })
        .max(field.max, M.tooMany(field.max));
      return check === 'publish' ? list.min(field.min, M.tooFew(field.min)) : list;
    }
  }
}

const schemas = new Map<string, z.ZodType>();
/** The schema of document `key` (undefined for an unknown key). Built once per key and check. */
export function documentSchema(key: string, check: ContentCheck): z.ZodType | undefined {
  const document = findDocument(key);
  if (!document) return undefined;
  const cacheKey = `${key}:${check}`;
  let schema = schemas.get(cacheKey);
  if (!schema) schemas.set(cacheKey, (schema = fieldSchema(document.fields, check)));
  return schema;
}

/**
 * The schema of a Spanish body (#shared/content/translation.ts): only words, each within its English
 * field's limit, every one optional (a blank word reads as the English), for a draft and a publish alike.
 */
function wordsSchema(field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
      return isWordField(field)
        ? z.string({ error: M.wrongShape }).max(field.max, M.tooLong(field.max)).nullish()
        : z.unknown();
    case 'image':
      return z
        .object({
          alt: z.string().max(IMAGE_ALT_MAX, IMAGE_WORDS.altTooLong).nullish(),
          caption: z.string().max(IMAGE_ALT_MAX, M.tooLong(IMAGE_ALT_MAX)).nullish(),
        })
        .nullish();
    case 'group': {
      const shape = Object.entries(field.fields)
        .filter(([, child]) => hasWords(child))
        .map(([key, child]) => [key, wordsSchema(child)] as const);
      return z.object(Object.fromEntries(shape), { error: M.wrongShape }).nullish();
    }
    case 'list':
      return z
        .array(wordsSchema(field.item), { error: M.wrongShape })
        .max(field.max, M.tooMany(field.max))
        .nullish();
    default:
      return z.unknown();
  }
}

/** The schema of document `key`'s Spanish (undefined for an unknown key). */
export function translationSchema(key: string): z.ZodType | undefined {
  const document = findDocument(key);
  if (!document) return undefined;
  const cacheKey = `${key}:words`;
  let schema = schemas.get(cacheKey);
  if (!schema) schemas.set(cacheKey, (schema = wordsSchema(document.fields)));
  return schema;
}

/** Zod issues as the error envelope's `fields`, keyed by the whole path ("story.paragraphs.0"). */
export function contentFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

// --- The staff API's payloads

export const contentKeyParamsSchema = z.object({ key: z.string().min(1).max(60) });
export const contentVersionParamsSchema = contentKeyParamsSchema.extend({
  version: z.coerce.number().int().min(1).max(1_000_000),
});

/** A document's JSON as sent and stored; its own schema (documentSchema) checks it in the service. */
export const contentBodySchema = z.object({ content: z.json() });
export const publishBodySchema = z.object({ content: z.json().optional() }).nullish();

export const contentSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  page: z.string(),
  published_version: z.number().int(),
  published_at: z.string(),
  published_by: z.string().nullable(),
  draft_saved_at: z.string().nullable(),
  draft_saved_by: z.string().nullable(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;
export const contentListSchema = z.object({ documents: z.array(contentSummarySchema) });

export const contentDocumentSchema = contentSummarySchema.extend({
  published: z.json(),
  draft: z.json().nullable(),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const contentVersionSchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  published_by: z.string(),
  current: z.boolean(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionListSchema = z.object({ versions: z.array(contentVersionSchema) });

/** One field that differs between a past version and the current one. */
export const contentChangeSchema = z.object({
  path: z.string(),
  label: z.string(),
  before: z.json().optional(),
  after: z.json().optional(),
});
export type ContentChange = z.infer<typeof contentChangeSchema>;
export const contentVersionDetailSchema = contentVersionSchema.extend({
  body: z.json(),
  changes: z.array(contentChangeSchema),
});
export type ContentVersionDetail = z.infer<typeof contentVersionDetailSchema>;

export const MARKDOWN_PREVIEW_MAX = 20_000;
export const markdownPreviewSchema = z.object({ markdown: z.string().max(MARKDOWN_PREVIEW_MAX) });
export const markdownPreviewResultSchema = z.object({ html: z.string() });

/** What is left to translate into Spanish (docs/product.md#site-content): the content screen's list. */
export const needsTranslationSchema = z.object({
  /** Documents whose Spanish lacks words the English has, and how many. */
  documents: z.array(z.object({ key: z.string(), title: z.string(), missing: z.number().int() })),
  /** Records with no Spanish title (a testimony: no Spanish quote); events only those still to come. */
  records: z.object({
    events: z.number().int(),
    house_churches: z.number().int(),
    testimonies: z.number().int(),
    resources: z.number().int(),
  }),
  /** Documents and records together: the dashboard's "Needs translation: N". */
  total: z.number().int(),
});
export type NeedsTranslation = z.infer<typeof needsTranslationSchema>;
