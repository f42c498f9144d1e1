/**
 * The database itself refuses bad rows, whatever code path writes them. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/helpers/database.ts';
import { buildDonation } from '#tests/helpers/generators/donations.ts';
import { buildEvent, buildRsvp, type EventRow } from '#tests/helpers/generators/events.ts';
import { buildHouseChurch, buildJoinRequest } from '#tests/helpers/generators/house-churches.ts';
import { buildLeaderApplication } from '#tests/helpers/generators/leader-applications.ts';
import { buildBibleStudySignup, buildDevotionalLead } from '#tests/helpers/generators/outreach.ts';
import { buildSubscriber } from '#tests/helpers/generators/subscribers.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import {
  bibleStudySignups,
  devotionalLeads,
  donations,
  emailSubscribers,
  eventRsvps,
  events,
  houseChurches,
  houseChurchRegistrations,
  leaderApplications,
} from '#server/db/schema/index.ts';

/** The driver error behind a refused statement: its SQLSTATE and the constraint that fired. */
async function refusal(action: PromiseLike<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await action;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object' && !('code' in current)) {
      current = (current as { cause?: unknown }).cause;
    }
    const { code, constraint } = (current ?? {}) as { code?: string; constraint?: string };
    return { code, constraint };
  }
  throw new Error('the database accepted a row it should refuse');
}
const CHECK = '23514';
const UNIQUE = '23505';
/** ON DELETE RESTRICT: PostgreSQL 15 reports foreign_key_violation, PGlite (PostgreSQL 17) restrict_violation. */
const RESTRICT = expect.stringMatching(/^(23503|23001)$/);

