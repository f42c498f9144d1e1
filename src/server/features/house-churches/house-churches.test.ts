import { localizeMessage } from '#shared/i18n/words.ts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { FIELD_WORDS, HOUSE_CHURCH_WORDS, type PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { createTestApp, type TestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { formRejectionRows } from '#tests/helpers/form-rejections.ts';
import { buildJoinPayload } from '#tests/helpers/generators/house-churches.ts';
import { emailOutbox, houseChurchRegistrations, houseChurches } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { demoHouseChurches } from '#server/db/seed-data/house-churches.ts';

const LIST = '/api/house-church/house-churches/';
const STAFF = 'staff@ministry.example';

const list = async (t: TestApp, query = '') => {
  const response = await t.request({ method: 'GET', url: `${LIST}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as PublicHouseChurch[];
};
const names = (churches: PublicHouseChurch[]) => churches.map((church) => church.name).sort();
const seeded = (predicate: (row: (typeof demoHouseChurches)[number]) => boolean) =>
  demoHouseChurches
    .filter((row) => row.isActive !== false && predicate(row))
    .map((row) => row.name)
    .sort();

/** Every private value in the seed: none may appear anywhere in a public answer. */
const PRIVATE_VALUES = demoHouseChurches.flatMap((row) =>
  [row.streetAddress, row.postalCode, row.leaderEmail, row.leaderPhone, row.arrivalNotes].filter(
    (value): value is string => Boolean(value),
  ),
);
const PRIVATE_KEYS =
  /street|address|postal|latitude|longitude|arrival|leader_email|leader_phone|email|phone/i;

describe('GET /api/house-church/house-churches/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoContent(t.db, createTestClock());
  });
  afterAll(() => t.close());

  it('lists the active churches, flagship first, with spots and fullness computed', async () => {
    const churches = await list(t);
    expect(names(churches)).toEqual(seeded(() => true));
    expect(churches[0]!.is_flagship).toBe(true);
    expect(churches.find((c) => c.name === 'Hutto Home Fellowship')).toBeUndefined();
    const flagship = churches[0]!;
    expect(flagship).toMatchObject({
      id: 1,
      name: 'Mueller Flagship House Church',
      neighborhood: 'Mueller',
      city: 'Austin',
      state: 'TX',
      meeting_day: 'Sunday',
      meeting_time: '10:30:00',
      meeting_duration_hours: 2.5,
      leader_name: 'Michael & Sarah Bennett',
      current_members: 9,
      max_capacity: 12,
      spots_available: 3,
      is_full: false,
      accepts_children: true,
      requires_vaccination: false,
    });
    const full = churches.find((c) => c.id === 2)!;
    expect(full).toMatchObject({ current_members: 12, max_capacity: 12, spots_available: 0, is_full: true });
  });

  it('never exposes a street address, position or the leader’s contact details', async () => {
    const body = (await t.request({ method: 'GET', url: LIST })).body;
    const detail = (await t.request({ method: 'GET', url: `${LIST}1/` })).body;
    for (const json of [body, detail]) {
      for (const value of PRIVATE_VALUES) expect(json).not.toContain(value);
      expect(json).not.toMatch(/Demo Lane|@example\.org|555-01/);
    }
    for (const church of await list(t)) {
      expect(Object.keys(church).filter((key) => PRIVATE_KEYS.test(key))).toEqual([]);
    }
  });

  it('filters by city, case-insensitive and partial, with wildcards taken literally', async () => {
    expect(names(await list(t, '?city=austin'))).toEqual(seeded((r) => r.city === 'Austin'));
    expect(names(await list(t, '?city=ROUND'))).toEqual(['Round Rock Family House Church']);
    expect(names(await list(t, '?city=%20marc%20'))).toEqual(['San Marcos Students & Young Adults']);
    expect(await list(t, '?city=%25')).toEqual([]);
    expect(await list(t, '?city=_ustin')).toEqual([]);
    expect(await list(t, '?city=Dallas')).toEqual([]);
  });

  it('filters by meeting day, in any letter case; an empty day means any', async () => {
    expect(names(await list(t, '?meeting_day=Sunday'))).toEqual(seeded((r) => r.meetingDay === 'Sunday'));
    expect(names(await list(t, '?meeting_day=wednesday'))).toEqual(['Round Rock Family House Church']);
    expect((await list(t, '?meeting_day=')).length).toBe(seeded(() => true).length);
    const bad = await t.request({ method: 'GET', url: `${LIST}?meeting_day=Someday` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.meeting_day).toEqual([HOUSE_CHURCH_WORDS.in('en')('directory.invalidDay')]);
  });

  it('filters to churches with spots and to churches that accept children, alone and combined', async () => {
    const withSpots = await list(t, '?has_spots=true');
    expect(names(withSpots)).toEqual(seeded((r) => (r.currentMembers ?? 0) < (r.maxCapacity ?? 12)));
    expect(withSpots.every((c) => !c.is_full && c.spots_available > 0)).toBe(true);
    const children = await list(t, '?accepts_children=true');
    expect(names(children)).toEqual(seeded((r) => r.acceptsChildren !== false));
    expect((await list(t, '?has_spots=false&accepts_children=false')).length).toBe(seeded(() => true).length);
    const combined = await list(t, '?city=austin&meeting_day=Sunday&has_spots=true&accepts_children=true');
    expect(names(combined)).toEqual(['East Austin Sunday Supper', 'Mueller Flagship House Church']);
    const roundRock = await list(t, '?city=round&has_spots=true');
    expect(roundRock).toEqual([]);
    expect((await t.request({ method: 'GET', url: `${LIST}?has_spots=yes` })).statusCode).toBe(400);
  });

  it('documents the four house-church calls in the OpenAPI description', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/house-church/house-churches/',
        '/api/house-church/house-churches/{id}/',
        '/api/house-church/house-churches/{id}/join/',
        '/api/house-church/house-church-leaders/apply/',
      ]),
    );
  });

  it('answers one church by id, and 404 with its message for unknown, archived or odd ids', async () => {
    const one = await t.request({ method: 'GET', url: `${LIST}3/` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 3, name: 'Pflugerville Supper Church', spots_available: 6 });
    for (const id of ['999', '9', 'abc', '0', '-1', '1.5']) {
      const response = await t.request({ method: 'GET', url: `${LIST}${id}/` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: HOUSE_CHURCH_WORDS.in('en')('join.notFound') });
    }
    expect((await t.request({ method: 'GET', url: `${LIST}3` })).statusCode).toBe(200);
  });
});

describe('POST /api/house-church/house-churches/{id}/join/', () => {
  let t: TestAppWithMail;
  beforeEach(async () => {
    t = await createTestApp({ env: { STAFF_EMAIL: STAFF }, smtp: true });
    await seedDemoContent(t.db, createTestClock());
  });
  afterEach(() => t.close());

  const join = (id: number | string, payload: object) =>
    t.request({ method: 'POST', url: `${LIST}${id}/join/`, payload });
  const registrations = async (id?: number) =>
    (
      await t.db
        .select({ n: count() })
        .from(houseChurchRegistrations)
        .where(id === undefined ? undefined : eq(houseChurchRegistrations.houseChurchId, id))
    )[0]!.n;
  const members = async (id: number) =>
    (await t.db.select().from(houseChurches).where(eq(houseChurches.id, id)))[0]!.currentMembers;

  // The seat rule (docs/product.md#house-church-capacity-and-joining): a pending request holds no
  // seat; only staff approval takes one (house-churches.admin.test.ts). Before, a request counted
  // in current_members at once.
  it('stores the request with the defaults, holds no seat, and emails registrant, leader and staff', async () => {
    const response = await join(3, buildJoinPayload({ testimony: 'Saved at 19.', house_church_id: 3 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: HOUSE_CHURCH_WORDS.in('en')('join.joined') });
    const [row] = await t.db.select().from(houseChurchRegistrations);
    expect(row).toMatchObject({
      houseChurchId: 3,
      firstName: 'Ruth',
      email: 'ruth@example.net',
      testimony: 'Saved at 19.',
      spiritualGifts: null,
      receiveEmails: true,
      receiveSms: false,
      status: 'pending',
    });
    expect(await members(3)).toBe(6);
    expect((await list(t, '?city=pflugerville'))[0]).toMatchObject({
      current_members: 6,
      spots_available: 6,
    });

    const confirmation = await t.smtp.waitForEmailTo('ruth@example.net');
    expect(confirmation.subject).toBe('Your request to join Pflugerville Supper Church');
    expect(confirmation.text).toContain('Fridays at 6:30 PM (3 hours), Falcon Pointe, Pflugerville, TX');
    expect(confirmation.text).toContain('confirmation email within 24-48 hours');
    expect(confirmation.text).not.toContain('Demo Lane');
    const leader = await t.smtp.waitForEmailTo('pflugerville.house@example.org');
    expect(leader.text).toContain('Email: ruth@example.net');
    expect(leader.text).toContain('Phone: (512) 555-0199');
    expect(leader.text).toContain('Members now: 6/12. The request takes a seat only once it is approved.');
    const staff = await t.smtp.waitForEmailTo(STAFF);
    expect(staff.subject).toBe('New request to join Pflugerville Supper Church: Ruth Moab');
    await t.app.services.outbox.idle();
    const kinds = (await t.db.select().from(emailOutbox)).map((e) => `${e.kind}:${e.status}`).sort();
    expect(kinds).toEqual([
      'house-church.join.confirmation:sent',
      'house-church.join.leader:sent',
      'house-church.join.staff:sent',
    ]);
  });

  it('keeps the preferences the registrant chose', async () => {
    await join(1, buildJoinPayload({ receive_emails: false, receive_sms: true }));
    const [row] = await t.db.select().from(houseChurchRegistrations);
    expect(row).toMatchObject({ receiveEmails: false, receiveSms: true });
  });

  // A repeat used to answer 200 "You have already asked to join this house church", which
  // told anyone who typed an address that its owner belongs to the church. Now it answers exactly
  // like a first request; only the owner of the address is told, by email.
  it('answers a second request by the same email (any case) exactly like a first, storing nothing new', async () => {
    const first = await join(1, buildJoinPayload({ email: 'Anna@Example.net' }));
    const again = await join(1, buildJoinPayload({ email: 'anna@example.NET' }));
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toEqual({ message: HOUSE_CHURCH_WORDS.in('en')('join.joined') });
    expect(await registrations(1)).toBe(1);
    expect(await members(1)).toBe(9);
    await t.app.services.outbox.idle();
    // The confirmation, the leader's and staff's notes; within the hour the owner hears nothing more.
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(3);
    // The same person may still ask to join another church.
    expect((await join(3, buildJoinPayload({ email: 'anna@example.net' }))).statusCode).toBe(201);
    expect(await registrations(3)).toBe(1);
  });

  it('refuses a full church with 409, storing and sending nothing', async () => {
    const response = await join(2, buildJoinPayload());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: HOUSE_CHURCH_WORDS.in('en')('join.full') });
    expect(await registrations()).toBe(0);
    expect(await members(2)).toBe(12);
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(0);
  });

  it('stores every concurrent request for a church with room, none of them taking a seat', async () => {
    // Travis Heights: 10 of 12. When each request took a seat, only two of these could be stored;
    // now all wait as pending, and approval decides who gets the two seats.
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        join(7, buildJoinPayload({ email: `racer${index}@example.net` })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await registrations(7)).toBe(8);
    expect(await members(7)).toBe(10);
    expect((await list(t, '?city=austin')).find((c) => c.id === 7)).toMatchObject({
      is_full: false,
      spots_available: 2,
    });
  });

  it('keeps one request when the same email arrives concurrently', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => join(5, buildJoinPayload({ email: 'same@example.net' }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(await registrations(5)).toBe(1);
    expect(await members(5)).toBe(4);
    await t.app.services.outbox.idle();
    const replies = await t.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'same@example.net'));
    expect(replies).toEqual([{ kind: 'house-church.join.confirmation' }]);
  });

  it('answers 404 for an unknown or archived church', async () => {
    for (const id of [999, 9, 'abc']) {
      const response = await join(id, buildJoinPayload());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: HOUSE_CHURCH_WORDS.in('en')('join.notFound') });
    }
    expect(await registrations()).toBe(0);
  });

  it.each([
    ['first_name', { first_name: '  ' }, localizeMessage(FIELD_WORDS.firstName, 'en')],
    ['last_name', { last_name: undefined }, localizeMessage(FIELD_WORDS.lastName, 'en')],
    ['email', { email: '' }, localizeMessage(FIELD_WORDS.email, 'en')],
    ['email', { email: 'not-an-email' }, localizeMessage(FIELD_WORDS.invalidEmail, 'en')],
    ['phone', { phone: '' }, localizeMessage(FIELD_WORDS.phone, 'en')],
    ['phone', { phone: 'call me' }, localizeMessage(FIELD_WORDS.invalidPhone, 'en')],
    ['house_church_id', { house_church_id: 5 }, HOUSE_CHURCH_WORDS.in('en')('join.idMismatch')],
  ])('refuses a missing or bad %s with its message, storing nothing', async (field, change, message) => {
    const response = await join(3, buildJoinPayload(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual([message]);
    expect(await registrations()).toBe(0);
    expect(await members(3)).toBe(6);
  });

  it('refuses unknown fields, a filled honeypot and a form sent too fast', async () => {
    const unknown = await join(3, buildJoinPayload({ status: 'approved' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ status: ['This field is not allowed.'] });
    const bot = await join(3, buildJoinPayload({ website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    const fast = await join(3, buildJoinPayload({ form_started_at: Date.now() - 200 }));
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await registrations()).toBe(0);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(await formRejectionRows(t.db)).toEqual([
      { form: '/api/house-church/house-churches/:id/join/', reason: 'honeypot' },
      { form: '/api/house-church/house-churches/:id/join/', reason: 'too_fast' },
    ]);
  });
});
