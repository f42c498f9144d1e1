/**
 * Staff API for the site's content documents (docs/product.md#site-content): the list, one
 * document (published and draft), save and discard a draft, publish, the history, one version
 * compared with the current one, restore, and the Markdown preview. Staff area `content`. A publish or a
 * restore changes every page (the settings and the footer are on all of them); a draft changes none.
 * Each write records its own audit entry: a summary that names the fields, never their text.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import {
  contentBodySchema,
  contentDocumentSchema,
  contentKeyParamsSchema,
  contentListSchema,
  contentVersionDetailSchema,
  contentVersionListSchema,
  contentVersionParamsSchema,
  markdownPreviewResultSchema,
  markdownPreviewSchema,
  needsTranslationSchema,
  publishBodySchema,
} from '#shared/content/contract.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import type { ContentWrite } from '#server/features/content/content.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admin: site content'];
const read = { access: 'staff', area: 'content' } as const;
const write = (changesPages: 'nothing' | 'everything') => ({ ...read, changesPages, audit: false as const });

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.contentEditor;

  /** The write's audit entry, once it is stored. A failed entry is reported; the stored write stands. */
  async function recorded(request: FastifyRequest, action: string, write: ContentWrite) {
    const staff = request.staff!;
    try {
      await app.services.audit.record({
        userId: staff.userId,
        username: staff.username,
        ip: request.ip,
        area: 'content',
        action,
        entity: 'document',
        entityId: write.document.key,
        recordName: write.document.title,
        summary: write.summary,
        route: `${request.method} ${request.routeOptions.url}`,
      });
    } catch (error) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'audit log entry not written');
    }
    return write.document;
  }
  const editor = (request: FastifyRequest) => request.staff!;

  app.get(
    '/api/admin/content/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every content document, with its last publish and draft',
        response: { 200: contentListSchema, ...errors },
      },
    },
    async () => ({ documents: await service().list() }),
  );
  // The same four calls for the English document and its Spanish words ("/es/": docs/product.md#site-content).
  for (const locale of LOCALES) {
    const at = locale === 'en' ? '' : `${locale}/`;
    const language = locale === 'en' ? '' : ' (its Spanish)';
    app.get(
      `/api/admin/content/:key/${at}`,
      {
        config: read,
        schema: {
          tags,
          summary: `One document${language}: published and draft`,
          params: contentKeyParamsSchema,
          response: { 200: contentDocumentSchema, ...errors },
        },
      },
      async (request) => service().get(request.params.key, locale),
    );
    app.put(
      `/api/admin/content/:key/${at}draft/`,
      {
        config: write('nothing'),
        schema: {
          tags,
          summary: `Save the draft${language} (visitors still see the published version)`,
          params: contentKeyParamsSchema,
          body: contentBodySchema,
          response: { 200: contentDocumentSchema, ...errors },
        },
      },
      async (request) =>
        recorded(
          request,
          'save-draft',
          await service().saveDraft(request.params.key, request.body.content, editor(request), locale),
        ),
    );
    app.delete(
      `/api/admin/content/:key/${at}draft/`,
      {
        config: write('nothing'),
        schema: {
          tags,
          summary: `Discard the draft${language}`,
          params: contentKeyParamsSchema,
          response: { 200: contentDocumentSchema, ...errors },
        },
      },
      async (request) =>
        recorded(request, 'discard-draft', await service().discardDraft(request.params.key, locale)),
    );
    app.post(
      `/api/admin/content/:key/${at}publish/`,
      {
        config: write('everything'),
        schema: {
          tags,
          summary: `Publish the given content${language}, or the saved draft; clears the pages at once`,
          params: contentKeyParamsSchema,
          body: publishBodySchema,
          response: { 200: contentDocumentSchema, ...errors },
        },
      },
      async (request) =>
        recorded(
          request,
          'publish',
          await service().publish(request.params.key, request.body?.content, editor(request), locale),
        ),
    );
  }
  app.get(
    '/api/admin/content/needs-translation/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Documents whose Spanish lacks words the English has, and records with no Spanish title',
        response: { 200: needsTranslationSchema, ...errors },
      },
    },
    async () => app.services.contentTranslation.needsTranslation(),
  );
  app.get(
    '/api/admin/content/:key/versions/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every published version, newest first',
        params: contentKeyParamsSchema,
        response: { 200: contentVersionListSchema, ...errors },
      },
    },
    async (request) => ({ versions: await service().versions(request.params.key) }),
  );
  app.get(
    '/api/admin/content/:key/versions/:version/',
    {
      config: read,
      schema: {
        tags,
        summary: 'One version, and what differs from the current one',
        params: contentVersionParamsSchema,
        response: { 200: contentVersionDetailSchema, ...errors },
      },
    },
    async (request) => service().version(request.params.key, request.params.version),
  );
  app.post(
    '/api/admin/content/:key/versions/:version/restore/',
    {
      config: write('everything'),
      schema: {
        tags,
        summary: 'Publish a past version again, as a new version',
        params: contentVersionParamsSchema,
        response: { 200: contentDocumentSchema, ...errors },
      },
    },
    async (request) =>
      recorded(
        request,
        'restore',
        await service().restore(request.params.key, request.params.version, editor(request)),
      ),
  );
  app.post(
    '/api/admin/content/preview-markdown/',
    {
      // A preview stores nothing and shows on no page: a read, neither audited nor a cache clear.
      config: { ...read, action: 'read', changesPages: 'nothing', audit: false },
      schema: {
        tags,
        summary: 'The HTML visitors would get for this Markdown (the editor’s live preview)',
        body: markdownPreviewSchema,
        response: { 200: markdownPreviewResultSchema, ...errors },
      },
    },
    async (request) => ({ html: service().previewMarkdown(request.body.markdown) }),
  );
};
