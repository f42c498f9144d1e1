import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_WORDS } from '#shared/newsletter/contract.ts';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { createTestApp, type TestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { formRejectionRows } from '#tests/helpers/form-rejections.ts';
import { emailOutbox, emailSubscribers } from '#server/db/schema/index.ts';

// The English words, as a caller that sends no language gets them.
const EN_WORDS = NEWSLETTER_WORDS.in('en');

const subscribe = (t: TestApp, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/newsletter/subscribe/', payload: payload as object });

describe('POST /api/newsletter/subscribe/', () => {
  let t: TestAppWithMail;

  beforeEach(async () => {
    t = await createTestApp({ smtp: true });
  });
  afterEach(() => t.close());

  const subscriberCount = async () => (await t.db.select({ n: count() }).from(emailSubscribers))[0]!.n;

  it('stores a newsletter subscriber and delivers a welcome email over SMTP', async () => {
    const response = await subscribe(t, { email: 'Ruth@Example.org' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: EN_WORDS('form.subscribed') });

    const [row] = await t.db.select().from(emailSubscribers);
    expect(row).toMatchObject({ email: 'Ruth@Example.org', source: 'newsletter', subscribed: true });

    const mail = await t.smtp.waitForEmailTo('ruth@example.org');
    expect(mail.subject).toContain('Welcome');
    expect(mail.text).toContain(`/unsubscribe?token=${row!.unsubscribeToken}`);
    await t.app.services.outbox.idle();
    const [queued] = await t.db.select().from(emailOutbox);
    expect(queued).toMatchObject({ status: 'sent', attempts: 1, kind: 'newsletter.welcome' });
  });

  // A second sign-up used to answer 200 "You're already on our list", telling anyone who
  // typed an address that its owner is on the ministry's list. Now it answers like the first.
  it('makes one subscriber and answers a second sign-up of the same email (any case) like the first', async () => {
    const first = await subscribe(t, { email: 'ana@example.org' });
    const again = await subscribe(t, { email: 'ANA@example.org' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await subscriberCount()).toBe(1);
    await t.app.services.outbox.idle();
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(1);
  });

  it('keeps one subscriber when the same address arrives concurrently', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => subscribe(t, { email: 'race@example.org' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await subscriberCount()).toBe(1);
    await t.app.services.outbox.idle();
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(1);
  });

  it.each([
    [{}, EN_WORDS('form.emptyEmail')],
    [{ email: '' }, EN_WORDS('form.emptyEmail')],
    [{ email: '   ' }, EN_WORDS('form.emptyEmail')],
    [{ email: 'not-an-email' }, EN_WORDS('form.invalidEmail')],
    [{ email: `${'a'.repeat(250)}@example.org` }, EN_WORDS('form.invalidEmail')],
  ])('refuses %j with a field message and stores nothing', async (payload, message) => {
    const response = await subscribe(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toContain(message);
    expect(await subscriberCount()).toBe(0);
  });

  it('refuses unknown fields', async () => {
    const response = await subscribe(t, { email: 'a@example.org', is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ is_admin: ['This field is not allowed.'] });
    expect(await subscriberCount()).toBe(0);
  });

  it('refuses a filled honeypot or a form sent faster than a person could, storing nothing', async () => {
    const honeypot = await subscribe(t, { email: 'bot@example.org', website: 'http://spam.example' });
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    const tooFast = await subscribe(t, { email: 'bot@example.org', form_started_at: Date.now() - 100 });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await subscriberCount()).toBe(0);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(await formRejectionRows(t.db)).toEqual([
      { form: '/api/newsletter/subscribe/', reason: 'honeypot' },
      { form: '/api/newsletter/subscribe/', reason: 'too_fast' },
    ]);
    const human = await subscribe(t, {
      email: 'human@example.org',
      website: '',
      form_started_at: Date.now() - 8000,
    });
    expect(human.statusCode).toBe(201);
    expect(await subscriberCount()).toBe(1);
  });

  it('refuses a body that is not JSON or too large', async () => {
    const notJson = await t.request({
      method: 'POST',
      url: '/api/newsletter/subscribe/',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.org',
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toEqual({ error: 'Please send the request as JSON.' });
    const huge = await subscribe(t, { email: 'a@example.org', website: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect(await subscriberCount()).toBe(0);
  });

  it('answers without the trailing slash too', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'x@example.org' },
    });
    expect(response.statusCode).toBe(201);
    expect(await t.db.execute(sql`select 1`)).toBeTruthy();
  });
});

describe('newsletter email delivery', () => {
  it('retries a failed delivery and holds mail when no SMTP server is configured', async () => {
    const t = await createTestApp({ smtp: true });
    try {
      t.smtp.failNext(1);
      await subscribe(t, { email: 'retry@example.org' });
      await t.app.services.outbox.idle();
      const [afterFailure] = await t.db.select().from(emailOutbox);
      expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 });
      expect(afterFailure!.lastError).toMatch(/451|Temporary/);
      expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(t.smtp.messages).toHaveLength(0);
    } finally {
      await t.close();
    }

    const noSmtp = await createTestApp({ mailer: null });
    try {
      await subscribe(noSmtp, { email: 'held@example.org' });
      await noSmtp.app.services.outbox.idle();
      const [held] = await noSmtp.db.select().from(emailOutbox);
      expect(held).toMatchObject({ status: 'held', attempts: 0 });
    } finally {
      await noSmtp.close();
    }
  });
});
