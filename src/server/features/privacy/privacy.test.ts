/**
 * Privacy lookup, export and erasure over the real API and a real database, with the app's own log
 * captured: one person seeded across every table and a second who must be left untouched.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertOutboxEmail } from '#tests/helpers/generators/outbox.ts';
import { signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { ERASED_DONOR_NAME, PRIVACY_KINDS, PRIVACY_WORDS } from '#shared/privacy/contract.ts';
import { queryRows } from '#server/db/client.ts';
import {
  donations,
  emailOutbox,
  houseChurches,
  privacyLog,
  recurringGifts,
} from '#server/db/schema/index.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';
import { PRIVATE_PRAYER, seedPerson, seedSharedPlaces } from '#tests/helpers/generators/privacy.ts';
import { STAFF_RECIPIENT } from '#server/features/privacy/privacy.records.ts';

const RUTH = 'Ruth.Moab@Example.org';
const ruth = RUTH.toLowerCase();
const NAOMI = 'naomi@example.org';

/** Rows per table that mention `key` in their email column (the outbox: to or in the body). */
async function rowsFor(t: TestApp, key: string) {
  const tables = PRIVACY_KINDS.filter((kind) => kind !== 'email_outbox');
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where lower(email) = ${key}`,
    );
    counts[table] = Number(row!.n);
  }
  const [outbox] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from email_outbox
        where lower(to_address) = ${key} or strpos(lower(text_body), ${`<${key}>`}) > 0`,
  );
  counts.email_outbox = Number(outbox!.n);
  return counts;
}

const FULL_COUNTS = {
  email_subscribers: 1,
  contact_messages: 2,
  prayer_requests: 1,
  devotional_leads: 1,
  event_leads: 1,
  event_rsvps: 1,
  event_waitlist: 1,
  bible_study_signups: 1,
  donations: 1,
  recurring_gifts: 1,
  house_church_registrations: 2,
  leader_applications: 1,
  email_outbox: 3,
};

