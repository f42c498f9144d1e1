/**
 * The staff email outbox over the real API, a real database and a real SMTP server: the list with
 * its filter, search and pages, and the retry that delivers a failed email (but never a sent one twice).
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_NEWSLETTER_WORDS } from '#shared/newsletter/admin-contract.ts';
import { recipientsOf, REJECT_ONCE_MARK } from '#tests/fakes/smtp-server.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { buildOutboxEmail, type OutboxRow } from '#tests/helpers/generators/outbox.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';

const at = (iso: string) => new Date(iso);

describe('staff email outbox', () => {
  let t: TestAppWithMail;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp({ smtp: true });
    cookie = await signInAsStaff(t);
    // Stop the worker from picking up what the test writes: each test wakes it on purpose.
    await t.app.services.outbox.stop();
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'GET', url, headers });
  const retry = (id: string, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'POST', url: `/api/admin/outbox/${id}/retry/`, headers });

  async function insert(rows: Partial<OutboxRow>[]): Promise<string[]> {
    const values = rows.map((row, index) =>
      buildOutboxEmail({
        toAddress: `person${index}@example.org`,
        subject: `Subject ${index}`,
        textBody: 'SECRET BODY TEXT',
        ...row,
      }),
    );
    return (await t.db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id })).map((r) => r.id);
  }

  it('lists every email newest first with its delivery facts and never its body', async () => {
    await insert([
      {
        status: 'sent',
        createdAt: at('2026-06-01T10:00:00Z'),
        sentAt: at('2026-06-01T10:00:05Z'),
        attempts: 1,
      },
      {
        status: 'failed',
        kind: 'prayer.staff',
        subject: 'New prayer request',
        createdAt: at('2026-06-03T10:00:00Z'),
        attempts: 6,
        lastError: '550 mailbox unavailable',
      },
      { status: 'queued', createdAt: at('2026-06-02T10:00:00Z') },
    ]);
    const response = await get('/api/admin/outbox/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('SECRET BODY TEXT');
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['failed', 'queued', 'sent']);
    expect(body.results[0]).toMatchObject({
      kind: 'prayer.staff',
      to_address: 'person1@example.org',
      subject: 'New prayer request',
      attempts: 6,
      last_error: '550 mailbox unavailable',
      created_at: '2026-06-03T10:00:00.000Z',
      sent_at: null,
    });
    expect(body.results[2].sent_at).toBe('2026-06-01T10:00:05.000Z');
  });

  it('filters by status, searches recipient or subject literally, and pages', async () => {
    await insert([
      {
        status: 'failed',
        toAddress: 'ruth@example.org',
        subject: 'Welcome',
        createdAt: at('2026-06-01T00:00:00Z'),
      },
      {
        status: 'sent',
        toAddress: 'boaz@example.org',
        subject: '100% grace',
        createdAt: at('2026-06-02T00:00:00Z'),
      },
      {
        status: 'sent',
        toAddress: 'naomi@example.org',
        subject: 'Welcome back',
        createdAt: at('2026-06-03T00:00:00Z'),
      },
      {
        status: 'held',
        toAddress: 'orpah@example.org',
        subject: 'Held one',
        createdAt: at('2026-06-04T00:00:00Z'),
      },
    ]);
    const sent = (await get('/api/admin/outbox/?status=sent')).json();
    expect(sent.results.map((r: { to_address: string }) => r.to_address)).toEqual([
      'naomi@example.org',
      'boaz@example.org',
    ]);
    const search = (await get('/api/admin/outbox/?search=WELCOME')).json();
    expect(search.count).toBe(2);
    const byRecipient = (await get('/api/admin/outbox/?search=ruth@')).json();
    expect(byRecipient.results.map((r: { subject: string }) => r.subject)).toEqual(['Welcome']);
    expect((await get('/api/admin/outbox/?search=%25')).json().count).toBe(1); // a literal %
    expect((await get('/api/admin/outbox/?search=welcome&status=failed')).json().count).toBe(1);
    const page2 = (await get('/api/admin/outbox/?page=2&page_size=3')).json();
    expect(page2).toMatchObject({ count: 4, page: 2, page_size: 3 });
    expect(page2.results.map((r: { to_address: string }) => r.to_address)).toEqual(['ruth@example.org']);
  });

  it('refuses an unknown status with the field named', async () => {
    const response = await get('/api/admin/outbox/?status=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.status).toBeDefined();
  });

  it('retries a failed email: queued and due now, then delivered over SMTP', async () => {
    const [id] = await insert([
      {
        status: 'failed',
        toAddress: 'retry-me@example.org',
        subject: 'Your RSVP',
        textBody: 'See you there',
        attempts: 6,
        lastError: '451 try later',
        nextAttemptAt: at('2030-01-01T00:00:00Z'),
      },
    ]);
    const response = await retry(id!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'queued' });

    await t.app.services.outbox.deliverBatch();
    const mail = await t.smtp.waitForEmailTo('retry-me@example.org');
    expect(mail.subject).toBe('Your RSVP');
    expect(mail.text).toContain('See you there');
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 7, lastError: null });
  });

  it('sends an email again under the same Message-ID, so a copy after a crash is the same message', async () => {
    const [id] = await insert([{ status: 'queued', toAddress: 'once@example.org', subject: 'Your RSVP' }]);
    await t.app.services.outbox.deliverBatch();
    const first = await t.smtp.waitForEmailTo('once@example.org');
    // The SMTP server said OK, then the process died before its commit: the row is still queued.
    await t.db.update(emailOutbox).set({ status: 'queued', sentAt: null }).where(eq(emailOutbox.id, id!));
    await t.app.services.outbox.deliverBatch();
    const copy = await t.smtp.waitForMessage(
      (mail) => mail !== first && recipientsOf(mail).includes('once@example.org'),
    );
    expect(first.messageId).toBe(`<${id}@example.org>`);
    expect(copy.messageId).toBe(first.messageId);
  });

  it('wakes the worker on retry, so a held email goes out without waiting for the next poll', async () => {
    const [id] = await insert([{ status: 'held', toAddress: 'held@example.org', subject: 'Held welcome' }]);
    t.app.services.outbox.start();
    const response = await retry(id!);
    expect(response.statusCode).toBe(200);
    const mail = await t.smtp.waitForEmailTo('held@example.org');
    expect(mail.subject).toBe('Held welcome');
  });

  it('marks an email refused for good (SMTP 550) as failed at once, and a retry then delivers it', async () => {
    const to = `ruth${REJECT_ONCE_MARK}@example.org`;
    t.app.services.outbox.start();
    expect(
      (await t.request({ method: 'POST', url: '/api/newsletter/subscribe/', payload: { email: to } }))
        .statusCode,
    ).toBe(201);
    await t.app.services.outbox.idle();
    const failed = (await get('/api/admin/outbox/?status=failed')).json();
    expect(failed.results).toEqual([
      expect.objectContaining({ to_address: to, kind: 'newsletter.welcome', attempts: 1, status: 'failed' }),
    ]);
    expect(failed.results[0].last_error).toContain('550');

    expect((await retry(failed.results[0].id)).statusCode).toBe(200);
    const mail = await t.smtp.waitForEmailTo(to);
    expect(mail.subject).toContain('Welcome');
    await t.app.services.outbox.idle();
    expect((await get('/api/admin/outbox/?status=sent')).json().results[0]).toMatchObject({
      to_address: to,
      attempts: 2,
    });
  });

  it("logs a refusal (SMTP 550) with its code and reason, never the recipient's address", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ smtp: true, log: { level: 'info', lines } });
    try {
      const to = `miriam.cohen${REJECT_ONCE_MARK}@example.org`;
      const answer = await logged.request({
        method: 'POST',
        url: '/api/newsletter/subscribe/',
        payload: { email: to },
      });
      expect(answer.statusCode).toBe(201);
      await logged.app.services.outbox.idle();
      const notSent = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'email not sent');
      expect(notSent).toEqual([expect.objectContaining({ kind: 'newsletter.welcome', smtpCode: 550 })]);
      expect(notSent[0].reason).toContain('Recipient address rejected');
      expect(lines.join('\n')).not.toContain('miriam.cohen');
    } finally {
      await logged.close();
    }
  });

  it('refuses to retry a sent email (409) and leaves it sent', async () => {
    const [id] = await insert([{ status: 'sent', sentAt: at('2026-06-01T00:00:00Z'), attempts: 1 }]);
    const response = await retry(id!);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(ADMIN_NEWSLETTER_WORDS.retrySent);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row!.status).toBe('sent');
  });

  it('refuses to retry an email already queued, and answers 404 for one that does not exist', async () => {
    const [id] = await insert([{ status: 'queued' }]);
    expect((await retry(id!)).statusCode).toBe(409);
    const missing = await retry('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ADMIN_NEWSLETTER_WORDS.emailNotFound);
  });

  it('answers 401 without a session and 403 for a retry from another site', async () => {
    const [id] = await insert([{ status: 'failed' }]);
    const list = await get('/api/admin/outbox/', {});
    expect(list.statusCode).toBe(401);
    expect(list.json().error).toBe(NOT_SIGNED_IN_MESSAGE);
    expect((await retry(id!, {})).statusCode).toBe(401);
    expect((await retry(id!, { cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row!.status).toBe('failed');
  });
});
