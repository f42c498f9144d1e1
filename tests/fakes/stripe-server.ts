/**
 * A local stand-in for the Stripe API, speaking its wire format: form-encoded POST
 * /v1/checkout/sessions with bracketed keys (line_items[0][price_data][unit_amount]=2550), Bearer
 * authentication, Idempotency-Key replay, and JSON answers shaped like Stripe's (a checkout.session
 * object with id and url, or an error envelope). It records every request it receives.
 */
import crypto from 'node:crypto';
import http from 'node:http';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  /** The form body decoded into nested objects and arrays, as Stripe reads it. */
  params: Record<string, unknown>;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  secretKey: string;
  requests: RecordedStripeRequest[];
  /** Sessions created, by id, as Stripe would return them. */
  sessions: Map<string, Record<string, unknown>>;
  /** The next `count` session creations answer with a 500 api_error. */
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

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_0123456789';
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { body: string; answer: string }>();
  let failuresLeft = 0;
  let port = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0]!;
      const params = decodeStripeForm(rawBody);
      requests.push({ method: req.method ?? '', path, headers: req.headers, rawBody, params });

      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return stripeError(
          res,
          404,
          'invalid_request_error',
          `Unrecognized request URL (${req.method}: ${path}).`,
        );
      }
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
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
      const lineItem = (params.line_items as Array<Record<string, unknown>> | undefined)?.[0];
      const priceData = lineItem?.price_data as Record<string, unknown> | undefined;
      const unitAmount = Number(priceData?.unit_amount);
      const quantity = Number(lineItem?.quantity ?? 1);
      if (
        params.mode !== 'payment' ||
        !Number.isInteger(unitAmount) ||
        unitAmount < 50 ||
        !params.success_url
      ) {
        return stripeError(res, 400, 'invalid_request_error', 'Missing or invalid checkout parameters.');
      }
      const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
      const session = {
        id,
        object: 'checkout.session',
        amount_subtotal: unitAmount * quantity,
        amount_total: unitAmount * quantity,
        cancel_url: params.cancel_url,
        client_reference_id: params.client_reference_id ?? null,
        currency: priceData?.currency ?? null,
        customer_email: params.customer_email ?? null,
        livemode: false,
        metadata: params.metadata ?? {},
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: params.success_url,
        url: `http://127.0.0.1:${port}/c/pay/${id}`,
      };
      sessions.set(id, session);
      const answer = JSON.stringify(session);
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
    sessions,
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