describe('staff privacy: look up, export and erase one address', () => {
  let t: TestApp;
  let cookie: string;
  let places: Awaited<ReturnType<typeof seedSharedPlaces>>;
  let ruthGift: string;
  let ruthRecurring: string;
  let decoyMail: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ log: { level: 'debug', lines: logLines } });
    cookie = await signInAsStaff(t);
    places = await seedSharedPlaces(t.db);
    ({ donationId: ruthGift, recurringGiftId: ruthRecurring } = await seedPerson(t.db, places, {
      email: RUTH,
      name: 'Ruth Moab',
      guests: 3,
    }));
    await seedPerson(t.db, places, { email: NAOMI, name: 'Naomi Bethlehem', guests: 2 });
    // Mail about other people whose addresses contain Ruth's: never hers to count or erase.
    const decoy = await insertOutboxEmail(t.db, {
      kind: 'outreach.contact.staff',
      toAddress: 'staff@example.org',
      textBody: `From noruth.moab@example.org and ${ruth}n.com`,
      status: 'sent',
    });
    decoyMail = decoy.id;
    // Both approved registrations hold a place: 3 seeded members + Ruth + Naomi.
    await t.db.update(houseChurches).set({ currentMembers: 5 }).where(eq(houseChurches.id, places.churchId));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'POST', url, payload: payload as object, headers });

  it('refuses every privacy call without a session (401), and the address never goes in a URL', async () => {
    for (const url of [
      '/api/admin/privacy/lookup/',
      '/api/admin/privacy/export/',
      '/api/admin/privacy/erase/',
    ]) {
      const response = await post(url, { email: RUTH, confirm_email: RUTH }, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: NOT_SIGNED_IN_MESSAGE });
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/privacy/log/' })).statusCode).toBe(401);
    expect((await post('/api/admin/privacy/lookup/', {})).json().fields.email).toEqual([
      PRIVACY_WORDS.emailRequired,
    ]);
    expect((await post('/api/admin/privacy/lookup/', { email: 'not-an-address' })).statusCode).toBe(400);
  });

  it('counts what is held per kind, matching the address whatever its case', async () => {
    const response = await post('/api/admin/privacy/lookup/', { email: '  RUTH.moab@example.ORG ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ counts: FULL_COUNTS, total: 17, history: [] });
    const nobody = (await post('/api/admin/privacy/lookup/', { email: 'nobody@example.org' })).json();
    expect(nobody.total).toBe(0);
  });

  it('exports every record as JSON, the private prayer included, without internal tokens', async () => {
    const response = await post('/api/admin/privacy/export/', { email: RUTH });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.email).toBe(ruth);
    expect(body.counts).toEqual(FULL_COUNTS);
    for (const [kind, n] of Object.entries(FULL_COUNTS)) expect(body.records[kind], kind).toHaveLength(n);
    expect(body.records.prayer_requests[0]).toMatchObject({
      request: `${PRIVATE_PRAYER} (Ruth Moab)`,
      is_private: true,
    });
    expect(body.records.donations[0]).toMatchObject({ amount_cents: 5000, name: 'Ruth Moab' });
    expect(body.records.donations[0]).not.toHaveProperty('stripe_session_id');
    expect(body.records.recurring_gifts[0]).toMatchObject({
      amount_cents: 1500,
      interval: 'week',
      status: 'cancelled',
      name: 'Ruth Moab',
    });
    expect(body.records.recurring_gifts[0]).not.toHaveProperty('stripe_subscription_id');
    expect(body.records.recurring_gifts[0]).not.toHaveProperty('stripe_customer_id');
    expect(body.records.email_subscribers[0]).not.toHaveProperty('unsubscribe_token');
    expect(body.records.event_rsvps[0]).toMatchObject({ guests: 3, event_title: 'Night of Worship' });
    expect(
      body.records.house_church_registrations
        .map((r: { house_church_name: string }) => r.house_church_name)
        .sort(),
    ).toEqual(['East Side House', 'Hyde Park Fellowship']);
    expect(body.records.leader_applications[0]).toMatchObject({
      reference1_name: 'Ref One',
      years_saved: 10,
    });
    expect(JSON.stringify(body)).not.toContain('naomi');
    // The staff notice quoting her is hers to see; the staff member's own address is not.
    const recipients = body.records.email_outbox.map((mail: { to_address: string }) => mail.to_address);
    expect(recipients.sort()).toEqual([RUTH, RUTH, STAFF_RECIPIENT].sort());
    expect(JSON.stringify(body)).not.toContain('staff@example.org');

    const [entry] = await t.db.select().from(privacyLog);
    expect(entry).toMatchObject({
      action: 'export',
      staffUsername: TEST_STAFF.username,
      counts: FULL_COUNTS,
    });
    expect(entry!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    // Keyed: a plain hash of a guessed address does not find it.
    expect(entry!.emailHash).not.toBe(crypto.createHash('sha256').update(ruth).digest('hex'));
    expect(JSON.stringify(entry)).not.toContain('ruth');
  });

  it('refuses an erasure whose confirmation does not match (400) and changes nothing', async () => {
    const before = await rowsFor(t, ruth);
    const response = await post('/api/admin/privacy/erase/', { email: RUTH, confirm_email: NAOMI });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.confirm_email).toEqual([PRIVACY_WORDS.confirmMismatch]);
    const missing = await post('/api/admin/privacy/erase/', { email: RUTH });
    expect(missing.statusCode).toBe(400);
    expect(await rowsFor(t, ruth)).toEqual(before);
    expect(await t.db.select().from(privacyLog)).toHaveLength(1); // the export only
  });

  it('erases the person everywhere, keeps the gift without the donor, gives places back', async () => {
    const naomiBefore = await rowsFor(t, NAOMI);
    const response = await post('/api/admin/privacy/erase/', {
      email: RUTH,
      confirm_email: ' ruth.MOAB@example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: PRIVACY_WORDS.erased,
      counts: FULL_COUNTS,
      total: 17,
      house_church_places_freed: 1,
      event_seats_freed: 3,
      recurring_gifts_cancelled: 0,
    });
    expect(Object.values(await rowsFor(t, ruth)).every((n) => n === 0)).toBe(true);
    expect(await rowsFor(t, NAOMI)).toEqual(naomiBefore);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, decoyMail))).toHaveLength(1);

    const [gift] = await t.db.select().from(donations).where(eq(donations.id, ruthGift));
    expect(gift).toMatchObject({
      name: ERASED_DONOR_NAME,
      email: '',
      message: null,
      amountCents: 5000,
      paymentStatus: 'paid',
      category: 'GENERAL',
    });
    expect(gift!.erasedAt).toBeInstanceOf(Date);
    const [recurring] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, ruthRecurring));
    expect(recurring).toMatchObject({ name: ERASED_DONOR_NAME, email: '', status: 'cancelled' });
    const [kept] = await t.db.select().from(donations).where(eq(donations.email, NAOMI));
    expect(kept).toMatchObject({ name: 'Naomi Bethlehem', erasedAt: null });

    // The approved request held a place; the pending one held none.
    const churches = await t.db.select().from(houseChurches);
    expect(churches.find((c) => c.id === places.churchId)!.currentMembers).toBe(4);
    expect(churches.find((c) => c.id === places.secondChurchId)!.currentMembers).toBe(0);
    const event = (await t.request({ method: 'GET', url: `/api/events/${places.eventId}/` })).json();
    expect(event.rsvp_count).toBe(2); // Naomi's two guests only

    const log = await t.db.select().from(privacyLog).orderBy(privacyLog.createdAt);
    expect(log.map((row) => row.action)).toEqual(['export', 'erase']);
    expect(log[1]).toMatchObject({ staffUsername: TEST_STAFF.username, counts: FULL_COUNTS });
    expect(log[1]!.emailHash).toBe(log[0]!.emailHash);
  });

  it('shows the erasure when the address is checked again, and answers an empty erasure clearly', async () => {
    const lookup = (await post('/api/admin/privacy/lookup/', { email: RUTH })).json();
    expect(lookup.total).toBe(0);
    expect(lookup.history.map((h: { action: string }) => h.action)).toEqual(['erase', 'export']);
    expect(lookup.history[0]).toMatchObject({ staff_username: TEST_STAFF.username, counts: FULL_COUNTS });
    // Naomi shares no history with Ruth.
    expect((await post('/api/admin/privacy/lookup/', { email: NAOMI })).json().history).toEqual([]);

    const again = await post('/api/admin/privacy/erase/', { email: RUTH, confirm_email: RUTH });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: PRIVACY_WORDS.nothingToErase, total: 0 });
    expect(await t.db.select().from(privacyLog)).toHaveLength(2); // nothing erased, nothing logged

    const page = (
      await t.request({ method: 'GET', url: '/api/admin/privacy/log/', headers: { cookie } })
    ).json();
    expect(page).toMatchObject({ count: 2, page: 1 });
    expect(page.results[0]).toMatchObject({ action: 'erase', staff_username: TEST_STAFF.username });
    expect(JSON.stringify(page)).not.toMatch(/ruth/i);
  });

  it('never wrote the address, the private prayer or the hash key to the app log', () => {
    const text = logLines.join('');
    expect(text).toContain('privacy erasure');
    expect(text).toContain('privacy export');
    expect(text.toLowerCase()).not.toContain(ruth);
    expect(text).not.toContain(PRIVATE_PRAYER);
  });
});
