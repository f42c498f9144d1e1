import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { createDatabaseRateLimitStore } from '#server/plugins/rate-limit-store.ts';

import { englishFormsMessage, FORMS_WORDS } from '#shared/forms/words.ts';

/** The English words; the answer carries the words key, in the caller's language (errors.ts). */
export const TOO_MANY_REQUESTS_MESSAGE = englishFormsMessage('api.tooManyRequests');

/** Per-client-IP limits; routes tighten them with `config.rateLimit` (forms, login). */
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export interface RateLimitOptions {
  enabled: boolean;
  /**
   * Counters shared by every process on this database (PostgreSQL); omitted: counted in this
   * process's memory (the embedded database has one process).
   */
  shared?: { db: Database; keySecret: string };
}

export const rateLimitPlugin = fp(async function limits(app: FastifyInstance, options: RateLimitOptions) {
  if (!options.enabled) return;
  const shared = options.shared
    ? createDatabaseRateLimitStore({
        ...options.shared,
        onError: (error) => app.log.warn({ err: error }, 'rate limits: could not delete expired counters'),
      })
    : null;
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    ...(shared ? { store: shared.Store } : {}),
    // A person is not turned away because the counters could not be read (the database blinked).
    skipOnError: true,
    // Hashed assets are cheap and a page pulls several; they do not count.
    allowList: (request) => request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) => {
      const error = new AppError(429, FORMS_WORDS.message('api.tooManyRequests'));
      (error as AppError & { retryAfter?: number }).retryAfter = Math.ceil(context.ttl / 1000);
      return error;
    },
  });
});
