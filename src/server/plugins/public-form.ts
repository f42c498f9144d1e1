/**
 * The one declaration for a form anyone may post: `config: { access: 'public', form: 'public' }`.
 * Such a route gets the per-IP form rate limit, and its parsed body is screened for automated posts
 * (honeypot filled, sent faster than a person types), answered 400 and never stored. Every post
 * turned away is counted in form_rejections for the staff dashboard.
 *
 * Register before the rate-limit plugin: this onRoute hook must set the route's limit before
 * @fastify/rate-limit's own onRoute hook reads it.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-fields.ts';
import { AppError } from '../errors.ts';
import type { FormGuardService } from '../features/form-guard/form-guard.service.ts';
import { PUBLIC_FORM_RATE_LIMIT } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public': a public form post (form rate limit, automated posts turned away and counted). */
    form?: 'public';
  }
}

export interface PublicFormOptions {
  formGuard: Pick<FormGuardService, 'reasonToReject' | 'recordRejection'>;
}

/** PUBLIC_FORM_RATE_LIMIT's window: a client refused again within it is not counted again. */
const RATE_LIMIT_COUNT_WINDOW_MS = 60_000;
/** Clients remembered for that; past it, forgotten (a few extra rows beat unbounded memory). */
const MAX_REMEMBERED_CLIENTS = 10_000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** The form's name: the route ('/api/events/:id/rsvp/'), or the page path for the catch-all page route. */
const formName = (routeUrl: string, request: FastifyRequest) =>
  routeUrl.includes('*') ? request.url.split('?')[0]! : routeUrl;

export const publicFormPlugin = fp(async function publicForms(
  app: FastifyInstance,
  options: PublicFormOptions,
) {
  const { formGuard } = options;
  const pending = new Set<Promise<void>>();
  const countedUntil = new Map<string, number>();

  /**
   * A refused post costs the server almost nothing; counting it costs an insert. Past the limit a
   * flood could be thousands a second, so a client's refusals count once per window (every other
   * rejection already sits behind the limit).
   */
  function countRefusal(routeUrl: string, request: FastifyRequest, clientKey: string) {
    const now = performance.now();
    const key = `${routeUrl}\n${clientKey}`;
    if ((countedUntil.get(key) ?? 0) > now) return;
    if (countedUntil.size >= MAX_REMEMBERED_CLIENTS) {
      for (const [known, until] of countedUntil) if (until <= now) countedUntil.delete(known);
      if (countedUntil.size >= MAX_REMEMBERED_CLIENTS) countedUntil.clear();
    }
    countedUntil.set(key, now + RATE_LIMIT_COUNT_WINDOW_MS);
    // The rate limiter does not wait for this callback; onClose waits for the insert instead.
    const insert = formGuard.recordRejection(formName(routeUrl, request), 'rate_limit');
    pending.add(insert);
    void insert.finally(() => pending.delete(insert));
  }

  const screenBody =
    (routeUrl: string): preHandlerAsyncHookHandler =>
    async (request) => {
      // Page posts arrive as a raw stream (the page action screens them); API bodies are parsed.
      if (!isPlainObject(request.body)) return;
      const { website, form_started_at } = request.body;
      const reason = formGuard.reasonToReject({
        website: typeof website === 'string' ? website : undefined,
        form_started_at: typeof form_started_at === 'number' ? form_started_at : undefined,
      });
      if (!reason) return;
      await formGuard.recordRejection(formName(routeUrl, request), reason);
      throw new AppError(400, SPAM_REJECTED_MESSAGE);
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config;
    if (config?.form !== 'public') return;
    if (config.access !== 'public') {
      throw new Error(`${route.url}: a public form must also declare access: 'public'`);
    }
    if (config.rateLimit !== undefined) {
      throw new Error(`${route.url}: a public form gets the form rate limit; remove its own rateLimit`);
    }
    // A new object: one config literal is often shared by several routes.
    route.config = {
      ...config,
      rateLimit: {
        ...PUBLIC_FORM_RATE_LIMIT,
        onExceeded: (request, clientKey) => countRefusal(route.url, request, clientKey),
      },
    };
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...existing, screenBody(route.url)];
  });

  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
});
