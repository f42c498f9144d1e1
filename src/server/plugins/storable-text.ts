/**
 * Every API request whose body, query or path holds text PostgreSQL cannot store (a NUL byte, a
 * lone surrogate: #shared/forms/storable-text.ts) is answered 400 with a field error, the same
 * envelope as a schema's refusal, before any schema, service or query runs. Without it the database
 * refuses the insert and the person gets "Something went wrong" for a message they could fix.
 * Page posts arrive as a raw stream; their action (handleFormPost) applies the same rule.
 */
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unstorableTextFields } from '#shared/forms/storable-text.ts';
import { VALIDATION_ERROR } from '#shared/site/api-error.ts';
import { AppError } from '#server/errors.ts';

const refuseUnstorableText: preValidationAsyncHookHandler = async (request) => {
  const fields = {
    ...unstorableTextFields(request.params),
    ...unstorableTextFields(request.query),
    ...unstorableTextFields(request.body),
  };
  const names = Object.keys(fields);
  if (names.length === 0) return;
  throw new AppError(400, VALIDATION_ERROR, Object.fromEntries(names.map((name) => [name, [fields[name]!]])));
};

export const storableTextPlugin = fp(async function storableText(app: FastifyInstance) {
  app.addHook('preValidation', refuseUnstorableText);
});
