/**
 * Every error leaves as the one envelope (src/shared/site/api-error.ts, docs/product.md#api-errors); no stack
 * trace or internal detail reaches a client.
 */
import { readLocale } from '#shared/i18n/locales.ts';
import { localizeMessage } from '#shared/i18n/words.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ApiErrorBody,
  fieldErrorsFromIssues,
  GENERIC_ERROR,
  VALIDATION_ERROR,
} from '#shared/site/api-error.ts';
import { FORMS_WORDS } from '#shared/forms/words.ts';
import { AppError } from '#server/errors.ts';

const KNOWN_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, FORMS_WORDS.message('tooLarge')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Please send the request as JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body could not be read.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
};

export function toErrorResponse(error: FastifyError | Error): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        error: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.code ? { code: error.code } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.flatMap((v) => {
      if (v.keyword === 'unrecognized_keys') {
        const keys = (v.params as { keys?: string[] }).keys ?? [];
        return keys.map((key) => ({ path: [key], message: 'This field is not allowed.' }));
      }
      return [{ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'Invalid value.' }];
    });
    return { status: 400, body: { error: VALIDATION_ERROR, fields: fieldErrorsFromIssues(issues) } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? KNOWN_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known[0], body: { error: known[1] } };
  if (fastifyError.statusCode === 429) {
    return { status: 429, body: { error: FORMS_WORDS.message('api.tooManyRequests') } };
  }
  if (fastifyError.statusCode === 404) return { status: 404, body: { error: 'Not found.' } };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { error: 'The request could not be processed.' } };
  }
  return { status: 500, body: { error: GENERIC_ERROR } };
}

/**
 * The answer in the language of the form that was sent (its `locale` field; English for any other
 * caller): a schema's or a service's message written as a words key becomes words here
 * (decision 0023, src/shared/i18n/words.ts).
 */
export function inLanguageOf(request: { body?: unknown }, body: ApiErrorBody): ApiErrorBody {
  const locale = readLocale((request.body as { locale?: unknown } | null | undefined)?.locale);
  const fields = body.fields
    ? Object.fromEntries(
        Object.entries(body.fields).map(([name, messages]) => [
          name,
          messages.map((message) => localizeMessage(message, locale)),
        ]),
      )
    : undefined;
  return { ...body, error: localizeMessage(body.error, locale), ...(fields ? { fields } : {}) };
}

export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toErrorResponse(error);
    const status = answer.status;
    const body = inLanguageOf(request, answer.body);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as FastifyError).code }, 'request rejected');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: 'Not found.' } satisfies ApiErrorBody),
  );
});
