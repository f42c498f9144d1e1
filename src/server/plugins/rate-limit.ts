import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** Per-client-IP limits; routes tighten them with `config.rateLimit` (forms, login). */
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const rateLimitPlugin = fp(async function limits(app: FastifyInstance, options: { enabled: boolean }) {
  if (!options.enabled) return;
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // Hashed assets are cheap and a page pulls several; they do not count.
    allowList: (request) => request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) => {
      const error = new AppError(429, TOO_MANY_REQUESTS_MESSAGE);
      (error as AppError & { retryAfter?: number }).retryAfter = Math.ceil(context.ttl / 1000);
      return error;
    },
  });
});
