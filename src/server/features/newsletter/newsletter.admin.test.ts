/**
 * Sending a newsletter from the admin, over the real API, a real database and a real SMTP server:
 * only active subscribers of the chosen sources receive it, with a working unsubscribe link and the
 * RFC 8058 headers; a double submit sends once; bad input is refused field by field.
 */
import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_NEWSLETTER_WORDS as M } from '#shared/newsletter/admin-contract.ts';
import { recipientsOf } from '#tests/fakes/smtp-server.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestAppWithMail } from '#tests/helpers/app.ts';
import { buildSubscriber, type SubscriberRow } from '#tests/helpers/generators/subscribers.ts';
import { signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { emailOutbox, emailSubscribers, newsletterCampaigns } from '#server/db/schema/index.ts';
import { NEWSLETTER_CAMPAIGN_KIND } from '#server/features/newsletter/newsletter.admin.emails.ts';

const token = () => crypto.randomBytes(16).toString('hex');

/**
 * A header as it arrived on the wire (mailparser merges List-* into one structured value), unfolded
 * (a long header continues after CRLF and whitespace) with its whitespace runs made single spaces.
 */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((line) => line.key === key)
    ?.line.replace(/\r?\n/g, '')
    .replace(/\s+/g, ' ');

describe('staff newsletter compose and send', () => {
  let t: TestAppWithMail;
  let cookie: string;
  /** Each test's addresses are its own. */
  let run: string;
  const address = (name: string) => `${name}.${run}@example.org`;

  beforeEach(async () => {
    run = token().slice(0, 8);
    t = await createTestApp({ smtp: true });
    cookie = await signInAsStaff(t);
    const subscriber = (name: string, source: SubscriberRow['source'], subscribed = true) =>
      buildSubscriber({ email: address(name), source, subscribed });
    await t.db
      .insert(emailSubscribers)
      .values([
        subscriber('ruth', 'newsletter'),
        subscriber('boaz', 'devotional'),
        subscriber('naomi', 'devotional', false),
        subscriber('orpah', 'event'),
        subscriber('jesse', 'manual'),
      ]);
  });
  afterEach(() => t.close());

  const send = (payload: object, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'POST', url: '/api/admin/newsletters/', payload, headers });
  const compose = (overrides: object = {}) => ({
    subject: 'Autumn gathering',
    body: 'Dear friends,\n\nWe meet on <Saturday> at 6 & pray together.\nBring a friend.',
    sources: ['newsletter', 'devotional'],
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  });
  const campaignMailTo = (to: string) =>
    t.smtp.waitForMessage(
      (mail) => recipientsOf(mail).includes(to) && mail.subject === 'Autumn gathering',
      5000,
    );
  const received = (to: string) =>
    t.smtp.messages.filter((mail: ParsedMail) => recipientsOf(mail).includes(to)).length;

  it('counts active subscribers per source for the compose form', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/newsletters/audience/',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().by_source).toEqual([
      { source: 'devotional', active: 1 },
      { source: 'event', active: 1 },
      { source: 'contact', active: 0 },
      { source: 'newsletter', active: 1 },
      { source: 'manual', active: 1 },
    ]);
  });

  it('sends to the active subscribers of the chosen sources only, with unsubscribe link and headers', async () => {
    const response = await send(compose());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      duplicate: false,
      campaign: {
        subject: 'Autumn gathering',
        sources: ['newsletter', 'devotional'],
        recipient_count: 2,
        sent_by: TEST_STAFF.username,
      },
    });

    const mail = await campaignMailTo(address('ruth'));
    await campaignMailTo(address('boaz'));
    await t.app.services.outbox.idle();
    for (const absent of ['naomi', 'orpah', 'jesse']) expect(received(address(absent))).toBe(0);

    const [ruth] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, address('ruth')));
    const pageLink = `${TEST_PUBLIC_URL}/unsubscribe?token=${ruth!.unsubscribeToken}`;
    const oneClick = `${TEST_PUBLIC_URL}/api/newsletter/unsubscribe/?token=${ruth!.unsubscribeToken}`;
    expect(mail.text).toContain('We meet on <Saturday> at 6 & pray together.');
    expect(mail.text).toContain(pageLink);
    expect(mail.html).toContain('<p>We meet on &lt;Saturday&gt; at 6 &amp; pray together.<br>');
    expect(mail.html).not.toContain('<Saturday>');
    expect(mail.html).toContain(`href="${pageLink}"`);
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(headerLine(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${oneClick}>`);

    expect(ruth!.totalEmailsSent).toBe(1);
    const [naomi] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, address('naomi')));
    expect(naomi!.totalEmailsSent).toBe(0);
    const [campaign] = await t.db.select().from(newsletterCampaigns);
    expect(campaign).toMatchObject({ recipientCount: 2, sentBy: TEST_STAFF.username });

    const list = await t.request({ method: 'GET', url: '/api/admin/newsletters/', headers: { cookie } });
    expect(list.json().results).toEqual([
      expect.objectContaining({ subject: 'Autumn gathering', recipient_count: 2 }),
    ]);
  });

  it('one-click unsubscribe from the List-Unsubscribe header works, and the person gets no next newsletter', async () => {
    await send(compose());
    const mail = await campaignMailTo(address('ruth'));
    const url = new URL(/<(.+)>/.exec(headerLine(mail, 'list-unsubscribe') ?? '')![1]!);
    const response = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(response.statusCode).toBe(200);

    await send(compose({ subject: 'Winter gathering' }));
    await t.smtp.waitForMessage(
      (m) => recipientsOf(m).includes(address('boaz')) && m.subject === 'Winter gathering',
    );
    await t.app.services.outbox.idle();
    const ruthMails = t.smtp.messages.filter((m) => recipientsOf(m).includes(address('ruth')));
    expect(ruthMails.map((m) => m.subject)).toEqual(['Autumn gathering']);
  });

  it('the unsubscribe link in the text leads to the /unsubscribe page flow, which unsubscribes', async () => {
    await send(compose());
    const mail = await campaignMailTo(address('boaz'));
    const link = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')![1]!;
    const tokenInLink = new URL(link).searchParams.get('token')!;
    // The page's action calls this service method (the page itself is covered by the browser journey).
    expect(await t.app.services.newsletter.unsubscribe(tokenInLink)).toEqual({
      email: address('boaz'),
      locale: 'en',
    });
    const [boaz] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, address('boaz')));
    expect(boaz!.subscribed).toBe(false);
  });

  it('a GET of the one-click address shows the asking page instead of unsubscribing', async () => {
    const response = await t.request({ method: 'GET', url: '/api/newsletter/unsubscribe/?token=abc' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/unsubscribe?token=abc');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/newsletter/unsubscribe/?token=nope',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends once when the same form is submitted twice, even at the same moment', async () => {
    const payload = compose({ sources: ['event'] });
    const [first, second] = await Promise.all([send(payload), send(payload)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    const third = await send(payload);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ duplicate: true, campaign: { recipient_count: 1 } });
    await t.app.services.outbox.idle();
    expect((await t.db.select({ n: count() }).from(newsletterCampaigns))[0]!.n).toBe(1);
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, NEWSLETTER_CAMPAIGN_KIND));
    expect(queued).toHaveLength(1);
    const [orpah] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, address('orpah')));
    expect(orpah!.totalEmailsSent).toBe(1);
  });

  it.each([
    [{ subject: '  ' }, 'subject', M.subjectRequired],
    [{ subject: 'x'.repeat(201) }, 'subject', M.subjectTooLong],
    [{ body: '' }, 'body', M.bodyRequired],
    [{ sources: [] }, 'sources', M.sourcesRequired],
    [{ sources: ['everyone'] }, 'sources', M.sourcesInvalid],
    [{ idempotency_key: 'x' }, 'idempotency_key', M.idempotencyKeyInvalid],
  ])('refuses %j with the field and its message, sending nothing', async (overrides, field, message) => {
    const response = await send(compose(overrides));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().fields[field])).toContain(message);
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(0);
  });

  it('queues one email per subscriber of a list larger than one insert, and counts each once', async () => {
    // No mailer here: the 1,205 emails are only queued ('held'), none is delivered.
    const big = await createTestApp({});
    try {
      const bigCookie = await signInAsStaff(big);
      await big.db
        .insert(emailSubscribers)
        .values(
          Array.from({ length: 1205 }, (_, i) => buildSubscriber({ email: `reader${i}.${run}@example.org` })),
        );
      const response = await big.request({
        method: 'POST',
        url: '/api/admin/newsletters/',
        payload: compose({ sources: ['newsletter'] }),
        headers: { cookie: bigCookie },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().campaign.recipient_count).toBe(1205);
      const queued = await big.db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, NEWSLETTER_CAMPAIGN_KIND));
      expect(new Set(queued.map((row) => row.to)).size).toBe(1205);
      const counted = await big.db.select({ sent: emailSubscribers.totalEmailsSent }).from(emailSubscribers);
      expect(counted.every((row) => row.sent === 1)).toBe(true);
    } finally {
      await big.close();
    }
  });

  it('refuses a send to sources without active subscribers, storing no campaign', async () => {
    const response = await send(compose({ sources: ['contact'] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.sources).toEqual([M.noRecipients]);
    expect((await t.db.select({ n: count() }).from(newsletterCampaigns))[0]!.n).toBe(0);
  });

  it('answers 401 without a session, and sends nothing', async () => {
    expect((await send(compose(), {})).statusCode).toBe(401);
    const audience = await t.request({ method: 'GET', url: '/api/admin/newsletters/audience/' });
    expect(audience.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/newsletters/' })).statusCode).toBe(401);
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(0);
  });
});
