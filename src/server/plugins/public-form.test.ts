/**
 * `form: 'public'`: the one declaration that gives a route the form rate limit (its refusals
 * counted) and turns away automated posts. On the real app with rate limits on, and on a bare
 * Fastify with only these plugins, for what the app's own routes cannot show.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import {
  ALREADY_RECEIVED_MESSAGE,
  automatedReason,
  type FormGuardInput,
  SPAM_REJECTED_MESSAGE,
} from '#shared/forms/guard-fields.ts';
import { createTestApp } from '#tests/helpers/app.ts';
import { formRejectionRows } from '#tests/helpers/form-rejections.ts';
import { contactMessages, emailOutbox, type FormRejectionReason } from '#server/db/schema/index.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { publicFormPlugin } from '#server/plugins/public-form.ts';
import {
  PUBLIC_FORM_RATE_LIMIT,
  rateLimitPlugin,
  TOO_MANY_REQUESTS_MESSAGE,
} from '#server/plugins/rate-limit.ts';

describe('a public form on the app', () => {
  it('gets the form rate limit, and a client refused is counted once per window as rate_limit', async () => {
    const t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.max + 3; i += 1) {
        const response = await t.request({
          method: 'POST',
          url: '/api/newsletter/subscribe/',
          payload: { email: `p${i}@example.org` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
        }
      }
      expect(statuses).toEqual([...Array(PUBLIC_FORM_RATE_LIMIT.max).fill(201), 429, 429, 429]);
      // The rate limiter does not wait for the count: it lands just after the answer.
      await vi.waitFor(async () =>
        expect(await formRejectionRows(t.db)).toEqual([
          { form: '/api/newsletter/subscribe/', reason: 'rate_limit' },
        ]),
      );
    } finally {
      await t.close();
    }
  });
});

describe('a retried public form post (the same submission key)', () => {
  const contact = (submissionId: string, subject = 'Sunday times') => ({
    name: 'Ruth',
    email: 'ruth@example.org',
    subject,
    message: 'When do you meet?',
    submission_id: submissionId,
  });

  it('stores nothing twice: the retry is answered 409 that it was already received', async () => {
    const t = await createTestApp({ env: { STAFF_EMAIL: 'staff@example.org' } });
    try {
      const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
      const post = (payload: object) => t.request({ method: 'POST', url: '/api/contact/', payload });
      expect((await post(contact(key))).statusCode).toBe(201);
      const retried = await post(contact(key));
      expect(retried.statusCode).toBe(409);
      expect(retried.json()).toEqual({ error: ALREADY_RECEIVED_MESSAGE });
      const stored = async () => ({
        messages: (await t.db.select({ n: count() }).from(contactMessages))[0]!.n,
        emails: (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n,
      });
      expect(await stored()).toEqual({ messages: 1, emails: 2 });
      // Another filling-in of the form (a new key) is a new message: staff are told again, while
      // Ruth's reply waits for the hour to pass (one reply per form and address an hour).
      expect((await post(contact('f'.repeat(32), 'Parking'))).statusCode).toBe(201);
      expect(await stored()).toEqual({ messages: 2, emails: 3 });
    } finally {
      await t.close();
    }
  });

  it('lets two copies sent at once store one record', async () => {
    const t = await createTestApp();
    try {
      const key = 'b'.repeat(32);
      const answers = await Promise.all(
        [1, 2].map(() => t.request({ method: 'POST', url: '/api/contact/', payload: contact(key) })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect((await t.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('refuses a malformed key with a message, storing nothing', async () => {
    const t = await createTestApp();
    try {
      const response = await t.request({ method: 'POST', url: '/api/contact/', payload: contact('short') });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('submission_id is 16 to 64 letters, digits, - or _');
      expect((await t.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('the public-form plugin on its own', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const recorded: Array<{ form: string; reason: FormRejectionReason }> = [];
  const formGuard = {
    reasonToReject: (body: FormGuardInput) => automatedReason(body, Date.now()),
    recordRejection: async (form: string, reason: FormRejectionReason) => {
      recorded.push({ form, reason });
    },
  };

  async function bareApp(rateLimits: boolean) {
    recorded.length = 0;
    const bare = Fastify();
    await bare.register(errorsPlugin);
    await bare.register(publicFormPlugin, { formGuard });
    await bare.register(rateLimitPlugin, { enabled: rateLimits });
    return bare;
  }

  it('names a catch-all page route’s refusals by the page path, without its query', async () => {
    app = await bareApp(true);
    app.post('/*', { config: { access: 'public', form: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    for (let i = 0; i < PUBLIC_FORM_RATE_LIMIT.max; i += 1) {
      expect((await app.inject({ method: 'POST', url: '/newsletter' })).statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'POST', url: '/newsletter?index&token=secret' });
    expect(refused.statusCode).toBe(429);
    // Another page shares the same per-client limit, and the client was counted already.
    expect((await app.inject({ method: 'POST', url: '/giving' })).statusCode).toBe(429);
    await vi.waitFor(() => expect(recorded).toEqual([{ form: '/newsletter', reason: 'rate_limit' }]));
  });

  it('screens parsed bodies only: a raw page body passes to the page action', async () => {
    app = await bareApp(false);
    app.post('/api/form/', { config: { access: 'public', form: 'public' } }, async () => ({ ok: true }));
    await app.register(async (child) => {
      child.removeAllContentTypeParsers();
      child.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      child.post('/page', { config: { access: 'public', form: 'public' } }, async () => ({ ok: true }));
    });
    await app.ready();
    const bot = await app.inject({ method: 'POST', url: '/api/form/', payload: { website: 'x' } });
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    const plain = await app.inject({ method: 'POST', url: '/api/form/', payload: { name: 'Ann' } });
    expect(plain.statusCode).toBe(200);
    const page = await app.inject({
      method: 'POST',
      url: '/page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'website=x',
    });
    expect(page.statusCode).toBe(200);
    expect(recorded).toEqual([{ form: '/api/form/', reason: 'honeypot' }]);
  });

  it('refuses to start when a public form is not public or brings its own limit', async () => {
    app = await bareApp(false);
    expect(() =>
      app!.post('/staff-form', { config: { access: 'staff', form: 'public' } }, async () => ({})),
    ).toThrow(/access: 'public'/);
    expect(() =>
      app!.post(
        '/own-limit',
        { config: { access: 'public', form: 'public', rateLimit: { max: 1000 } } },
        async () => ({}),
      ),
    ).toThrow(/own rateLimit/);
  });
});
