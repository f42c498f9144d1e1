/**
 * Nothing private reaches the log when the database fails, and text PostgreSQL cannot store (a NUL
 * byte, a lone surrogate) is a field error the person can fix (docs/product.md#form-fields-and-checks),
 * never a failure. Runs the real app on the real database: the failure is the database's own.
 */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as contactAction } from '#client/routes/outreach.contact.tsx';
import { action as prayerAction } from '#client/routes/outreach.prayer-request.tsx';
import { UNSTORABLE_TEXT_MESSAGE } from '#shared/forms/storable-text.ts';
import { GENERIC_ERROR_MESSAGE, VALIDATION_ERROR_MESSAGE } from '#shared/site/api-error.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/app.ts';
import { buildEventPayload } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { contactMessages, events, prayerRequests } from '#server/db/schema/index.ts';

const NAME = 'Hannah Elkanah-Zuph';
const EMAIL = 'hannah.zuph@example.org';
const PRAYER = 'Please pray for my sister, her marriage is in trouble';
const prayer = { name: NAME, email: EMAIL, request: PRAYER };

const lines: string[] = [];
let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await createTestApp({ log: { level: 'info', lines } });
  staffCookie = await signInAsStaff(t);
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const rows = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;
const log = () => lines.join('');
function expectNothingPrivateLogged() {
  const text = log();
  for (const secret of [NAME, EMAIL, 'Please pray for my sister', 'marriage']) {
    expect(text).not.toContain(secret);
  }
}

describe('a database failure on a prayer request', () => {
  it('answers the generic failure and logs the code, table and query, never the name, email or prayer', async () => {
    await t.db.execute(sql`alter table prayer_requests rename to prayer_requests_away`);
    try {
      const response = await t.request({ method: 'POST', url: '/api/prayer-request/', payload: prayer });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: GENERIC_ERROR_MESSAGE });
    } finally {
      await t.db.execute(sql`alter table prayer_requests_away rename to prayer_requests`);
    }
    expectNothingPrivateLogged();
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    // Enough to find the fault: PostgreSQL's code for "no such table" and the query without values.
    expect(failure.err).toMatchObject({ code: '42P01', query: expect.stringContaining('"prayer_requests"') });
  });
});

describe('text the database cannot store', () => {
  it('a NUL byte in a prayer is a field error (400), nothing stored, nothing private logged', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/prayer-request/',
      payload: { ...prayer, request: `${PRAYER}\u0000` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: VALIDATION_ERROR_MESSAGE,
      fields: { request: [UNSTORABLE_TEXT_MESSAGE] },
    });
    expect(await rows(prayerRequests)).toBe(0);
    expectNothingPrivateLogged();
  });

  it('a lone surrogate in a name is refused the same way', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Ruth \ud800', email: 'ruth@example.org', subject: 'Hi', message: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: [UNSTORABLE_TEXT_MESSAGE] });
    expect(await rows(contactMessages)).toBe(0);
  });

  it('on a staff form and in a staff search too', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie: staffCookie },
      payload: buildEventPayload({ title: 'Prayer night\u0000' }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ title: [UNSTORABLE_TEXT_MESSAGE] });
    expect(await rows(events)).toBe(0);

    const searched = await t.request({
      method: 'GET',
      url: '/api/admin/messages/?search=a%00b',
      headers: { cookie: staffCookie },
    });
    expect(searched.statusCode).toBe(400);
    expect(searched.json().fields).toEqual({ search: [UNSTORABLE_TEXT_MESSAGE] });
  });

  describe('posted to a page without JavaScript', () => {
    const pagePost = (path: string, fields: Record<string, string>) => ({
      request: new Request(new URL(path, TEST_PUBLIC_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ website: '', form_started_at: String(Date.now() - 8000), ...fields }),
      }),
      context: { services: t.app.services } as never,
      params: {},
    });
    /** The page action's answer: `data()` gives its status and the outcome the page renders. */
    const outcome = (answer: unknown) =>
      answer as { init: { status: number } | null; data: { ok: boolean; fields: Record<string, string> } };

    it('the prayer page answers 400 with the error on the field and what was typed', async () => {
      const answer = outcome(
        await prayerAction(pagePost('/prayer-request', { ...prayer, request: `a\u0000 ${PRAYER}` }) as never),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, fields: { request: UNSTORABLE_TEXT_MESSAGE } });
      expect(await rows(prayerRequests)).toBe(0);
      expectNothingPrivateLogged();
    });

    it('the contact page too', async () => {
      const answer = outcome(
        await contactAction(
          pagePost('/contact', {
            name: 'Ruth',
            email: 'r@example.org',
            subject: 'Hi\u0000',
            message: 'Hi',
          }) as never,
        ),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data.fields).toEqual({ subject: UNSTORABLE_TEXT_MESSAGE });
      expect(await rows(contactMessages)).toBe(0);
    });
  });
});
