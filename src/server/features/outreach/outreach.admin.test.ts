/**
 * The staff inbox over the real API and a real database (PGlite): contact messages and prayer
 * requests (order, search, open/handled/all, handle and reopen, 404, 400, 401) and Bible study
 * sign-ups. The server's own logger (pino with the app's redaction) is captured throughout, and a
 * private prayer request's text must never appear in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { bibleStudySignups, contactMessages, prayerRequests } from '#server/db/schema/index.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';

const PRIVATE_TEXT = 'Pray for my brother Jonah, his secret debts';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('staff inbox', () => {
  let t: TestApp;
  let cookie: string;
  const logLines: string[] = [];
  const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // The app's own logger options, at the most talkative level, so nothing escapes the capture.
    t = await createTestApp({ clock, log: { level: 'trace', lines: logLines } });
    cookie = await signInAsStaff(t);

    const messages = await t.db
      .insert(contactMessages)
      .values([
        {
          name: 'Ruth Moab',
          email: 'ruth@example.org',
          subject: 'Visiting in July',
          message: 'Can we join the Sunday gathering?',
          // Sent from the Spanish contact page: staff see its language.
          locale: 'es',
          createdAt: new Date('2026-06-10T10:00:00Z'),
        },
        {
          name: 'Boaz',
          email: 'boaz@example.org',
          subject: 'Books',
          message: 'Where can I buy 100%_true copies?',
          createdAt: new Date('2026-06-12T10:00:00Z'),
        },
        {
          name: 'Old Friend',
          email: 'old@example.org',
          subject: 'Thanks',
          message: 'Already answered',
          createdAt: new Date('2026-05-01T10:00:00Z'),
          handledAt: new Date('2026-05-02T10:00:00Z'),
        },
      ])
      .returning();
    for (const row of messages) ids[row.email] = row.id;

    const prayers = await t.db
      .insert(prayerRequests)
      .values([
        {
          name: 'Hannah',
          email: 'hannah@example.org',
          phone: '512-555-0101',
          request: PRIVATE_TEXT,
          isPrivate: true,
          createdAt: new Date('2026-06-14T10:00:00Z'),
        },
        {
          name: 'Eli',
          email: 'eli@example.org',
          request: 'Healing for the church roof fund',
          isPrivate: false,
          createdAt: new Date('2026-06-11T10:00:00Z'),
        },
      ])
      .returning();
    for (const row of prayers) ids[row.email] = row.id;

    await t.db.insert(bibleStudySignups).values([
      {
        name: 'Lydia',
        email: 'lydia@example.org',
        phone: '512-555-0199',
        ageConfirmed: true,
        interests: 'Prophecy, Romans',
        notificationsEnabled: false,
        devotionalChoice: 'both',
        createdAt: new Date('2026-06-01T09:00:00Z'),
        updatedAt: new Date('2026-06-01T09:00:00Z'),
      },
      {
        name: 'Timothy',
        email: 'tim@example.org',
        ageConfirmed: true,
        createdAt: new Date('2026-06-05T09:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'GET', url, headers });
  const patch = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'PATCH', url, payload: payload as object, headers });
  const emails = (body: { results: { email: string }[] }) => body.results.map((r) => r.email);

  it('lists open contact messages newest first by default, handled and all on request', async () => {
    const open = await get('/api/admin/messages/');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-store');
    expect(open.json()).toMatchObject({ count: 2, page: 1, page_size: 25 });
    expect(emails(open.json())).toEqual(['boaz@example.org', 'ruth@example.org']);
    expect(open.json().results[1]).toEqual({
      id: ids['ruth@example.org'],
      name: 'Ruth Moab',
      email: 'ruth@example.org',
      subject: 'Visiting in July',
      message: 'Can we join the Sunday gathering?',
      locale: 'es',
      created_at: '2026-06-10T10:00:00.000Z',
      handled_at: null,
    });
    expect(emails((await get('/api/admin/messages/?status=handled')).json())).toEqual(['old@example.org']);
    expect(emails((await get('/api/admin/messages/?status=all')).json())).toEqual([
      'boaz@example.org',
      'ruth@example.org',
      'old@example.org',
    ]);
    const paged = (await get('/api/admin/messages/?status=all&page_size=2&page=2')).json();
    expect(paged).toMatchObject({ count: 3, page: 2 });
    expect(emails(paged)).toEqual(['old@example.org']);
  });

  it('searches name, email, subject and message text, with % and _ taken literally', async () => {
    const search = async (term: string) =>
      emails((await get(`/api/admin/messages/?status=all&search=${encodeURIComponent(term)}`)).json());
    expect(await search('RUTH MOAB')).toEqual(['ruth@example.org']);
    expect(await search('boaz@')).toEqual(['boaz@example.org']);
    expect(await search('visiting in')).toEqual(['ruth@example.org']);
    expect(await search('sunday gathering')).toEqual(['ruth@example.org']);
    expect(await search('100%_true')).toEqual(['boaz@example.org']);
    expect(await search('%')).toEqual(['boaz@example.org']);
    expect(await search('_')).toEqual(['boaz@example.org']);
    expect(await search('nobody')).toEqual([]);
  });

  it('marks a message handled (idempotently, keeping the first time), it leaves Open; reopen returns it', async () => {
    const url = `/api/admin/messages/${ids['ruth@example.org']}/`;
    const first = await patch(url, { handled: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().handled_at).toBe('2026-06-15T12:00:00.000Z');
    expect(emails((await get('/api/admin/messages/')).json())).toEqual(['boaz@example.org']);

    clock.advance(60_000);
    const again = await patch(url, { handled: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().handled_at).toBe('2026-06-15T12:00:00.000Z');

    const reopened = await patch(url, { handled: false });
    expect(reopened.json().handled_at).toBeNull();
    expect((await get(url)).json().handled_at).toBeNull();
    expect(emails((await get('/api/admin/messages/')).json())).toEqual([
      'boaz@example.org',
      'ruth@example.org',
    ]);
  });

  it('answers 404 for an unknown id and 400 with the envelope for bad input', async () => {
    for (const url of [`/api/admin/messages/${MISSING}/`, '/api/admin/messages/not-a-uuid/']) {
      const read = await get(url);
      expect(read.statusCode, url).toBe(404);
      expect(read.json()).toEqual({ error: 'That message was not found.' });
      expect((await patch(url, { handled: true })).statusCode, url).toBe(404);
    }
    const prayer = await patch(`/api/admin/prayer-requests/${MISSING}/`, { handled: true });
    expect(prayer.statusCode).toBe(404);
    expect(prayer.json()).toEqual({ error: 'That prayer request was not found.' });

    const url = `/api/admin/messages/${ids['boaz@example.org']}/`;
    for (const body of [{}, { handled: 'yes' }, { handled: true, note: 'x' }]) {
      const response = await patch(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), fields: expect.any(Object) });
    }
    for (const query of ['status=closed', 'page=0', 'page_size=1000']) {
      const response = await get(`/api/admin/prayer-requests/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    // Nothing changed by the refused requests.
    expect((await get(url)).json().handled_at).toBeNull();
  });

  it('shows staff every prayer request with its privacy, opens one by id, searches, handles and reopens', async () => {
    const list = (await get('/api/admin/prayer-requests/')).json();
    expect(emails(list)).toEqual(['hannah@example.org', 'eli@example.org']);
    expect(list.results[0]).toEqual({
      id: ids['hannah@example.org'],
      name: 'Hannah',
      email: 'hannah@example.org',
      phone: '512-555-0101',
      request: PRIVATE_TEXT,
      is_private: true,
      locale: 'en',
      created_at: '2026-06-14T10:00:00.000Z',
      handled_at: null,
    });
    expect(list.results[1].is_private).toBe(false);

    const url = `/api/admin/prayer-requests/${ids['hannah@example.org']}/`;
    expect((await get(url)).json().request).toBe(PRIVATE_TEXT);
    const search = (
      await get(`/api/admin/prayer-requests/?search=${encodeURIComponent('secret debts')}`)
    ).json();
    expect(emails(search)).toEqual(['hannah@example.org']);
    expect(emails((await get('/api/admin/prayer-requests/?search=555-0101')).json())).toEqual([
      'hannah@example.org',
    ]);

    expect((await patch(url, { handled: true })).json().handled_at).not.toBeNull();
    expect(emails((await get('/api/admin/prayer-requests/')).json())).toEqual(['eli@example.org']);
    expect(emails((await get('/api/admin/prayer-requests/?status=handled')).json())).toEqual([
      'hannah@example.org',
    ]);
    expect((await patch(url, { handled: false })).json().handled_at).toBeNull();
  });

  it('lists Bible study sign-ups newest first with every field, searchable', async () => {
    const response = await get('/api/admin/bible-study/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(emails(body)).toEqual(['tim@example.org', 'lydia@example.org']);
    expect(body.results[1]).toEqual({
      id: expect.any(String),
      name: 'Lydia',
      email: 'lydia@example.org',
      phone: '512-555-0199',
      interests: 'Prophecy, Romans',
      notifications_enabled: false,
      devotional_choice: 'both',
      locale: 'en',
      created_at: '2026-06-01T09:00:00.000Z',
      updated_at: '2026-06-01T09:00:00.000Z',
    });
    expect(body.results[0]).toMatchObject({ phone: null, interests: null, notifications_enabled: true });
    expect(emails((await get('/api/admin/bible-study/?search=romans')).json())).toEqual([
      'lydia@example.org',
    ]);
    expect((await get('/api/admin/bible-study/?status=open')).statusCode).toBe(400);
  });

  it('answers 401 to every inbox route without a session, without revealing a record', async () => {
    const hannah = ids['hannah@example.org'];
    const reads = [
      '/api/admin/messages/',
      `/api/admin/messages/${ids['boaz@example.org']}/`,
      '/api/admin/prayer-requests/',
      `/api/admin/prayer-requests/${hannah}/`,
      '/api/admin/bible-study/',
    ];
    for (const url of reads) {
      const response = await get(url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    }
    const write = await patch(`/api/admin/prayer-requests/${hannah}/`, { handled: true }, {});
    expect(write.statusCode).toBe(401);
    expect(write.body).not.toContain(PRIVATE_TEXT);
    expect((await get(`/api/admin/prayer-requests/${hannah}/`)).json().handled_at).toBeNull();
  });

  it('never writes a private prayer request, or a search quoting it, to the log', async () => {
    // The log did capture this file's requests: the check below is not vacuous.
    const log = logLines.join('');
    expect(log).toContain('/api/admin/prayer-requests/');
    expect(log).toContain('"statusCode":200');
    expect(log).not.toContain(PRIVATE_TEXT);
    expect(log).not.toContain('secret debts');
    expect(log).not.toContain('secret%20debts');
  });
});
