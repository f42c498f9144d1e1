/**
 * Staff lists of subscribers and leads over the real API and a real database: pagination, search,
 * the source filter, statistics, the refusals of bad queries, and the staff-only guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildDevotionalLead, buildEventLead } from '#tests/helpers/generators/outreach.ts';
import { buildSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { devotionalLeads, emailSubscribers, eventLeads } from '#server/db/schema/index.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';
import { containsPattern } from '#server/db/list-query.ts';

describe('admin subscriber and lead lists', () => {
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
    await t.db.insert(emailSubscribers).values([
      buildSubscriber({
        email: 'ruth@example.org',
        name: 'Ruth Moab',
        source: 'newsletter',
        subscribedAt: new Date('2026-06-10T10:00:00Z'),
        verified: true,
        totalEmailsSent: 4,
        totalEmailsOpened: 3,
      }),
      buildSubscriber({
        email: 'boaz@example.org',
        name: 'Boaz',
        source: 'devotional',
        locale: 'es',
        subscribedAt: new Date('2026-05-02T10:00:00Z'),
        totalEmailsSent: 4,
        totalEmailsOpened: 0,
      }),
      buildSubscriber({
        email: 'naomi@example.org',
        name: '100%_sure',
        source: 'devotional',
        subscribedAt: new Date('2026-05-20T10:00:00Z'),
        subscribed: false,
      }),
      buildSubscriber({
        email: 'old@example.org',
        name: 'Long ago',
        source: 'manual',
        subscribedAt: new Date('2024-01-01T10:00:00Z'),
      }),
    ]);
    await t.db.insert(devotionalLeads).values([
      buildDevotionalLead({
        name: 'Hannah',
        email: 'hannah@example.org',
        source: 'general_devotional',
        downloadedAt: new Date('2026-06-01T00:00:00Z'),
      }),
      buildDevotionalLead({
        name: 'Legacy Lead',
        email: 'legacy@example.org',
        source: null,
        bookTitle: 'Whom Will God Glorify',
        downloadedAt: new Date('2026-06-05T00:00:00Z'),
        ipAddress: '203.0.113.9',
      }),
    ]);
    await t.db.insert(eventLeads).values([
      buildEventLead({
        name: 'Eli',
        email: 'eli@example.org',
        phone: '512-555-0101',
        interests: ['volunteer'],
        contactNotes: 'Call after 5',
      }),
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'GET', url, headers });

  it('lists email subscribers newest first with every field, paginated', async () => {
    const first = await get('/api/admin/email-subscribers/?page_size=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body).toMatchObject({ count: 4, page: 1, page_size: 2 });
    expect(body.results.map((r: { email: string }) => r.email)).toEqual([
      'ruth@example.org',
      'naomi@example.org',
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      name: 'Ruth Moab',
      email: 'ruth@example.org',
      phone: null,
      source: 'newsletter',
      language: 'en',
      interests: [],
      subscribed: true,
      verified: true,
      subscribed_at: '2026-06-10T10:00:00.000Z',
      total_emails_sent: 4,
      total_emails_opened: 3,
    });
    const second = (await get('/api/admin/email-subscribers/?page_size=2&page=2')).json();
    expect(second.results.map((r: { email: string }) => r.email)).toEqual([
      'boaz@example.org',
      'old@example.org',
    ]);
    expect((await get('/api/admin/email-subscribers/?page=9')).json().results).toEqual([]);
  });

  it('shows each subscriber’s language and filters by it (docs/product.md#subscribers-and-leads)', async () => {
    const spanish = (await get('/api/admin/email-subscribers/?language=es')).json();
    expect(spanish.results.map((r: { email: string; language: string }) => [r.email, r.language])).toEqual([
      ['boaz@example.org', 'es'],
    ]);
    const english = (await get('/api/admin/email-subscribers/?language=en&source=devotional')).json();
    expect(english.results.map((r: { email: string }) => r.email)).toEqual(['naomi@example.org']);
    expect((await get('/api/admin/email-subscribers/?language=fr')).statusCode).toBe(400);
  });

  it('filters by source and searches name, email or phone, case-insensitively and literally', async () => {
    const devotional = (await get('/api/admin/email-subscribers/?source=devotional')).json();
    expect(devotional.count).toBe(2);
    expect(devotional.results.every((r: { source: string }) => r.source === 'devotional')).toBe(true);
    expect((await get('/api/admin/email-subscribers/?search=RUTH')).json().count).toBe(1);
    expect((await get('/api/admin/email-subscribers/?search=boaz&source=newsletter')).json().count).toBe(0);
    // % and _ are letters here, not wildcards.
    expect(
      (await get(`/api/admin/email-subscribers/?search=${encodeURIComponent('0%_s')}`)).json().count,
    ).toBe(1);
    expect((await get(`/api/admin/email-subscribers/?search=${encodeURIComponent('%')}`)).json().count).toBe(
      1,
    );
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it('refuses a bad query with field messages instead of guessing', async () => {
    for (const query of ['source=spam', 'page=0', 'page_size=1000', 'page=abc', 'sort=email']) {
      const response = await get(`/api/admin/email-subscribers/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toEqual(expect.any(String));
    }
  });

  it('lists devotional leads (latest download first, legacy leads without a source) and event leads', async () => {
    const devotional = (await get('/api/admin/devotional-leads/')).json();
    expect(devotional.count).toBe(2);
    expect(devotional.results[0]).toMatchObject({
      name: 'Legacy Lead',
      source: null,
      book_title: 'Whom Will God Glorify',
      downloaded_at: '2026-06-05T00:00:00.000Z',
      ip_address: '203.0.113.9',
      email_verified: false,
      subscribed_to_newsletter: false,
    });
    expect((await get('/api/admin/devotional-leads/?search=hannah')).json().count).toBe(1);

    const events = (await get('/api/admin/event-leads/?search=555-0101')).json();
    expect(events.count).toBe(1);
    expect(events.results[0]).toMatchObject({
      name: 'Eli',
      phone: '512-555-0101',
      interests: ['volunteer'],
      contacted: false,
      attended_event: false,
      contact_notes: 'Call after 5',
      registered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('counts totals, active, verified, by source, emails sent and opened, and sign-ups per month', async () => {
    const response = await get('/api/admin/email-subscribers/stats/');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      total_subscribers: 4,
      active_subscribers: 3,
      verified_subscribers: 1,
      total_emails_sent: 8,
      total_emails_opened: 3,
    });
    expect(stats.by_source).toEqual([
      { source: 'devotional', count: 2 },
      { source: 'event', count: 0 },
      { source: 'contact', count: 0 },
      { source: 'newsletter', count: 1 },
      { source: 'manual', count: 1 },
    ]);
    expect(stats.signups_by_month).toHaveLength(12);
    expect(stats.signups_by_month[0]).toEqual({ month: '2025-07', count: 0 });
    expect(stats.signups_by_month.slice(-2)).toEqual([
      { month: '2026-05', count: 2 },
      { month: '2026-06', count: 1 },
    ]);
  });

  it('answers 401 to every list without a session, and after sign-out to the same cookie', async () => {
    const urls = [
      '/api/admin/email-subscribers/',
      '/api/admin/email-subscribers/?source=newsletter',
      '/api/admin/email-subscribers/stats/',
      '/api/admin/devotional-leads/',
      '/api/admin/event-leads/',
    ];
    for (const url of urls) {
      const response = await get(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    }
    const ownCookie = await signInAsStaff(t);
    expect((await get(urls[0]!, { cookie: ownCookie })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/admin/logout/', headers: { cookie: ownCookie } });
    for (const url of urls) expect((await get(url, { cookie: ownCookie })).statusCode, url).toBe(401);
  });
});
