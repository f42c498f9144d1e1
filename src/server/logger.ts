/**
 * Pino options shared by the server and the scripts. Secrets and the free text people send us
 * (prayer requests, messages, testimonies) never reach the log.
 */
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '#server/config.ts';

export const REDACTED = '[redacted]';

// `search`: a staff search of the inbox may quote a private prayer request word for word.
// `donation_id`: with it anyone can read the gift's first name, amount and status (/api/donations/:id/).
// `lat`, `lng`: a visitor's position in the house-church directory (docs/product.md#house-church-directory).
const SECRET_QUERY_PARAMS =
  /([?&](?:token|key|api_key|session_id|donation_id|recurring_gift_id|password|search|lat|lng)=)[^&#]*/gi;
/** A donation's id in a path (the public view, the staff view, the demo checkout); not the fixed names. */
const DONATION_ID_IN_PATH =
  /(\/(?:api\/(?:admin\/)?donations|giving\/demo-checkout)\/)(?!(?:create_checkout_session|totals)(?:[/?#]|$))[^/?#]+/gi;

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
  return url.replace(SECRET_QUERY_PARAMS, `$1${REDACTED}`).replace(DONATION_ID_IN_PATH, `$1${REDACTED}`);
}

/** What a PostgreSQL error may tell the log: which rule failed where. Its `detail` quotes the row. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'];

type ErrorLike = Error & Record<string, unknown>;

const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;

/** The error and its causes, outermost first. */
function errorChain(error: Error): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 10; current = current.cause) {
    chain.push(current as ErrorLike);
  }
  return chain;
}

/**
 * Logs an error; a database error (or one caused by it) without the values it was given. Drizzle's
 * message and stack carry the query's parameters (a prayer request's name, email and words) and
 * PostgreSQL's own message can quote a value, so those are left out: the SQLSTATE code, the table,
 * column and constraint, the query text (its values are placeholders) and the stack frames say
 * enough to find the fault.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: Error): SerializedError {
  // pino hands over whatever was logged as `err`; only errors have a message to clean.
  if (!(error instanceof Error)) return error;
  const chain = errorChain(error);
  const database = chain.find(isDatabaseError);
  if (!database) return stdSerializers.err(error) as SerializedError;
  const fields: Record<string, string> = {};
  for (const field of DATABASE_ERROR_FIELDS) {
    if (typeof database[field] === 'string') fields[field] = database[field];
  }
  // Quoted parts are names or values ('invalid input syntax for type uuid: "…"'): the fields
  // already name the table, column and constraint.
  const message = `database error ${String(database.code)}: ${database.message.replace(/"[^"]*"|'[^']*'/g, '"…"')}`;
  const query = chain.find((link) => typeof link.query === 'string')?.query as string | undefined;
  // Only the frames after the message: a value may itself hold a line that looks like a frame.
  const header = `${error.name}: ${error.message}`;
  const stack = error.stack ?? '';
  const frames = stack.startsWith(header) ? stack.slice(header.length) : '';
  return {
    type: error.name,
    message,
    ...fields,
    ...(query ? { query } : {}),
    stack: `${error.name}: ${message}${frames}`,
  };
}

export function loggerOptions(config: Pick<Config, 'logLevel' | 'isProduction'>) {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      err: serializeError,
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id };
      },
    },
  } satisfies FastifyServerOptions['logger'];
}

/** One line for a person reading a console (the scripts, a failed start): a database error without its values. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? serializeError(error).message : String(error);
}
