/**
 * The site-content screens' calls (docs/product.md#site-content), through the one client helper.
 * Types only from the contract, so the screens ship no zod until they check a document.
 */
import type { ContentDocument, ContentVersionDetail } from '#shared/content/contract.ts';
import type { ContentKey } from '#shared/content/document-types.ts';
import { previewUrl } from '#shared/content/preview.ts';
import { type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import { apiRequest } from '#client/lib/api.ts';

export const CONTENT_API = '/api/admin/content/';
export const documentPath = (key: string) => `${CONTENT_API}${encodeURIComponent(key)}/`;
export const versionsPath = (key: string) => `${documentPath(key)}versions/`;
export const needsTranslationPath = `${CONTENT_API}needs-translation/`;
/** A document's API in `locale`: its Spanish words live under ".../es/". */
export const documentPathIn = (key: string, locale: Locale) =>
  locale === 'en' ? documentPath(key) : `${documentPath(key)}${locale}/`;

/** The private preview of a document's page with its saved draft (the Spanish one: under /es). */
export const previewHref = (page: string, key: string, locale: Locale = 'en') =>
  previewUrl(key as ContentKey, pathInLocale(page, locale));

export const saveDraft = (key: string, content: unknown, locale: Locale = 'en') =>
  apiRequest<ContentDocument>(`${documentPathIn(key, locale)}draft/`, { method: 'PUT', body: { content } });
export const discardDraft = (key: string, locale: Locale = 'en') =>
  apiRequest<ContentDocument>(`${documentPathIn(key, locale)}draft/`, { method: 'DELETE' });
export const publish = (key: string, content: unknown, locale: Locale = 'en') =>
  apiRequest<ContentDocument>(`${documentPathIn(key, locale)}publish/`, { body: { content } });
export const versionDetail = (key: string, version: number) =>
  apiRequest<ContentVersionDetail>(`${versionsPath(key)}${version}/`);
export const restoreVersion = (key: string, version: number) =>
  apiRequest<ContentDocument>(`${versionsPath(key)}${version}/restore/`, { method: 'POST' });
export const previewMarkdown = (markdown: string, signal: AbortSignal) =>
  apiRequest<{ html: string }>(`${CONTENT_API}preview-markdown/`, { body: { markdown }, signal });

/** Checks a document in the browser with the very schema the server uses (loaded on first use). */
export async function checkDocument(
  key: string,
  content: unknown,
  check: 'draft' | 'publish',
  locale: Locale = 'en',
): Promise<Record<string, string[]>> {
  const { contentFieldErrors, documentSchema, translationSchema } =
    await import('#shared/content/contract.ts');
  const schema = locale === 'es' ? translationSchema(key) : documentSchema(key, check);
  const result = schema?.safeParse(content);
  return !result || result.success ? {} : contentFieldErrors(result.error.issues);
}
