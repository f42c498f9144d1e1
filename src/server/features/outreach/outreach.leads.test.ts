import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { FIELD_WORDS, LEAD_WORDS } from '#shared/outreach/contract.ts';
import { devotionalLeads, emailOutbox, emailSubscribers, eventLeads } from '#server/db/schema/index.ts';
import { human, STAFF, startOutreachKit, type OutreachKit } from '#tests/helpers/outreach-kit.ts';

const devotional = {
  name: 'Lydia',
  email: 'lydia@example.org',
  phone: '',
  interests: ['devotionals', 'prophecy'],
  source: 'whom_will_god_glorify_devotional',
  book_title: 'Whom Will God Glorify?',
};
const eventLead = {
  name: 'Silas',
  email: 'silas@example.org',
  phone: '512-555-0199',
  interests: ['volunteer'],
};

let kit: OutreachKit;
beforeAll(async () => {
  kit = await startOutreachKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.reset());

describe('POST /api/devotional-lead/', () => {
  it('stores the lead with source, book and IP, answers with the PDF and emails the link', async () => {
    const response = await kit.post('/api/devotional-lead/', { ...devotional, ...human() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: LEAD_WORDS.devotionalSuccess,
      download_url: '/devotionals/whom-will-god-glorify-30-day-devotional.pdf',
    });
    const [row] = await kit.t.db.select().from(devotionalLeads);
    expect(row).toMatchObject({
      email: 'lydia@example.org',
      phone: null,
      source: 'whom_will_god_glorify_devotional',
      bookTitle: 'Whom Will God Glorify?',
      interests: ['devotionals', 'prophecy'],
      subscribedToNewsletter: false,
      ipAddress: '127.0.0.1',
    });
    const mail = await kit.smtp.waitForEmailTo('lydia@example.org');
    expect(mail.text).toContain(
      'http://localhost:3000/devotionals/whom-will-god-glorify-30-day-devotional.pdf',
    );
    const staff = await kit.smtp.waitForEmailTo(STAFF);
    expect(staff.subject).toContain('New devotional download');
    expect(await kit.rows(emailSubscribers)).toBe(0);
  });

  it('hands out the devotional as staff published it: its PDF and its title in the email', async () => {
    await kit.publish('devotionals', (seeded) => ({
      ...seeded,
      whom: {
        ...seeded.whom,
        title: 'Whom Will God Glorify? (revised)',
        pdf: '/devotionals/whom-revised.pdf',
      },
    }));
    const response = await kit.post('/api/devotional-lead/', { ...devotional, ...human() });
    expect(response.json().download_url).toBe('/devotionals/whom-revised.pdf');
    const mail = await kit.smtp.waitForEmailTo('lydia@example.org');
    expect(mail.subject).toBe('Your free devotional: Whom Will God Glorify? (revised)');
    expect(mail.text).toContain('http://localhost:3000/devotionals/whom-revised.pdf');
  });

  it('without a source (the documented payload) hands out the 7-day devotional and stores a legacy lead', async () => {
    const response = await kit.post('/api/devotional-lead/', { name: 'Tabitha', email: 't@example.org' });
    expect(response.json().download_url).toBe('/devotionals/fulfill-your-days-7-day-devotional.pdf');
    expect((await kit.t.db.select().from(devotionalLeads))[0]!.source).toBeNull();
  });

  it('an opted-in person becomes one devotional subscriber, however often and in whatever case they come back', async () => {
    await kit.post('/api/devotional-lead/', { ...devotional, subscribe_to_newsletter: true });
    await kit.post('/api/devotional-lead/', {
      ...devotional,
      email: 'LYDIA@example.org',
      subscribe_to_newsletter: true,
    });
    await kit.post('/api/devotional-lead/', {
      ...devotional,
      source: 'avoiding_untimely_death_devotional',
      subscribe_to_newsletter: true,
    });
    await kit.post('/api/event-lead/', {
      ...eventLead,
      email: 'lydia@example.org',
      subscribe_to_newsletter: true,
    });
    expect(await kit.rows(devotionalLeads)).toBe(2); // one per devotional
    const subscribers = await kit.t.db.select().from(emailSubscribers);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ source: 'devotional', subscribed: true });
    expect(subscribers[0]!.interests).toEqual(
      expect.arrayContaining(['devotionals', 'prophecy', 'volunteer']),
    );
    await kit.t.app.services.outbox.idle();
    const visitorMails = kit.smtp.messages.filter((m) =>
      m.text?.includes(`token=${subscribers[0]!.unsubscribeToken}`),
    );
    // Each reply carries the link. Within the hour a form replies once per address
    // (docs/product.md#emails-and-the-outbox), so the three devotional posts get one reply and the
    // event lead another: two, where there were four.
    expect(visitorMails).toHaveLength(2);
  });

  it('a person already on the newsletter gets the unsubscribe link without opting in again', async () => {
    await kit.t.app.services.newsletter.subscribe({ email: 'lydia@example.org' });
    await kit.post('/api/devotional-lead/', devotional);
    const [subscriber] = await kit.t.db.select().from(emailSubscribers);
    expect(subscriber!.source).toBe('newsletter');
    const mail = await kit.smtp.waitForMessage((m) => m.subject?.includes('Your free devotional') ?? false);
    expect(mail.text).toContain(`/unsubscribe?token=${subscriber!.unsubscribeToken}`);
  });

  it.each([
    ['name', { name: '' }, FIELD_WORDS.name],
    ['email', { email: '' }, FIELD_WORDS.email],
    ['email', { email: 'lydia@' }, FIELD_WORDS.invalidEmail],
    ['phone', { phone: '12' }, FIELD_WORDS.invalidPhone],
    ['interests', { interests: ['gossip'] }, undefined],
    ['source', { source: 'other_devotional' }, undefined],
    ['book_title', { book_title: 'x'.repeat(201) }, FIELD_WORDS.tooLong(200)],
  ])('refuses a bad %s and stores nothing', async (field, change, message) => {
    const response = await kit.post('/api/devotional-lead/', { ...devotional, ...change });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields[field];
    if (message) expect(fields).toContain(message);
    else expect(fields).toBeDefined();
    expect(await kit.rows(devotionalLeads)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
  });

  it('turns away a bot with 400 (no download link), stores and sends nothing, and counts it', async () => {
    const response = await kit.post('/api/devotional-lead/', { ...devotional, form_started_at: Date.now() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await kit.rows(devotionalLeads)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
    expect(await kit.rejections()).toEqual([{ form: '/api/devotional-lead/', reason: 'too_fast' }]);
  });
});

describe('POST /api/event-lead/', () => {
  it('stores one lead per address and emails the visitor and staff', async () => {
    const response = await kit.post('/api/event-lead/', { ...eventLead, ...human() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: LEAD_WORDS.eventSuccess });
    await kit.post('/api/event-lead/', { ...eventLead, email: 'Silas@Example.org', phone: '512-555-0100' });
    const rows = await kit.t.db.select().from(eventLeads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '512-555-0100', interests: ['volunteer'] });
    expect((await kit.smtp.waitForEmailTo('silas@example.org')).subject).toContain('event details');
    expect((await kit.smtp.waitForEmailTo(STAFF)).text).toContain('512-555-0199');
  });

  it('tells the gathering’s time in the zone of the settings', async () => {
    await kit.post('/api/event-lead/', eventLead);
    expect((await kit.smtp.waitForEmailTo('silas@example.org')).text).toContain(
      'Undivided Hearts Gathering: Second and last Saturday of the month, 7:00 PM Central Time, ' +
        'at Undivided Hearts Ministry Center, 1817 E 12th St, Austin, TX 78702.',
    );
    await kit.reset();
    await kit.publish('site', (seeded) => ({ ...seeded, timeZone: 'America/Los_Angeles' }));
    await kit.post('/api/event-lead/', eventLead);
    const reply = await kit.smtp.waitForEmailTo('silas@example.org');
    expect(reply.text).toContain('Second and last Saturday of the month, 7:00 PM Pacific Time,');
    expect(reply.text).not.toMatch(/CST|CDT|Central/);
  });

  it('names the gathering time and meeting place staff set in the settings', async () => {
    await kit.publish('site', (seeded) => ({
      ...seeded,
      meetingPlace: {
        ...seeded.meetingPlace,
        name: 'Chestnut Hall',
        address: '2300 Chestnut Ave, Austin, TX 78722',
      },
      gathering: { ...seeded.gathering, days: 'Every Sunday', startTime: '10:30' },
    }));
    await kit.post('/api/event-lead/', eventLead);
    expect((await kit.smtp.waitForEmailTo('silas@example.org')).text).toContain(
      'Undivided Hearts Gathering: Every Sunday, 10:30 AM Central Time, at Chestnut Hall, 2300 Chestnut Ave, Austin, TX 78722.',
    );
  });

  it('makes an opted-in lead an event subscriber', async () => {
    await kit.post('/api/event-lead/', { ...eventLead, subscribe_to_newsletter: true });
    expect((await kit.t.db.select().from(emailSubscribers))[0]).toMatchObject({
      source: 'event',
      phone: '512-555-0199',
    });
    expect((await kit.t.db.select().from(eventLeads))[0]!.subscribedToNewsletter).toBe(true);
  });

  it.each([
    ['phone', { phone: '' }, FIELD_WORDS.phone],
    ['phone', { phone: undefined }, FIELD_WORDS.phone],
    ['phone', { phone: 'not a phone' }, FIELD_WORDS.invalidPhone],
    ['name', { name: '' }, FIELD_WORDS.name],
    ['email', { email: 'x' }, FIELD_WORDS.invalidEmail],
    ['interests', { interests: ['devotionals'] }, undefined],
  ])('refuses a bad %s and stores nothing', async (field, change, message) => {
    const response = await kit.post('/api/event-lead/', { ...eventLead, ...change });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields[field];
    if (message) expect(fields).toContain(message);
    else expect(fields).toBeDefined();
    expect(await kit.rows(eventLeads)).toBe(0);
  });

  it('turns away a bot with 400 and counts it', async () => {
    const response = await kit.post('/api/event-lead/', { ...eventLead, website: 'spam' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await kit.rows(eventLeads)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
    expect(await kit.rejections()).toEqual([{ form: '/api/event-lead/', reason: 'honeypot' }]);
  });
});
