/**
 * The one way the browser calls the API: same-origin relative paths, JSON in and out, no cross-site
 * credentials. Errors come back as the one envelope (src/shared/site/api-error.ts, docs/product.md#api-errors)
 * and are thrown as ApiError; a request that never got an answer is a NetworkError, so screens can tell
 * them apart.
 */
import type { ApiErrorBody } from '#shared/site/api-error.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Validation messages per field (status 400 only). */
  readonly fields: Record<string, string[]>;
  /** False when the answer had no envelope and `message` is only the HTTP status text. */
  readonly fromServer: boolean;
  /** The envelope's machine-readable `code`, when it has one. */
  readonly code?: string;

  /** `message` is the envelope's `error`: a message a person can read. */
  constructor(
    status: number,
    message: string,
    fields: Record<string, string[]> = {},
    fromServer = true,
    code?: string,
  ) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.fromServer = fromServer;
    this.code = code;
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).error === 'string';
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      // Always asked of the server (a cheap 304 when unchanged): the public reads allow caches to
      // serve a stale copy while revalidating, and a screen that has just saved must see the save.
      cache: 'no-cache',
      signal: signal ?? null,
    });
  } catch (error) {
    // An abort is the caller's own decision, not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok) {
    if (isEnvelope(payload)) {
      throw new ApiError(response.status, payload.error, payload.fields, true, payload.code);
    }
    throw new ApiError(
      response.status,
      response.statusText || `Request failed (${response.status})`,
      {},
      false,
    );
  }
  return payload as T;
}
