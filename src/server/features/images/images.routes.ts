/**
 * The image library over HTTP (docs/product.md#images): the staff calls, and the public address of
 * every stored size. An upload is multipart; a form posted without JavaScript (it asks for HTML) is
 * sent back to /admin/images with the outcome in the query, so the screen works without scripts.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_WORDS,
  IMAGE_UPLOAD_ERRORS,
  type ImageUploadErrorCode,
  imageDescriptionSchema,
  imageIdParamsSchema,
  imageListSchema,
  imageSchema,
} from '#shared/images/contract.ts';
import { IMAGE_MAX_BYTES, type ImageFormat } from '#shared/images/format.ts';
import { apiErrorSchema } from '#shared/site/api-error.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { auditEntityId, auditRefused } from '#server/features/audit/audit.outcome.ts';

const staffImages = { access: 'staff', area: 'images' } as const;
/** A stored size never changes: its address names the image and the size. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const VARIANT_FILE = /^([0-9a-f-]{36})-(\d{2,4})\.(webp|jpg)$/;
const staffErrors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const tooBig = () => new AppError(413, IMAGE_WORDS.tooBig, { file: [IMAGE_WORDS.tooBig] });

/** Reads the one file and the description fields; the file is held in memory (at most 10 MB). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw badRequest(IMAGE_WORDS.fileRequired, { file: [IMAGE_WORDS.fileRequired] });
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw error;
  }
  const description = imageDescriptionSchema.safeParse(fields);
  const problems: Record<string, string[]> = {};
  if (!file) problems.file = [IMAGE_WORDS.fileRequired];
  if (!description.success) {
    for (const issue of description.error.issues) problems[String(issue.path[0])] = [issue.message];
  }
  if (!file || !description.success) {
    throw badRequest(Object.values(problems)[0]![0]!, problems);
  }
  return { file, description: description.data };
}

/** A form posted by the browser itself (no script): it wants a page back, not JSON. */
const wantsPage = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

function uploadErrorCode(error: AppError): ImageUploadErrorCode {
  const found = (Object.entries(IMAGE_UPLOAD_ERRORS) as [ImageUploadErrorCode, string][]).find(
    ([, message]) => message === error.message,
  );
  return found?.[0] ?? 'broken';
}

async function backToLibrary(reply: FastifyReply, query: string) {
  return reply.redirect(`/admin/images?${query}`, 303);
}

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes accept multipart; every other API route still speaks JSON only.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 },
  });

  app.get(
    '/api/admin/images/',
    {
      config: staffImages,
      schema: {
        tags: ['images'],
        summary: 'The image library, newest first (staff: communications, events)',
        response: { 200: imageListSchema, ...staffErrors },
      },
    },
    async () => ({ images: await app.services.images.list() }),
  );

  app.post(
    '/api/admin/images/',
    {
      config: staffImages,
      schema: {
        tags: ['images'],
        summary:
          'Upload a JPEG, PNG or WebP picture (multipart: file, alt_text, decorative) up to 10 MB; ' +
          'stored without its metadata in several widths, WebP and JPEG (staff: communications, events)',
        response: {
          201: z.object({ message: z.string(), image: imageSchema }),
          303: z.null(),
          400: apiErrorSchema,
          413: apiErrorSchema,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const page = wantsPage(request);
      try {
        const { file, description } = await readUpload(request);
        const image = await app.services.images.upload(file, description);
        auditEntityId(request, image.id);
        if (page) return backToLibrary(reply, `uploaded=${image.id}`);
        return reply.status(201).send({ message: IMAGE_WORDS.uploaded, image });
      } catch (error) {
        if (page && error instanceof AppError) {
          auditRefused(request); // the page's redirect says so, and nothing was stored
          return backToLibrary(reply, `error=${uploadErrorCode(error)}`);
        }
        throw error;
      }
    },
  );

  app.patch(
    '/api/admin/images/:id/',
    {
      config: staffImages,
      schema: {
        tags: ['images'],
        summary: 'Change an image’s alt text or mark it decorative (staff: communications, events)',
        params: imageIdParamsSchema,
        body: imageDescriptionSchema,
        response: {
          200: z.object({ message: z.string(), image: imageSchema }),
          400: apiErrorSchema,
          ...staffErrors,
        },
      },
    },
    async (request) => ({
      message: IMAGE_WORDS.saved,
      image: await app.services.images.describe(request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/images/:id/',
    {
      config: staffImages,
      schema: {
        tags: ['images'],
        summary: 'Delete an image no event shows (409 while one does) (staff: communications, events)',
        params: imageIdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 409: apiErrorSchema, ...staffErrors },
      },
    },
    async (request) => {
      await app.services.images.remove(request.params.id);
      return { message: IMAGE_WORDS.deleted };
    },
  );

  app.get(
    '/media/images/:file',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const match = VARIANT_FILE.exec(request.params.file);
      if (!match) throw notFound(IMAGE_WORDS.notFound);
      const [, id, width, format] = match;
      const stored = await app.services.images.variant(id!, Number(width), format as ImageFormat);
      if (!stored) throw notFound(IMAGE_WORDS.notFound);
      reply.header('cache-control', IMMUTABLE).header('etag', stored.etag);
      if (request.headers['if-none-match'] === stored.etag) return reply.status(304).send();
      return reply.type(stored.contentType).send(Buffer.from(stored.bytes));
    },
  );
};
