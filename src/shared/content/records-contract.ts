/**
 * The staff API for testimonies and resources (/api/admin/testimonies/, /api/admin/resources/): zod
 * schemas of what it accepts and returns. The rules themselves live zod-free in
 * content/records-rules.ts, shared with the admin forms in the browser.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { recordPictureSchema } from '#shared/images/record-picture.ts';
import {
  RESOURCE_KINDS,
  type ResourceKind,
  type ResourceValues,
  resourceFieldErrors,
  parsePixels,
  parseStoreLinks,
  TESTIMONY_PAGES,
  type TestimonyPage,
  type TestimonyValues,
  testimonyFieldErrors,
} from '#shared/content/records-rules.ts';

export * from '#shared/content/records-rules.ts';

/** Text as sent: null, missing or blank all mean "none"; the rules decide what is required. */
const text = z.string().max(20_000).nullish();
const flag = z.boolean().optional();
const pixels = z.union([z.number(), z.string().max(20)]).nullish();
/** Fields of a record a client may send back unchanged; computed or kept by the server, so ignored. */
const readOnly = {
  id: z.unknown().optional(),
  sort_order: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
  /** Every kit form sends its page's language; a staff record has none of its own (decision 0023). */
  locale: z.unknown().optional(),
};

function addFieldIssues(errors: Record<string, string | undefined>, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(errors))
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

// ---------------------------------------------------------------------------------------------------
// Testimonies

export const testimonyPatchSchema = z.strictObject({
  quote: text,
  quote_es: text,
  name: text,
  page: text,
  photo_image_id: text,
  visible: flag,
  ...readOnly,
  photo: z.unknown().optional(),
});
export type TestimonyPatch = z.infer<typeof testimonyPatchSchema>;

export const testimonyInputSchema = testimonyPatchSchema
  .transform((body): TestimonyValues => ({
    quote: body.quote ?? '',
    quote_es: body.quote_es ?? '',
    name: body.name ?? '',
    page: body.page ?? '',
    photo_image_id: body.photo_image_id ?? '',
    visible: body.visible ?? true,
  }))
  .superRefine((values, ctx) => addFieldIssues(testimonyFieldErrors(values), ctx))
  .transform((values) => ({
    quote: values.quote.trim(),
    quote_es: blankToNull(values.quote_es),
    name: values.name.trim(),
    page: values.page as TestimonyPage,
    photo_image_id: blankToNull(values.photo_image_id),
    visible: values.visible,
  }));
export type TestimonyWrite = z.output<typeof testimonyInputSchema>;

