/**
 * Pino options shared by the server and the scripts. Secrets and the free text people send us
 * (prayer requests, messages, testimonies) never reach the log.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

export const REDACTED = '[redacted]';

// `search`: a staff search of the inbox may quote a private prayer request word for word.
const SECRET_QUERY_PARAMS = /([?&](?:token|key|api_key|session_id|password|search)=)[^&#]*/gi;

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'apiKey',
  '*.apiKey',
  'body',
  '*.body',
  'textBody',
  '*.textBody',
  'htmlBody',
  '*.htmlBody',
  '*.request',
  '*.testimony',
  '*.contentBase64',
];

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, `$1${REDACTED}`);
}

export function loggerOptions(config: Pick<Config, 'logLevel' | 'isProduction'>) {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id };
      },
    },
  } satisfies FastifyServerOptions['logger'];
}
