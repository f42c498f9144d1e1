/**
 * The audit log over the real API and database (docs/product.md#audit-log): a staff write is one
 * entry with who, from where and what; a prayer request's text never reaches it; refused requests
 * are not entries; sign-ins, failed sign-ins and sign-outs are; the log reads newest first with its
 * filters (days in the site's time zone); and no route changes an entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditFilterOptions } from '#shared/audit/contract.ts';
import type { Page } from '#shared/lists/format.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload } from '#tests/helpers/generators/events.ts';
import { buildPrayerRequest } from '#tests/helpers/generators/outreach.ts';
import { login, TEST_STAFF } from '#tests/helpers/staff.ts';
import { eq } from 'drizzle-orm';
import { staffAccounts, prayerRequests, staffAuditLog } from '#server/db/schema/index.ts';

const PROXY = '10.0.0.2';
const CLIENT = '198.51.100.7';
const PRIVATE_PRAYER = 'Pray for my brother Jonah, his secret debts';
const SECOND_STAFF = { username: 'deacon.bo', password: 'another long passphrase here' };

describe('the audit log', () => {
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-06-15T17:00:00Z'));
  /** Sent through one trusted proxy, as in production behind Caddy. */
  const fromClient = { remoteAddress: PROXY, headers: { 'x-forwarded-for': CLIENT } };
  const staffRequest = (options: {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
    url: string;
    payload?: object;
  }) => t.request({ ...options, ...fromClient, headers: { ...fromClient.headers, cookie } });
  const entries = async () => (await t.db.select().from(staffAuditLog)).sort((a, b) => a.id - b.id);
  const readLog = async (query = '') => {
    const response = await staffRequest({ method: 'GET', url: `/api/admin/audit/${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page<AuditEntry>;
  };

  const accountId = async (username: string) =>
    (await t.db.select().from(staffAccounts).where(eq(staffAccounts.username, username)))[0]!.id;
  /** Signs in again (after the test clock has jumped past the session's idle limit). */
  const signIn = async () => {
    const signedIn = await login(t, TEST_STAFF, fromClient.headers);
    cookie = signedIn.headers['set-cookie']!.toString().split(';')[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TRUST_PROXY: '1' } });
    await t.app.services.auth.createUser(TEST_STAFF);
    await signIn();
  });
  afterAll(() => t.close());

  it('records a staff write: who, when by the site clock, from the client address, and what', async () => {
    const before = (await entries()).length;
    const created = await staffRequest({ method: 'POST', url: '/api/events/', payload: buildEventPayload() });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = String((created.json() as { id: number }).id);
    clock.advance(60_000);
    const changed = await staffRequest({
      method: 'PUT',
      url: `/api/events/${eventId}/`,
      payload: buildEventPayload({ title: 'Harvest Supper' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const deleted = await staffRequest({ method: 'DELETE', url: `/api/events/${eventId}/` });
    expect(deleted.statusCode).toBeLessThan(300);

    const [create, update, remove] = (await entries()).slice(before);
    expect(create).toMatchObject({
      at: new Date('2026-06-15T17:00:00Z'),
      userId: await accountId(TEST_STAFF.username),
      username: TEST_STAFF.username,
      ip: CLIENT,
      area: 'events',
      entity: 'event',
      entityId: eventId,
      action: 'create',
      route: 'POST /api/events/',
    });
    expect(update).toMatchObject({ action: 'update', entityId: eventId, ip: CLIENT, at: clock.now() });
    expect(update!.changedFields).toContain('title');
    expect(update!.summary).toContain('title');
    // Field names only: the new title is not copied into the summary; it is the record's name,
    // kept so the entry reads "Changed the event Harvest Supper" (docs/product.md#audit-log).
    expect(update!.summary).not.toContain('Harvest Supper');
    expect(update!.recordName).toBe('Harvest Supper');
    expect(remove).toMatchObject({ action: 'delete', entity: 'event', entityId: eventId });
  });

  it('records a prayer request marked handled without its text', async () => {
    const [prayer] = await t.db
      .insert(prayerRequests)
      .values(buildPrayerRequest({ request: PRIVATE_PRAYER, isPrivate: true }))
      .returning();
    const response = await staffRequest({
      method: 'PATCH',
      url: `/api/admin/prayer-requests/${prayer!.id}/`,
      payload: { handled: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(PRIVATE_PRAYER); // the answer carries it; the log must not

    const entry = (await entries()).at(-1)!;
    expect(entry).toMatchObject({
      area: 'prayer-requests',
      entity: 'prayer-request',
      entityId: prayer!.id,
      action: 'update',
      changedFields: ['handled'],
      summary: 'Fields: handled = true',
    });
    const everything = JSON.stringify(await entries());
    expect(everything).not.toContain('Jonah');
    expect(everything).not.toContain(prayer!.email);
  });

  it('does not record a refused write', async () => {
    const before = (await entries()).length;
    const missing = await staffRequest({
      method: 'PATCH',
      url: '/api/admin/prayer-requests/00000000-0000-4000-8000-000000000000/',
      payload: { handled: true },
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await staffRequest({ method: 'POST', url: '/api/events/', payload: { title: '' } });
    expect(invalid.statusCode).toBe(400);
    const signedOut = await t.request({ method: 'POST', url: '/api/events/', payload: buildEventPayload() });
    expect(signedOut.statusCode).toBe(401);
    expect((await entries()).length).toBe(before);
  });

  it('records sign-ins, failed sign-ins (never what was typed as a password) and sign-outs', async () => {
    await t.app.services.auth.createUser(SECOND_STAFF);
    const before = (await entries()).length;
    const typedPassword = 'WrongButSecret-123';
    expect(
      (await login(t, { ...SECOND_STAFF, password: typedPassword }, fromClient.headers)).statusCode,
    ).toBe(401);
    expect(
      (await login(t, { username: 'nobody-here', password: typedPassword }, fromClient.headers)).statusCode,
    ).toBe(401);
    const signedIn = await login(t, SECOND_STAFF, fromClient.headers);
    expect(signedIn.statusCode).toBe(200);
    const secondCookie = signedIn.headers['set-cookie']!.toString().split(';')[0]!;
    const out = await t.request({
      method: 'POST',
      url: '/api/admin/logout/',
      ...fromClient,
      headers: { ...fromClient.headers, cookie: secondCookie },
    });
    expect(out.statusCode).toBe(200);

    const added = (await entries()).slice(before);
    const second = { id: await accountId(SECOND_STAFF.username) };
    expect(
      added.map(({ area, action, username, userId, ip }) => ({ area, action, username, userId, ip })),
    ).toEqual([
      {
        area: 'sign-in',
        action: 'wrong_credentials',
        username: SECOND_STAFF.username,
        userId: second.id,
        ip: CLIENT,
      },
      { area: 'sign-in', action: 'wrong_credentials', username: null, userId: null, ip: CLIENT },
      {
        area: 'sign-in',
        action: 'signed_in',
        username: SECOND_STAFF.username,
        userId: second.id,
        ip: CLIENT,
      },
      {
        area: 'sign-in',
        action: 'signed_out',
        username: SECOND_STAFF.username,
        userId: second.id,
        ip: CLIENT,
      },
    ]);
    const everything = JSON.stringify(await entries());
    expect(everything).not.toContain(typedPassword);
    expect(everything).not.toContain(SECOND_STAFF.password);
    // A name that is no account is not written as typed (it could be a password typed in the wrong box).
    expect(everything).not.toContain('nobody-here');
  });

  it('lists newest first and filters by person, area and days in the site time zone', async () => {
    const account = { id: await accountId(TEST_STAFF.username) };
    // 23:30 on 30 June and 00:30 on 1 July in Chicago (CDT, UTC-5).
    clock.set(new Date('2026-07-01T04:30:00Z'));
    await t.app.services.audit.record({
      userId: account.id,
      username: TEST_STAFF.username,
      ip: CLIENT,
      area: 'testimonies',
      action: 'archive',
    });
    clock.set(new Date('2026-07-01T05:30:00Z'));
    await t.app.services.audit.record({
      userId: account.id,
      username: TEST_STAFF.username,
      ip: CLIENT,
      area: 'testimonies',
      action: 'move',
    });
    await signIn(); // the clock jumped two weeks; this sign-in is the newest entry

    const all = await readLog();
    expect(all.results[0]).toMatchObject({ area: 'sign-in', action: 'signed_in' });
    expect(all.results[1]).toMatchObject({ area: 'testimonies', action: 'move' });
    expect(all.results[2]).toMatchObject({ area: 'testimonies', action: 'archive' });
    expect(all.count).toBe((await entries()).length);

    const july = await readLog('?from=2026-07-01&to=2026-07-01');
    expect(july.results.map((e) => e.action)).toEqual(['signed_in', 'move']);
    const june30 = await readLog('?from=2026-06-30&to=2026-06-30');
    expect(june30.results.map((e) => e.action)).toEqual(['archive']);

    const byArea = await readLog('?area=prayer-requests');
    expect(byArea.results.map((e) => e.entity)).toEqual(['prayer-request']);

    const second = { id: await accountId(SECOND_STAFF.username) };
    const byPerson = await readLog(`?user_id=${second.id}`);
    expect(byPerson.results.map((e) => e.action)).toEqual(['signed_out', 'signed_in', 'wrong_credentials']);
    expect(byPerson.results.every((e) => e.username === SECOND_STAFF.username)).toBe(true);

    const paged = await readLog('?page_size=2&page=2');
    expect(paged.results.map((e) => e.id)).toEqual(all.results.slice(2, 4).map((e) => e.id));

    const options = await staffRequest({ method: 'GET', url: '/api/admin/audit/filters/' });
    const filters = options.json() as AuditFilterOptions;
    expect(filters.people.map((p) => p.username)).toEqual([SECOND_STAFF.username, TEST_STAFF.username]);
    expect(filters.areas).toEqual(
      expect.arrayContaining(['events', 'prayer-requests', 'sign-in', 'testimonies']),
    );
  });

  it('refuses bad filters with a clear message, and the log to anyone signed out', async () => {
    const bad = await staffRequest({ method: 'GET', url: '/api/admin/audit/?from=2026-07-02&to=2026-07-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { to: ['from is after to'] } });
    const notADay = await staffRequest({ method: 'GET', url: '/api/admin/audit/?from=yesterday' });
    expect(notADay.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/audit/' })).statusCode).toBe(401);
  });

  it('offers no way to change or delete an entry', async () => {
    const [entry] = (await readLog()).results;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await staffRequest({ method, url: `/api/admin/audit/${entry!.id}/`, payload: {} });
      expect(response.statusCode).toBe(404);
    }
    expect(
      t.app.routeAccess.filter(
        (r) => r.url.startsWith('/api/admin/audit') && r.method !== 'GET' && r.method !== 'HEAD',
      ),
    ).toEqual([]);
  });
});
