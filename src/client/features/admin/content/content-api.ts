/**
 * The site-content screens' calls (docs/product.md#site-content), through the one client helper.
 * Types only from the contract, so the screens ship no zod until they check a document.
 */
import type { ContentDocument, ContentVersionDetail } from '#shared/content/contract.ts';
import type { ContentKey } from '#shared/content/document-types.ts';
import { previewUrl } from '#shared/content/preview.ts';
import { apiRequest } from '#client/lib/api.ts';

export const CONTENT_API = '/api/admin/content/';
export const documentPath = (key: string) => `${CONTENT_API}${encodeURIComponent(key)}/`;
export const versionsPath = (key: string) => `${documentPath(key)}versions/`;

/** The private preview of a document's page with its saved draft. */
export const previewHref = (page: string, key: string) => previewUrl(key as ContentKey, page);

export const saveDraft = (key: string, content: unknown) =>
  apiRequest<ContentDocument>(`${documentPath(key)}draft/`, { method: 'PUT', body: { content } });
export const discardDraft = (key: string) =>
  apiRequest<ContentDocument>(`${documentPath(key)}draft/`, { method: 'DELETE' });
export const publish = (key: string, content: unknown) =>
  apiRequest<ContentDocument>(`${documentPath(key)}publish/`, { body: { content } });
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
): Promise<Record<string, string[]>> {
  const { contentFieldErrors, documentSchema } = await import('#shared/content/contract.ts');
  const result = documentSchema(key, check)?.safeParse(content);
  return !result || result.success ? {} : contentFieldErrors(result.error.issues);
}
