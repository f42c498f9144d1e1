import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { CONTACT_WORDS, FIELD_WORDS, PRAYER_WORDS } from '#shared/outreach/contract.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '#server/plugins/rate-limit.ts';
import { contactMessages, emailOutbox, emailSubscribers, prayerRequests } from '#server/db/schema/index.ts';
import { human, STAFF, startOutreachKit, type OutreachKit } from '#tests/helpers/outreach-kit.ts';

const contact = {
  name: 'Ruth Moabite',
  email: 'ruth@example.org',
  subject: 'Visiting',
  message: 'When do you meet?',
};
const prayer = { name: 'Hannah', email: 'hannah@example.org', request: 'Please pray for my family.' };

let kit: OutreachKit;
beforeAll(async () => {
  kit = await startOutreachKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.reset());

describe('POST /api/contact/', () => {
  it('stores the message, answers the success text and emails the visitor and staff', async () => {
    const response = await kit.post('/api/contact/', { ...contact, ...human() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_WORDS.success });
    const [row] = await kit.t.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Ruth Moabite', email: 'ruth@example.org', subject: 'Visiting' });
    expect(await kit.rows(contactMessages)).toBe(1);

    const visitor = await kit.smtp.waitForEmailTo('ruth@example.org');
    expect(visitor.subject).toBe('We received your message');
    // The form's text never goes to the address typed in (it may not be the sender's).
    expect(visitor.text).not.toContain('When do you meet?');
    expect(visitor.text).not.toContain('Visiting');
    // Not on the list: the email says so instead of offering an unsubscribe link.
    expect(visitor.text).toContain('You are not on our mailing list');
    const staff = await kit.smtp.waitForEmailTo(STAFF);
    expect(staff.subject).toContain('New contact message: Visiting');
    expect(staff.text).toContain('ruth@example.org');
    expect(staff.text).toContain('When do you meet?');
    expect(await kit.rows(emailSubscribers)).toBe(0);
  });

  it('makes a person who opts in a contact subscriber with a working unsubscribe link', async () => {
    await kit.post('/api/contact/', { ...contact, subscribe_to_newsletter: true });
    const [subscriber] = await kit.t.db.select().from(emailSubscribers);
    expect(subscriber).toMatchObject({
      email: 'ruth@example.org',
      source: 'contact',
      subscribed: true,
      name: 'Ruth Moabite',
    });
    const mail = await kit.smtp.waitForEmailTo('ruth@example.org');
    const link = /\/unsubscribe\?token=([\w-]+)/.exec(mail.text ?? '');
    expect(link?.[1]).toBe(subscriber!.unsubscribeToken);
    expect(await kit.t.app.services.newsletter.unsubscribe(link![1]!)).toEqual({
      email: 'ruth@example.org',
      locale: 'en',
    });
  });

  it.each([
    ['name', { name: '  ' }, FIELD_WORDS.name],
    ['email', { email: '' }, FIELD_WORDS.email],
    ['email', { email: 'ruth-at-example' }, FIELD_WORDS.invalidEmail],
    ['subject', { subject: '' }, FIELD_WORDS.subject],
    ['message', { message: '' }, FIELD_WORDS.message],
    ['message', { message: 'x'.repeat(5001) }, FIELD_WORDS.tooLong(5000)],
    ['name', { name: undefined }, FIELD_WORDS.name],
  ])('refuses a bad %s with its message and stores nothing', async (field, change, message) => {
    const response = await kit.post('/api/contact/', { ...contact, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toContain(message);
    expect(await kit.rows(contactMessages)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
  });

  it('refuses unknown fields', async () => {
    const response = await kit.post('/api/contact/', { ...contact, admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.admin).toEqual(['This field is not allowed.']);
  });

  it('turns away a bot with 400, stores and sends nothing, and counts it', async () => {
    const honeypot = await kit.post('/api/contact/', { ...contact, website: 'http://spam.example' });
    const tooFast = await kit.post('/api/contact/', { ...contact, form_started_at: Date.now() - 200 });
    for (const response of [honeypot, tooFast]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    }
    expect(await kit.rows(contactMessages)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
    expect(await kit.rejections()).toEqual([
      { form: '/api/contact/', reason: 'honeypot' },
      { form: '/api/contact/', reason: 'too_fast' },
    ]);
  });

  it('accepts a plain API post without the anti-spam fields (the documented payload)', async () => {
    const response = await kit.post('/api/contact/', contact);
    expect(response.statusCode).toBe(201);
    expect(await kit.rows(contactMessages)).toBe(1);
    expect(await kit.rejections()).toEqual([]);
  });
});

describe('POST /api/prayer-request/', () => {
  it('is private by default: staff get a link to the admin, never the words', async () => {
    const response = await kit.post('/api/prayer-request/', prayer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: PRAYER_WORDS.success });
    const [row] = await kit.t.db.select().from(prayerRequests);
    expect(row).toMatchObject({ isPrivate: true, phone: null, request: 'Please pray for my family.' });

    const staff = await kit.smtp.waitForEmailTo(STAFF);
    expect(staff.subject).toContain('New private prayer request');
    expect(staff.text).not.toContain('pray for my family');
    expect(staff.text).toContain(`/admin/prayer-requests?id=${row!.id}`);
    const visitor = await kit.smtp.waitForEmailTo('hannah@example.org');
    expect(visitor.text).toContain('Thursdays at 7:00 PM');
    expect(visitor.text).toContain('Half an hour before each gathering');
  });

  it('invites the person to the times of prayer as the prayer page shows them, after staff change them', async () => {
    await kit.publish('prayer-request', (seeded) => ({
      ...seeded,
      schedule: [{ when: 'Sundays at 5:00 PM', what: 'Prayer in the park.' }],
    }));
    await kit.post('/api/prayer-request/', prayer);
    const visitor = await kit.smtp.waitForEmailTo('hannah@example.org');
    expect(visitor.text).toContain('- Sundays at 5:00 PM: Prayer in the park.');
    expect(visitor.text).not.toContain('Thursdays at 7:00 PM');
  });

  it('shares the words with staff when the person says it need not be private, and keeps a given phone', async () => {
    await kit.post('/api/prayer-request/', { ...prayer, is_private: false, phone: '(512) 555-0100' });
    const [row] = await kit.t.db.select().from(prayerRequests);
    expect(row).toMatchObject({ isPrivate: false, phone: '(512) 555-0100' });
    const staff = await kit.smtp.waitForEmailTo(STAFF);
    expect(staff.text).toContain('Please pray for my family.');
    expect(staff.text).toContain('(512) 555-0100');
  });

  it.each([
    ['name', { name: '' }, FIELD_WORDS.name],
    ['email', { email: '' }, FIELD_WORDS.email],
    ['email', { email: 'no@' }, FIELD_WORDS.invalidEmail],
    ['request', { request: ' ' }, FIELD_WORDS.request],
    ['phone', { phone: 'call me' }, FIELD_WORDS.invalidPhone],
    ['is_private', { is_private: 'yes' }, undefined],
  ])('refuses a bad %s and stores nothing', async (field, change, message) => {
    const response = await kit.post('/api/prayer-request/', { ...prayer, ...change });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().fields[field]).toContain(message);
    else expect(response.json().fields[field]).toBeDefined();
    expect(await kit.rows(prayerRequests)).toBe(0);
  });

  it('treats a blank phone as not given', async () => {
    expect((await kit.post('/api/prayer-request/', { ...prayer, phone: '  ' })).statusCode).toBe(201);
    expect((await kit.t.db.select().from(prayerRequests))[0]!.phone).toBeNull();
  });

  it('turns away a bot with 400 and counts it', async () => {
    const response = await kit.post('/api/prayer-request/', { ...prayer, website: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await kit.rows(prayerRequests)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
    expect(await kit.rejections()).toEqual([{ form: '/api/prayer-request/', reason: 'honeypot' }]);
  });
});

describe('per-IP rate limit', () => {
  it('refuses the eleventh form post in a minute from one address and stores nothing for it', async () => {
    const limited = await startOutreachKit({ RATE_LIMITS: 'on' });
    try {
      for (let i = 0; i < 10; i += 1) {
        const ok = await limited.post('/api/contact/', { ...contact, email: `p${i}@example.org` });
        expect(ok.statusCode).toBe(201);
      }
      const refused = await limited.post('/api/contact/', { ...contact, email: 'eleven@example.org' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await limited.rows(contactMessages)).toBe(10);
      // Counted for staff (after the answer: the rate limiter does not wait for it).
      await vi.waitFor(async () =>
        expect(await limited.rejections()).toEqual([{ form: '/api/contact/', reason: 'rate_limit' }]),
      );
    } finally {
      await limited.close();
    }
  });
});
