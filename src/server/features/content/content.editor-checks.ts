/**
 * What a staff write of a content document must pass (docs/product.md#site-content): a known
 * document, its schema (a draft for its limits, a publish also for its required fields; the Spanish
 * for its words' limits only), and the administrator-only fields left to administrators.
 */
import {
  type ContentCheck,
  contentFieldErrors,
  documentSchema,
  translationSchema,
  CONTENT_WORDS as M,
} from '#shared/content/contract.ts';
import { findDocument, type ContentDocumentDefinition } from '#shared/content/documents.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { wordsOf } from '#shared/content/translation.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { mayDo } from '#shared/staff/permissions.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { changedAdministratorOnlyFields } from '#server/features/content/content.compare.ts';

/** The staff member making a change, as the access guard knows them. */
export interface ContentEditor {
  userId: string;
  username: string;
  roles: readonly StaffRole[];
}

/** How the audit log names a document in `locale` ("About (Spanish)"). */
export const titleIn = (document: ContentDocumentDefinition, locale: Locale) =>
  locale === 'es' ? `${document.title} (Spanish)` : document.title;

export function known(key: string): ContentDocumentDefinition {
  const document = findDocument(key);
  if (!document) throw notFound(M.notFound);
  return document;
}

/** The document checked by its schema, or a 400 naming each field at fault; nothing is stored. */
export function checked(key: string, content: unknown, check: ContentCheck, locale: Locale = 'en'): unknown {
  if (locale === 'es') {
    const words = translationSchema(key)!.safeParse(content);
    if (words.success) return wordsOf(known(key).fields, words.data);
    throw badRequest(M.invalid, contentFieldErrors(words.error.issues));
  }
  const result = documentSchema(key, check)!.safeParse(content);
  if (result.success) return result.data;
  throw badRequest(
    check === 'publish' ? M.cannotPublish : M.invalid,
    contentFieldErrors(result.error.issues),
  );
}

/**
 * Refuses (403, nothing stored) a draft, publish or restore by someone who may not write the
 * analytics IDs (docs/product.md#staff-roles) when it would change an administrator-only field from
 * what is published.
 */
export function mayChange(
  by: ContentEditor,
  document: ContentDocumentDefinition,
  published: unknown,
  body: unknown,
  locale: Locale = 'en',
) {
  // The Spanish holds only words: no administrator-only setting is ever in it.
  if (locale === 'es' || mayDo(by.roles, 'analytics', 'write')) return;
  const refused = changedAdministratorOnlyFields(document.fields, published, body);
  if (refused.length === 0) return;
  throw new AppError(
    403,
    M.administratorOnly,
    Object.fromEntries(refused.map((path) => [path, [M.administratorOnly]])),
  );
}
