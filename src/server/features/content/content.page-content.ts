/**
 * What a public page's loader reads of the site's content (docs/product.md#site-content): the
 * documents it shows, published, with their Markdown fields rendered to safe HTML on the server;
 * or, for staff who may read the site content who opened the page's private preview (`?preview=<key>`),
 * that one document's draft. A visitor, or staff who may not (or whose role requires two-factor
 * and has it off), always gets the published page.
 * A Spanish page (`/es/…`) reads each document's Spanish words laid over the English
 * (#shared/content/translation.ts), and learns which fields show the English (`contentFallbacks`):
 * the same for every visitor of that URL, so the page cache keeps one entry per URL.
 * A library picture (`{ imageId }`) carries its stored sizes for the page's srcset; one that is no
 * longer in the library carries `picture: null`, and the page leaves it out (ContentImage).
 */
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';
import { PREVIEW_PARAMETER } from '#shared/content/preview.ts';
import { mayDo } from '#shared/staff/permissions.ts';
import { findDocument } from '#shared/content/documents.ts';
import { type Locale, localeOfPath } from '#shared/i18n/locales.ts';
import { overlayWords } from '#shared/content/translation.ts';
import type { Field } from '#shared/content/fields.ts';
import type { Executor } from '#server/db/client.ts';
import type { StaffIdentity } from '#server/plugins/access.ts';
import { withLibraryPictures } from '#server/features/images/images.content-images.ts';
import { renderMarkdown } from '#server/features/content/content.markdown.ts';
import type { ContentStore } from '#server/features/content/content.store.ts';

export interface PageContent<K extends ContentKey> {
  /** The documents, Markdown fields as sanitised HTML (every other field as stored: React escapes it). */
  content: Pick<ContentDocuments, K>;
  /** The document shown as its draft, when this is a private preview. */
  contentPreview: K | null;
  /**
   * On a Spanish page, each document's fields that show the English because the Spanish lacks them
   * ("story.paragraphs.0"): the page marks them `lang="en"`. Empty on an English page.
   */
  contentFallbacks: Partial<Record<K, string[]>>;
}

/** Every Markdown field of `value` (as the editor's descriptor `field` marks it) rendered to sanitised HTML. */
export function withMarkdownRendered(
  value: unknown,
  field: Field | undefined,
  locale: Locale = 'en',
): unknown {
  if (!field) return value;
  if (field.type === 'text') {
    return field.kind === 'markdown' && typeof value === 'string' ? renderMarkdown(value, locale) : value;
  }
  if (field.type === 'list') {
    return Array.isArray(value) ? value.map((item) => withMarkdownRendered(item, field.item, locale)) : value;
  }
  if (field.type === 'group') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const rendered: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [name, child] of Object.entries(field.fields)) {
      if (name in rendered) rendered[name] = withMarkdownRendered(rendered[name], child, locale);
    }
    return rendered;
  }
  return value;
}

export function createPageContent(deps: {
  db: Executor;
  store: ContentStore;
  staffFromCookieHeader(cookieHeader: string | null): Promise<StaffIdentity | null>;
  /** The admin's own rule (auth.two-factor.guard.ts): a required two-factor that is off opens nothing. */
  twoFactorSetupRequired(staff: StaffIdentity): Promise<boolean>;
}) {
  const { store } = deps;

  /** Document `key` as a page in `locale` shows it, and the fields that show the English. */
  async function inLocale<K extends ContentKey>(key: K, locale: Locale, draft: boolean) {
    const english = draft ? await store.draft(key) : await store.published(key);
    const fields = findDocument(key)?.fields;
    if (locale === 'en' || !fields) return { body: english as unknown, fallbacks: [] as string[] };
    const spanish = await store.spanish(key, draft ? 'draft' : 'published');
    const { value, fallbacks } = overlayWords(fields, english, spanish);
    return { body: value, fallbacks };
  }

  /** The document `request` asks to preview, if the one asking may: staff who may read the site content. */
  async function previewAsked<K extends ContentKey>(request: Request, keys: readonly K[]): Promise<K | null> {
    const asked = new URL(request.url).searchParams.get(PREVIEW_PARAMETER);
    const key = keys.find((candidate) => candidate === asked);
    if (!key) return null;
    const staff = await deps.staffFromCookieHeader(request.headers.get('cookie'));
    if (!staff || !mayDo(staff.roles, 'content', 'read')) return null;
    return (await deps.twoFactorSetupRequired(staff)) ? null : key;
  }

  return {
    /**
     * The documents `keys` for the page `request` asks for. A preview's answer must be sent
     * `private, no-store` and noindex (PREVIEW_HEADERS, src/shared/content/preview.ts).
     */
    async load<K extends ContentKey>(request: Request, keys: readonly K[]): Promise<PageContent<K>> {
      const preview = await previewAsked(request, keys);
      const locale = localeOfPath(new URL(request.url).pathname);
      const fallbacks: Partial<Record<K, string[]>> = {};
      const entries = await Promise.all(
        keys.map(async (key) => {
          const shown = await inLocale(key, locale, key === preview);
          if (shown.fallbacks.length > 0) fallbacks[key] = shown.fallbacks;
          const rendered = withMarkdownRendered(shown.body, findDocument(key)?.fields, locale);
          return [key, await withLibraryPictures(deps.db, rendered)] as const;
        }),
      );
      return {
        content: Object.fromEntries(entries) as Pick<ContentDocuments, K>,
        contentPreview: preview,
        contentFallbacks: fallbacks,
      };
    },

    /**
     * The published site settings in `locale` (Spanish words over the English ones, which every
     * setting that is not words keeps), the social card's library picture with its stored sizes.
     */
    async settings(locale: Locale = 'en'): Promise<ContentDocuments['site']> {
      const { body } = await inLocale('site', locale, false);
      return withLibraryPictures(deps.db, body as ContentDocuments['site']);
    },
  };
}

export type PageContentService = ReturnType<typeof createPageContent>;