describe('database constraints', () => {
  let handle: DatabaseHandle;
  let db: Database;
  // One database for the file (each test uses its own rows): the refusals leave nothing behind.
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());

  const newEvent = async (overrides: Partial<EventRow> = {}) =>
    (await db.insert(events).values(buildEvent(overrides)).returning())[0]!;

  it('refuses a second subscriber with the same email in another case', async () => {
    await db.insert(emailSubscribers).values(buildSubscriber({ email: 'Ruth@Example.org' }));
    const duplicate = db
      .insert(emailSubscribers)
      .values(buildSubscriber({ email: 'ruth@EXAMPLE.org', source: 'event' }));
    expect(await refusal(duplicate)).toEqual({
      code: UNIQUE,
      constraint: 'email_subscribers_email_lower_key',
    });
  });

  it('keeps RSVP guests between 1 and 10', async () => {
    const event = await newEvent();
    const rsvp = (guests: number, email: string) =>
      db.insert(eventRsvps).values(buildRsvp({ eventId: event.id, email, guests }));
    expect(await refusal(rsvp(11, 'a@example.org'))).toEqual({
      code: CHECK,
      constraint: 'event_rsvps_guests_check',
    });
    expect(await refusal(rsvp(0, 'b@example.org'))).toEqual({
      code: CHECK,
      constraint: 'event_rsvps_guests_check',
    });
    await rsvp(10, 'c@example.org');
    const stored = await db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id));
    expect(stored).toEqual([expect.objectContaining({ guests: 10, attending: true })]);
  });

  it('allows one RSVP per email per event, in any case, but the same email for another event', async () => {
    const first = await newEvent();
    const second = await newEvent({ title: 'Another' });
    await db.insert(eventRsvps).values(buildRsvp({ eventId: first.id, email: 'Ana@example.org' }));
    const again = db.insert(eventRsvps).values(buildRsvp({ eventId: first.id, email: 'ana@example.org' }));
    expect(await refusal(again)).toEqual({ code: UNIQUE, constraint: 'event_rsvps_event_email_key' });
    await db.insert(eventRsvps).values(buildRsvp({ eventId: second.id, email: 'ana@example.org' }));
  });

  it('refuses an RSVP limit below 1 but allows none (unlimited)', async () => {
    expect(await refusal(newEvent({ rsvpLimit: 0 }))).toEqual({
      code: CHECK,
      constraint: 'events_rsvp_limit_check',
    });
    expect((await newEvent({ rsvpLimit: null })).rsvpLimit).toBeNull();
    expect((await newEvent({ rsvpLimit: 1 })).rsvpLimit).toBe(1);
  });

  it.each([
    [{ eventType: 'PARTY' as never }, 'events_event_type_check'],
    [
      { date: new Date('2026-07-11T00:00:00Z'), endDate: new Date('2026-07-10T00:00:00Z') },
      'events_end_date_check',
    ],
    [{ registrationRequired: true }, 'events_registration_url_check'],
    [{ isOnline: true }, 'events_online_url_check'],
  ])('refuses an event with %j', async (overrides, constraint) => {
    expect(await refusal(newEvent(overrides))).toEqual({ code: CHECK, constraint });
  });

  it('deletes the RSVPs of a deleted event', async () => {
    const event = await newEvent();
    const other = await newEvent({ title: 'Other' });
    await db
      .insert(eventRsvps)
      .values([
        buildRsvp({ eventId: event.id, email: 'a@example.org' }),
        buildRsvp({ eventId: event.id, email: 'b@example.org' }),
        buildRsvp({ eventId: other.id, email: 'c@example.org' }),
      ]);
    await db.delete(events).where(eq(events.id, event.id));
    const remaining = await db
      .select()
      .from(eventRsvps)
      .where(inArray(eventRsvps.eventId, [event.id, other.id]));
    expect(remaining.map((r) => r.email)).toEqual(['c@example.org']);
  });

  it('never lets members exceed capacity', async () => {
    expect(
      await refusal(
        db.insert(houseChurches).values(buildHouseChurch({ currentMembers: 13, maxCapacity: 12 })),
      ),
    ).toEqual({
      code: CHECK,
      constraint: 'house_churches_capacity_check',
    });
    const [church] = await db
      .insert(houseChurches)
      .values(buildHouseChurch({ currentMembers: 12, maxCapacity: 12 }))
      .returning();
    const join = db.update(houseChurches).set({ currentMembers: 13 }).where(eq(houseChurches.id, church!.id));
    expect(await refusal(join)).toEqual({ code: CHECK, constraint: 'house_churches_capacity_check' });
    expect(
      await refusal(db.insert(houseChurches).values(buildHouseChurch({ maxCapacity: 0 }))),
    ).toMatchObject({
      code: CHECK,
    });
    expect(
      await refusal(db.insert(houseChurches).values(buildHouseChurch({ meetingDay: 'Funday' as never }))),
    ).toEqual({
      code: CHECK,
      constraint: 'house_churches_meeting_day_check',
    });
  });

  it('keeps one join request per email per church, and a church with requests cannot be deleted', async () => {
    const [church] = await db.insert(houseChurches).values(buildHouseChurch()).returning();
    const request = (email: string) =>
      db.insert(houseChurchRegistrations).values(buildJoinRequest({ houseChurchId: church!.id, email }));
    await request('Lydia@example.org');
    expect(await refusal(request('lydia@example.org'))).toEqual({
      code: UNIQUE,
      constraint: 'house_church_registrations_church_email_key',
    });
    const [stored] = await db
      .select()
      .from(houseChurchRegistrations)
      .where(eq(houseChurchRegistrations.houseChurchId, church!.id));
    expect(stored).toMatchObject({
      status: 'pending',
      receiveEmails: true,
      receiveSms: false,
      decidedAt: null,
    });
    expect(await refusal(db.delete(houseChurches).where(eq(houseChurches.id, church!.id)))).toMatchObject({
      code: RESTRICT,
      constraint: 'house_church_registrations_house_church_id_house_churches_id_fk',
    });
  });

  it.each(['statementOfFaithAgreed', 'codeOfConductAgreed', 'ministryGuidelinesAgreed'] as const)(
    'refuses a leader application with %s false',
    async (agreement) => {
      expect(
        await refusal(db.insert(leaderApplications).values(buildLeaderApplication({ [agreement]: false }))),
      ).toEqual({
        code: CHECK,
        constraint: 'leader_applications_agreements_check',
      });
    },
  );

  it('keeps years saved between 1 and 21 and starts applications as received', async () => {
    expect(
      await refusal(db.insert(leaderApplications).values(buildLeaderApplication({ yearsSaved: 22 }))),
    ).toEqual({
      code: CHECK,
      constraint: 'leader_applications_years_saved_check',
    });
    expect(
      await refusal(db.insert(leaderApplications).values(buildLeaderApplication({ yearsSaved: 0 }))),
    ).toMatchObject({
      code: CHECK,
    });
    const [stored] = await db
      .insert(leaderApplications)
      .values(buildLeaderApplication({ yearsSaved: 21 }))
      .returning();
    expect(stored).toMatchObject({ status: 'received', yearsSaved: 21 });
  });

  it('refuses a Bible study signup without the 18+ confirmation, and a second one for the same email', async () => {
    const signup = (ageConfirmed: boolean, email = 'a@example.org') =>
      db.insert(bibleStudySignups).values(buildBibleStudySignup({ email, ageConfirmed }));
    expect(await refusal(signup(false))).toEqual({
      code: CHECK,
      constraint: 'bible_study_signups_age_confirmed_check',
    });
    await signup(true);
    expect(await refusal(signup(true, 'A@Example.org'))).toMatchObject({ code: UNIQUE });
    const [stored] = await db
      .select()
      .from(bibleStudySignups)
      .where(eq(bibleStudySignups.email, 'a@example.org'));
    expect(stored).toMatchObject({ devotionalChoice: 'none', notificationsEnabled: true });
  });

  it('keeps one devotional lead per email per devotional, legacy leads included', async () => {
    const lead = (email: string, source: typeof devotionalLeads.$inferInsert.source) =>
      db.insert(devotionalLeads).values(buildDevotionalLead({ email, source }));
    await lead('a@example.org', 'whom_will_god_glorify_devotional');
    await lead('a@example.org', 'avoiding_untimely_death_devotional');
    expect(await refusal(lead('A@example.org', 'whom_will_god_glorify_devotional'))).toMatchObject({
      code: UNIQUE,
    });
    await lead('a@example.org', null);
    expect(await refusal(lead('a@example.org', null))).toMatchObject({ code: UNIQUE });
    expect(await refusal(lead('b@example.org', 'sermon' as never))).toEqual({
      code: CHECK,
      constraint: 'devotional_leads_source_check',
    });
    const unknownInterest = db
      .insert(devotionalLeads)
      .values(buildDevotionalLead({ email: 'c@example.org', interests: ['crypto'] }));
    expect(await refusal(unknownInterest)).toEqual({
      code: CHECK,
      constraint: 'devotional_leads_interests_check',
    });
  });

  it('gives donations random ids, refuses amounts of zero, unknown categories and paid without a date', async () => {
    const donation = (overrides: Partial<typeof donations.$inferInsert> = {}) =>
      db
        .insert(donations)
        .values(buildDonation({ email: 'donor@example.org', ...overrides }))
        .returning();
    const [first] = await donation();
    const [second] = await donation();
    expect(first).toMatchObject({
      paymentStatus: 'pending',
      currency: 'usd',
      donationType: 'ONE_TIME',
      category: 'GENERAL',
    });
    expect(first!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second!.id).not.toBe(first!.id);
    expect(await refusal(donation({ amountCents: 0 }))).toEqual({
      code: CHECK,
      constraint: 'donations_amount_check',
    });
    expect(await refusal(donation({ category: 'CANDY' as never }))).toEqual({
      code: CHECK,
      constraint: 'donations_category_check',
    });
    expect(await refusal(donation({ paymentStatus: 'paid' }))).toEqual({
      code: CHECK,
      constraint: 'donations_paid_at_check',
    });
    expect(
      await refusal(donation({ stripeSessionId: 'cs_1' }).then(() => donation({ stripeSessionId: 'cs_1' }))),
    ).toMatchObject({
      code: UNIQUE,
    });
    const stored = await db
      .select({ n: count() })
      .from(donations)
      .where(eq(donations.email, 'donor@example.org'));
    expect(stored[0]!.n).toBe(3);
  });
});
