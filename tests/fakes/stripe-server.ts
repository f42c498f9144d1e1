/**
 * A local stand-in for the Stripe API, speaking its wire format: form-encoded bodies with bracketed
 * keys (line_items[0][price_data][unit_amount]=2550), Bearer authentication, Idempotency-Key replay,
 * and JSON answers shaped like Stripe's objects, or its error envelope. It records every request it
 * receives. Each resource (checkout sessions, subscriptions, …) is a module in tests/fakes/stripe/
 * listed in ROUTES.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { checkoutRoutes } from '#tests/fakes/stripe/checkout.ts';
import { serveHostedPage, type WebhookTarget } from '#tests/fakes/stripe/hosted-pages.ts';
import { refundRoutes } from '#tests/fakes/stripe/refunds.ts';
import { portalRoutes } from '#tests/fakes/stripe/portal.ts';
import { subscriptionChangeRoutes } from '#tests/fakes/stripe/subscription-changes.ts';
import { subscriptionRoutes } from '#tests/fakes/stripe/subscriptions.ts';
import {
  createFakeStripeState,
  FakeStripeError,
  type FakeStripeRoute,
  type FakeStripeState,
} from '#tests/fakes/stripe/core.ts';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  /** The form body decoded into nested objects and arrays, as Stripe reads it. */
  params: Record<string, unknown>;
}

/** Everything the fake created (sessions, subscriptions, invoices, …), by id, as Stripe returns them. */
export interface FakeStripe extends Omit<FakeStripeState, 'baseUrl'> {
  /** For STRIPE_API_URL. */
  url: string;
  secretKey: string;
  requests: RecordedStripeRequest[];
  /**
   * Where a Checkout paid on the fake's hosted page (tests/fakes/stripe/hosted-pages.ts) sends its
   * signed events: the site's webhook URL and secret.
   */
  sendWebhooksTo(target: WebhookTarget): void;
  /** The next `count` requests answer with a 500 api_error. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** Decodes Stripe's form encoding: a[b][0][c]=v becomes { a: { b: [{ c: 'v' }] } }. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      if (container[part] === undefined) container[part] = /^\d+$/.test(parts[index + 1]!) ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: http.ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` });
  res.end(JSON.stringify({ error: { type, message } }));
}

/** Every resource the fake knows, one module each. */
const ROUTES: FakeStripeRoute[] = [
  ...checkoutRoutes,
  ...subscriptionRoutes,
  ...subscriptionChangeRoutes,
  ...portalRoutes,
  ...refundRoutes,
];

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_0123456789';
  const requests: RecordedStripeRequest[] = [];
  const state = createFakeStripeState(() => `http://127.0.0.1:${port}`);
  const idempotent = new Map<string, { body: string; answer: string }>();
  let failuresLeft = 0;
  let port = 0;
  let webhook: WebhookTarget | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const method = req.method ?? '';
      const params = decodeStripeForm(method === 'GET' ? query : rawBody);
      requests.push({ method, path, headers: req.headers, rawBody, params });
      if (serveHostedPage({ method, path }, res, state, webhook)) return;

      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      let match: RegExpMatchArray | null = null;
      const route = ROUTES.find((r) => r.method === method && (match = path.match(r.path)));
      if (!route || !match) {
        return stripeError(
          res,
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${path}).`,
        );
      }
      if (
        method === 'POST' &&
        rawBody !== '' &&
        req.headers['content-type'] !== 'application/x-www-form-urlencoded'
      ) {
        return stripeError(res, 400, 'invalid_request_error', 'Invalid request: expected a form body.');
      }
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key)) {
        const earlier = idempotent.get(key)!;
        if (earlier.body !== rawBody) {
          return stripeError(
            res,
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(earlier.answer);
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return stripeError(res, 500, 'api_error', 'An unknown error occurred.');
      }
      let answer: string;
      try {
        answer = JSON.stringify(route.handle({ method, path, match, params }, state));
      } catch (error) {
        if (!(error instanceof FakeStripeError)) throw error;
        return stripeError(res, error.status, error.type, error.message);
      }
      if (typeof key === 'string') idempotent.set(key, { body: rawBody, answer });
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    ...state,
    sendWebhooksTo(target) {
      webhook = target;
    },
    failNext(count) {
      failuresLeft = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
