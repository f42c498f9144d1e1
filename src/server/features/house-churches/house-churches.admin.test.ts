/**
 * The staff house-church API over a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and
 * a real SMTP server: church create/edit/archive/restore with field errors, the private fields kept
 * out of the public API, join-request approval and decline (counts, emails, capacity, races), and
 * the staff-only guard.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUSE_CHURCH_WORDS } from '#shared/house-churches/contract.ts';
import {
  HC_ADMIN_API,
  HC_ADMIN_WORDS as M,
  type AdminHouseChurch,
} from '#shared/house-churches/admin-contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import {
  buildHouseChurchPayload,
  buildJoinPayload,
  insertJoinRequest,
} from '#tests/helpers/generators/house-churches.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailOutbox, houseChurchRegistrations, houseChurches } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';

let t: TestAppWithMail;
let cookie: string;

/** A fresh app on the demo data, signed in. */
async function start() {
  t = await createTestApp({ smtp: true });
  await seedDemoContent(t.db, createTestClock());
  cookie = await signInAsStaff(t);
}

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const members = async (id: number) =>
  (await t.db.select().from(houseChurches).where(eq(houseChurches.id, id)))[0]!.currentMembers;
const outboxCount = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;

/** A pending request stored as the public join stores it; its id. */
const pendingRequest = async (houseChurchId: number, email: string, firstName = 'Ruth') =>
  (await insertJoinRequest(t.db, { houseChurchId, email, firstName })).id;