export const testimonySchema = z.object({
  id: z.string(),
  quote: z.string(),
  quote_es: z.string().nullable(),
  name: z.string(),
  page: z.enum(TESTIMONY_PAGES),
  photo_image_id: z.string().nullable(),
  photo: recordPictureSchema,
  sort_order: z.number().int(),
  visible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const testimonyListSchema = z.object({ results: z.array(testimonySchema) });

// ---------------------------------------------------------------------------------------------------
// Resources (books and downloads)

export const resourcePatchSchema = z.strictObject({
  kind: text,
  title: text,
  subtitle: text,
  author: text,
  published_label: text,
  summary: text,
  link_url: text,
  link_label: text,
  title_es: text,
  subtitle_es: text,
  summary_es: text,
  link_label_es: text,
  cover_src: text,
  cover_alt: text,
  cover_width: pixels,
  cover_height: pixels,
  cover_image_id: text,
  release_date: text,
  /** A list from JSON clients; the form's text, one bookstore a line ("Name | https://…"). */
  store_links: z
    .union([
      z.array(z.object({ label: z.string().max(2000), url: z.string().max(2000) })).max(50),
      z.string().max(20_000),
    ])
    .nullish(),
  share_image_src: text,
  is_new_release: flag,
  is_featured: flag,
  devotional_href: text,
  devotional_label: text,
  press_kit_href: text,
  on_resources_page: flag,
  on_press_page: flag,
  visible: flag,
  ...readOnly,
  cover_image: z.unknown().optional(),
});
export type ResourcePatch = z.infer<typeof resourcePatchSchema>;

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const resourceInputSchema = resourcePatchSchema
  .transform((body): ResourceValues => ({
    kind: asText(body.kind),
    title: asText(body.title),
    subtitle: asText(body.subtitle),
    author: asText(body.author),
    published_label: asText(body.published_label),
    summary: asText(body.summary),
    link_url: asText(body.link_url),
    link_label: asText(body.link_label),
    title_es: asText(body.title_es),
    subtitle_es: asText(body.subtitle_es),
    summary_es: asText(body.summary_es),
    link_label_es: asText(body.link_label_es),
    cover_src: asText(body.cover_src),
    cover_alt: asText(body.cover_alt),
    cover_width: asText(body.cover_width),
    cover_height: asText(body.cover_height),
    cover_image_id: asText(body.cover_image_id),
    release_date: asText(body.release_date),
    store_links:
      typeof body.store_links === 'string' ? parseStoreLinks(body.store_links) : (body.store_links ?? []),
    share_image_src: asText(body.share_image_src),
    is_new_release: body.is_new_release ?? false,
    is_featured: body.is_featured ?? false,
    devotional_href: asText(body.devotional_href),
    devotional_label: asText(body.devotional_label),
    press_kit_href: asText(body.press_kit_href),
    on_resources_page: body.on_resources_page ?? true,
    on_press_page: body.on_press_page ?? false,
    visible: body.visible ?? true,
  }))
  .superRefine((values, ctx) => addFieldIssues(resourceFieldErrors(values), ctx))
  .transform((values) => {
    const hasCover = values.cover_src.trim() !== '';
    const hasDevotional = values.devotional_href.trim() !== '';
    const size = (value: string) => {
      const n = parsePixels(value);
      return hasCover && typeof n === 'number' ? n : null;
    };
    return {
      kind: values.kind as ResourceKind,
      title: values.title.trim(),
      subtitle: blankToNull(values.subtitle),
      author: blankToNull(values.author),
      published_label: blankToNull(values.published_label),
      summary: values.summary.trim(),
      link_url: values.link_url.trim(),
      link_label: values.link_label.trim(),
      title_es: blankToNull(values.title_es),
      subtitle_es: blankToNull(values.subtitle_es),
      summary_es: blankToNull(values.summary_es),
      link_label_es: blankToNull(values.link_label_es),
      cover_src: blankToNull(values.cover_src),
      cover_alt: hasCover ? blankToNull(values.cover_alt) : null,
      cover_width: size(values.cover_width),
      cover_height: size(values.cover_height),
      cover_image_id: blankToNull(values.cover_image_id),
      release_date: blankToNull(values.release_date),
      store_links: values.store_links.map((store) => ({ label: store.label.trim(), url: store.url.trim() })),
      share_image_src: blankToNull(values.share_image_src),
      is_new_release: values.is_new_release,
      is_featured: values.is_featured,
      devotional_href: blankToNull(values.devotional_href),
      devotional_label: hasDevotional ? blankToNull(values.devotional_label) : null,
      press_kit_href: blankToNull(values.press_kit_href),
      on_resources_page: values.on_resources_page,
      on_press_page: values.on_press_page,
      visible: values.visible,
    };
  });
export type ResourceWrite = z.output<typeof resourceInputSchema>;

export const resourceSchema = z.object({
  id: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  subtitle: z.string().nullable(),
  author: z.string().nullable(),
  published_label: z.string().nullable(),
  summary: z.string(),
  link_url: z.string(),
  link_label: z.string(),
  title_es: z.string().nullable(),
  subtitle_es: z.string().nullable(),
  summary_es: z.string().nullable(),
  link_label_es: z.string().nullable(),
  cover_src: z.string().nullable(),
  cover_alt: z.string().nullable(),
  cover_width: z.number().int().nullable(),
  cover_height: z.number().int().nullable(),
  cover_image_id: z.string().nullable(),
  cover_image: recordPictureSchema,
  release_date: z.string().nullable(),
  store_links: z.array(z.object({ label: z.string(), url: z.string() })),
  share_image_src: z.string().nullable(),
  is_new_release: z.boolean(),
  is_featured: z.boolean(),
  devotional_href: z.string().nullable(),
  devotional_label: z.string().nullable(),
  press_kit_href: z.string().nullable(),
  on_resources_page: z.boolean(),
  on_press_page: z.boolean(),
  sort_order: z.number().int(),
  visible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const resourceListSchema = z.object({ results: z.array(resourceSchema) });

// ---------------------------------------------------------------------------------------------------

export const recordIdParamsSchema = z.object({ id: z.string() });
export const moveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: 'direction is up or down' }),
});
