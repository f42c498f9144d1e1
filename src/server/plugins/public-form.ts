/**
 * The one declaration for a form anyone may post: `config: { access: 'public', form: 'public' }`.
 * Such a route gets the per-IP form rate limit, and its parsed body is screened for automated posts
 * (honeypot filled, sent faster than a person types), answered 400 and never stored. Every post
 * turned away is counted in form_rejections for the staff dashboard.
 *
 * A post carrying a submission key (SUBMISSION_ID_FIELD, sent by the form kit) stores the key in
 * the first transaction its handler opens, with the record: a retry of a post whose answer was lost
 * (a process killed mid-request, a dropped connection) finds the key and is answered 409
 * ALREADY_RECEIVED_MESSAGE, storing nothing twice.
 *
 * Register before the rate-limit plugin: this onRoute hook must set the route's limit before
 * @fastify/rate-limit's own onRoute hook reads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ALREADY_RECEIVED, SPAM_REJECTED, SUBMISSION_ID_FIELD } from '#shared/forms/guard-fields.ts';
import type { Database } from '#server/db/client.ts';
import { formSubmissions } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/errors.ts';
import type { FormGuardService } from '#server/features/form-guard/form-guard.service.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '#server/plugins/rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public': a public form post (form rate limit, automated posts turned away and counted). */
    form?: 'public';
  }
}

export interface PublicFormOptions {
  formGuard: Pick<FormGuardService, 'reasonToReject' | 'recordRejection'>;
  /** Its transactions store the submission keys of keyed posts (none stored without it). */
  db?: Database;
}

/** The key of the public form post being handled; `stored` once a transaction holds it. */
interface SubmissionClaim {
  key: string;
  form: string;
  stored: boolean;
  /** The answer is sent: later work started by the request (the outbox) claims nothing. */
  done: boolean;
}
const submissionClaims = new AsyncLocalStorage<SubmissionClaim>();

/**
 * Every transaction opened while a keyed post is handled first inserts its key (once per post):
 * the key commits or rolls back with the record. A key already there means the post was stored
 * before; a concurrent retry waits on the first one's row and then finds it.
 */
function storeSubmissionKeys(db: Database) {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      const claim = submissionClaims.getStore();
      if (!claim || claim.stored || claim.done) return run(tx);
      const inserted = await tx
        .insert(formSubmissions)
        .values({ key: claim.key, form: claim.form })
        .onConflictDoNothing()
        .returning({ key: formSubmissions.key });
      if (inserted.length === 0) throw conflict(ALREADY_RECEIVED);
      claim.stored = true;
      try {
        return await run(tx);
      } catch (error) {
        claim.stored = false; // rolled back with the record
        throw error;
      }
    }, config)) as Database['transaction'];
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
  if (options.db) storeSubmissionKeys(options.db);
  const claims = new WeakMap<FastifyRequest, SubmissionClaim>();
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
      throw new AppError(400, SPAM_REJECTED);
    };

  /** Runs the handler with the post's key, when it sent one (validated by the route's schema). */
  const keySubmission =
    (routeUrl: string): preHandlerHookHandler =>
    (request, _reply, done) => {
      const key = isPlainObject(request.body) ? request.body[SUBMISSION_ID_FIELD] : undefined;
      if (typeof key !== 'string') return done();
      const claim = { key, form: routeUrl, stored: false, done: false };
      claims.set(request, claim);
      submissionClaims.run(claim, done);
    };
  app.addHook('onSend', async (request, _reply, payload) => {
    const claim = claims.get(request);
    if (claim) claim.done = true;
    return payload;
  });

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
    route.preHandler = [...existing, screenBody(route.url), keySubmission(route.url)];
  });

  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
});