describe('house church validation', () => {
  beforeAll(start);
  afterAll(() => t.close());

  it.each([
    [{ name: ' ' }, 'name', M.nameRequired],
    [{ city: '' }, 'city', M.cityRequired],
    [{ state: 'Texas' }, 'state', M.stateInvalid],
    [{ meeting_day: 'Someday' }, 'meeting_day', M.dayRequired],
    [{ meeting_time: '7pm' }, 'meeting_time', M.timeInvalid],
    [{ meeting_duration_hours: '0' }, 'meeting_duration_hours', M.durationInvalid],
    [{ leader_name: '' }, 'leader_name', M.leaderRequired],
    [{ leader_email: 'nope' }, 'leader_email', 'Please enter a valid email address.'],
    [{ leader_phone: 'call me' }, 'leader_phone', 'Please enter a valid phone number.'],
    [{ postal_code: '7870' }, 'postal_code', M.postalCodeInvalid],
    [{ latitude: '91' }, 'latitude', M.latitudeInvalid],
    [{ latitude: '' }, 'longitude', M.positionPair],
    [{ max_capacity: '' }, 'max_capacity', M.capacityInvalid],
    [{ current_members: 3 }, 'max_capacity', M.capacityBelowMembers],
    [{ current_members: -1 }, 'current_members', M.membersInvalid],
    [{ secret: 1 }, 'secret', 'This field is not allowed.'],
  ])('refuses %j with the message on its field, storing nothing', async (change, field, message) => {
    const before = (await t.db.select({ n: count() }).from(houseChurches))[0]!.n;
    const response = await staff('POST', HC_ADMIN_API.churches, buildHouseChurchPayload(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual([message]);
    expect((await t.db.select({ n: count() }).from(houseChurches))[0]!.n).toBe(before);
  });
});

describe('house church records', () => {
  beforeEach(start);
  afterEach(() => t.close());

  it('creates a church with every field, private ones kept out of the public API', async () => {
    const created = await staff('POST', HC_ADMIN_API.churches, buildHouseChurchPayload());
    expect(created.statusCode).toBe(201);
    const church = created.json() as AdminHouseChurch;
    expect(church).toMatchObject({
      name: 'Zilker Evening Fellowship',
      state: 'TX',
      street_address: '42 Secret Garden Way',
      postal_code: '78704',
      latitude: 30.2669,
      longitude: -97.7729,
      arrival_notes: 'Ring the side gate bell.',
      meeting_time: '19:00:00',
      meeting_duration_hours: 2.5,
      leader_email: 'priscilla@example.org',
      max_capacity: 2,
      spots_available: 2,
      is_active: true,
      pending_requests: 0,
    });
    const publicList = (await t.request({ method: 'GET', url: '/api/house-church/house-churches/' })).body;
    const publicOne = (
      await t.request({ method: 'GET', url: `/api/house-church/house-churches/${church.id}/` })
    ).body;
    for (const body of [publicList, publicOne]) {
      expect(body).toContain('Zilker Evening Fellowship');
      for (const secret of ['Secret Garden', '78704', '30.2669', 'side gate', 'priscilla@', '555-0142']) {
        expect(body).not.toContain(secret);
      }
    }
  });

  it('edits a church, refusing a capacity below its members; 404 for unknown ids', async () => {
    const response = await staff(
      'PUT',
      HC_ADMIN_API.church(3),
      buildHouseChurchPayload({ max_capacity: 10, current_members: 6 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 3, name: 'Zilker Evening Fellowship', max_capacity: 10 });
    const tooSmall = await staff(
      'PUT',
      HC_ADMIN_API.church(3),
      buildHouseChurchPayload({ max_capacity: 5, current_members: 6 }),
    );
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().fields.max_capacity).toEqual([M.capacityBelowMembers]);
    for (const id of ['999', 'abc']) {
      expect((await staff('PUT', HC_ADMIN_API.church(id), buildHouseChurchPayload())).statusCode).toBe(404);
      expect((await staff('GET', HC_ADMIN_API.church(id))).statusCode).toBe(404);
    }
  });

  it('archives a church (it leaves the directory, joins are refused) and restores it', async () => {
    const archived = await staff('POST', HC_ADMIN_API.archive(3));
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: 3, is_active: false });
    const directory = (await t.request({ method: 'GET', url: '/api/house-church/house-churches/' })).json();
    expect(directory.map((c: { id: number }) => c.id)).not.toContain(3);
    expect((await t.request({ method: 'GET', url: '/api/house-church/house-churches/3/' })).statusCode).toBe(
      404,
    );
    const listed = (
      await staff('GET', `${HC_ADMIN_API.churches}?status=archived`)
    ).json() as AdminHouseChurch[];
    expect(listed.map((c) => c.id).sort()).toEqual([3, 9]);

    expect((await staff('POST', HC_ADMIN_API.restore(3))).json()).toMatchObject({ is_active: true });
    expect((await t.request({ method: 'GET', url: '/api/house-church/house-churches/3/' })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 without a session and 403 for a cross-origin write', async () => {
    for (const [method, url] of [
      ['GET', HC_ADMIN_API.churches],
      ['POST', HC_ADMIN_API.churches],
      ['GET', HC_ADMIN_API.joinRequests],
      ['POST', HC_ADMIN_API.approve('00000000-0000-4000-8000-000000000000')],
      ['GET', HC_ADMIN_API.applications],
    ] as const) {
      const response = await t.request({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    }
    const foreign = await t.request({
      method: 'POST',
      url: HC_ADMIN_API.archive(3),
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await members(3)).toBe(6);
  });
});

describe('join requests', () => {
  beforeEach(start);
  afterEach(() => t.close());

  it('lists pending requests for all churches or one, with the church name', async () => {
    await pendingRequest(3, 'a@example.net', 'Anna');
    await pendingRequest(5, 'b@example.net', 'Boaz');
    const all = (await staff('GET', HC_ADMIN_API.joinRequests)).json();
    expect(all.count).toBe(2);
    expect(all.results.map((r: { first_name: string }) => r.first_name)).toEqual(['Anna', 'Boaz']);
    const one = (await staff('GET', `${HC_ADMIN_API.joinRequests}?house_church_id=5`)).json();
    expect(one.results).toMatchObject([
      { first_name: 'Boaz', house_church_name: 'Georgetown Saturday Breakfast' },
    ]);
    expect(
      (await staff('GET', HC_ADMIN_API.churches)).json().find((c: AdminHouseChurch) => c.id === 5),
    ).toMatchObject({ pending_requests: 1 });
    expect((await staff('GET', `${HC_ADMIN_API.joinRequests}?status=maybe`)).statusCode).toBe(400);
  });

  it('approves: takes a seat and emails the meeting details, once', async () => {
    const id = await pendingRequest(1, 'ruth@example.net');
    const response = await staff('POST', HC_ADMIN_API.approve(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      request: { status: 'approved', house_church_id: 1 },
      church: { current_members: 10, spots_available: 2, pending_requests: 0 },
    });
    expect(await members(1)).toBe(10);
    const mail = await t.smtp.waitForEmailTo('ruth@example.net');
    expect(mail.subject).toBe('Welcome to Mueller Flagship House Church: where and when we meet');
    for (const detail of [
      'Address: 100 Demo Lane, Austin, TX 78723',
      'When: Sundays at 10:30 AM (2.5 hours)',
      'Arriving: Street parking in front.',
      'Your leader: Michael & Sarah Bennett, mueller.house@example.org or (512) 555-0101',
      'query=30.29,-97.7',
    ]) {
      expect(mail.text).toContain(detail);
    }

    const again = await staff('POST', HC_ADMIN_API.approve(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: M.alreadyDecided });
    expect((await staff('POST', HC_ADMIN_API.decline(id))).statusCode).toBe(409);
    expect(await members(1)).toBe(10);
    await t.app.services.outbox.idle();
    expect(await outboxCount()).toBe(1);
  });

  it('declines: no seat changes, a kind note goes out; removing an approved member gives the seat back', async () => {
    const id = await pendingRequest(3, 'naomi@example.net', 'Naomi');
    const declined = await staff('POST', HC_ADMIN_API.decline(id));
    expect(declined.statusCode).toBe(200);
    expect(declined.json().request.status).toBe('declined');
    expect(await members(3)).toBe(6);
    const mail = await t.smtp.waitForEmailTo('naomi@example.net');
    expect(mail.subject).toBe('About your request to join Pflugerville Supper Church');
    expect(mail.text).toContain('We are praying for you');
    expect(mail.text).not.toContain('Demo Lane');

    const member = await pendingRequest(3, 'orpah@example.net', 'Orpah');
    expect((await staff('POST', HC_ADMIN_API.remove(member))).json()).toEqual({ error: M.notApproved });
    await staff('POST', HC_ADMIN_API.approve(member));
    expect(await members(3)).toBe(7);
    const removed = await staff('POST', HC_ADMIN_API.remove(member));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().church.current_members).toBe(6);
    expect(await members(3)).toBe(6);
  });

  it('refuses approval for a full church with 409, and the public join refuses it too', async () => {
    // Round Rock is full (12/12); a request made before it filled is still pending.
    const id = await pendingRequest(2, 'late@example.net');
    const response = await staff('POST', HC_ADMIN_API.approve(id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: M.full });
    expect(await members(2)).toBe(12);
    const [row] = await t.db
      .select()
      .from(houseChurchRegistrations)
      .where(eq(houseChurchRegistrations.id, id));
    expect(row!.status).toBe('pending');
    expect(await outboxCount()).toBe(0);
    const join = await t.request({
      method: 'POST',
      url: '/api/house-church/house-churches/2/join/',
      payload: buildJoinPayload({ first_name: 'Eli', email: 'eli@example.net' }),
    });
    expect(join.statusCode).toBe(409);
    expect(join.json()).toEqual({ error: HOUSE_CHURCH_WORDS.in('en')('join.full') });
  });

  it('refuses approval for an archived church, and 404 for unknown requests', async () => {
    const id = await pendingRequest(9, 'hutto@example.net');
    expect((await staff('POST', HC_ADMIN_API.approve(id))).json()).toEqual({ error: M.archived });
    for (const bad of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await staff('POST', HC_ADMIN_API.approve(bad));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: M.requestNotFound });
    }
  });

  it('gives the last seat to exactly one of many concurrent approvals', async () => {
    // Mueller: 9 of 12; fill it to 11 so one seat is left, then eight approvals race for it.
    await t.db.update(houseChurches).set({ currentMembers: 11 }).where(eq(houseChurches.id, 1));
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pendingRequest(1, `racer${i}@example.net`)),
    );
    const responses = await Promise.all(ids.map((id) => staff('POST', HC_ADMIN_API.approve(id))));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().error === M.full)).toBe(true);
    expect(await members(1)).toBe(12);
    const approved = await t.db
      .select({ n: count() })
      .from(houseChurchRegistrations)
      .where(eq(houseChurchRegistrations.status, 'approved'));
    expect(approved[0]!.n).toBe(1);
    await t.app.services.outbox.idle();
    expect(await outboxCount()).toBe(1);
  });

  it('lets one of many concurrent approvals of the same request through', async () => {
    const id = await pendingRequest(3, 'twice@example.net');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => staff('POST', HC_ADMIN_API.approve(id))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await members(3)).toBe(7);
    await t.app.services.outbox.idle();
    expect(await outboxCount()).toBe(1);
  });
});
