/**
 * The staff dashboard over the real API and a real database, with "now" pinned: rows inside and
 * outside the 30-day window (its edges in Chicago time), the previous 30 days, open items, the next
 * events with their seats, the parts each staff role may see, and the staff-only guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import { mayDo } from '#shared/staff/permissions.ts';
import { DASHBOARD_PART_AREAS, type DashboardPart } from '#shared/dashboard/format.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildDonation } from '#tests/helpers/generators/donations.ts';
import { buildEvent, buildRsvp, type EventRow } from '#tests/helpers/generators/events.ts';
import { buildHouseChurch, buildJoinRequest } from '#tests/helpers/generators/house-churches.ts';
import { buildLeaderApplication } from '#tests/helpers/generators/leader-applications.ts';
import {
  buildContactMessage,
  buildDevotionalLead,
  buildEventLead,
  buildPrayerRequest,
} from '#tests/helpers/generators/outreach.ts';
import { buildSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { signInAsStaff, signInWithRoles } from '#tests/helpers/staff.ts';
import {
  contactMessages,
  devotionalLeads,
  donations,
  emailSubscribers,
  eventLeads,
  eventRsvps,
  events,
  formRejections,
  houseChurches,
  houseChurchRegistrations,
  leaderApplications,
  prayerRequests,
} from '#server/db/schema/index.ts';
import { NOT_SIGNED_IN_MESSAGE } from '#server/plugins/access.ts';

const at = (iso: string) => new Date(iso);
const subscriber = (email: string, subscribedAt: string) =>
  buildSubscriber({ email, subscribedAt: at(subscribedAt) });
const event = (id: number, title: string, date: string, extra: Partial<EventRow> = {}) =>
  buildEvent({ id, title, date: at(date), ...extra });
const application = (email: string, status: 'received' | 'reviewing' | 'approved' | 'declined') =>
  buildLeaderApplication({ email, status, createdAt: at('2026-06-05T12:00:00Z') });

describe('staff dashboard', () => {
  let t: TestApp;
  let cookie: string;
  // Noon in Austin (CDT) on June 15: the window is May 17 to June 15, the previous April 17 to May 16.
  const clock = createTestClock(at('2026-06-15T17:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    cookie = await signInAsStaff(t);
    await t.db.insert(emailSubscribers).values([
      subscriber('today@example.org', '2026-06-15T16:00:00Z'),
      // Midnight in Austin on May 17: the window's first minute.
      subscriber('first-minute@example.org', '2026-05-17T05:00:00Z'),
      // One minute earlier: May 16 in Austin, the previous 30 days.
      subscriber('previous@example.org', '2026-05-17T04:59:00Z'),
      subscriber('long-ago@example.org', '2026-01-01T12:00:00Z'),
      // After "now": not counted yet.
      subscriber('future@example.org', '2026-06-15T18:00:00Z'),
    ]);
    await t.db
      .insert(devotionalLeads)
      .values([buildDevotionalLead({ createdAt: at('2026-06-01T12:00:00Z') })]);
    await t.db
      .insert(eventLeads)
      .values([
        buildEventLead({ email: 'eli@example.org', registeredAt: at('2026-06-02T12:00:00Z') }),
        buildEventLead({ email: 'samuel@example.org', registeredAt: at('2026-05-01T12:00:00Z') }),
      ]);
    await t.db
      .insert(events)
      .values([
        event(1, 'Past night of worship', '2026-06-01T00:00:00Z'),
        event(2, 'Revival weekend', '2026-06-20T23:00:00Z', { rsvpLimit: 40 }),
        event(3, 'Prayer breakfast', '2026-06-18T13:00:00Z', { rsvpLimit: 12 }),
        event(4, 'Retreat (date to come)', '2026-09-01T12:00:00Z', { dateTbd: true }),
        event(5, 'Summer conference', '2026-07-10T14:00:00Z'),
      ]);
    await t.db.insert(eventRsvps).values([
      buildRsvp({ eventId: 2, email: 'a@example.org', guests: 3, createdAt: at('2026-06-10T12:00:00Z') }),
      buildRsvp({
        eventId: 2,
        email: 'b@example.org',
        guests: 2,
        attending: false,
        createdAt: at('2026-06-10T12:00:00Z'),
      }),
      buildRsvp({ eventId: 3, email: 'c@example.org', guests: 1, createdAt: at('2026-05-10T12:00:00Z') }),
      buildRsvp({ eventId: 1, email: 'd@example.org', guests: 4, createdAt: at('2026-05-30T12:00:00Z') }),
    ]);
    await t.db
      .insert(donations)
      .values([
        buildDonation({ amountCents: 5000, paymentStatus: 'paid', paidAt: at('2026-06-14T12:00:00Z') }),
        buildDonation({ amountCents: 2550, paymentStatus: 'paid', paidAt: at('2026-05-05T12:00:00Z') }),
        buildDonation({ amountCents: 1000, paymentStatus: 'pending', createdAt: at('2026-06-14T12:00:00Z') }),
        buildDonation({ amountCents: 900, paymentStatus: 'failed', createdAt: at('2026-06-14T12:00:00Z') }),
      ]);
    await t.db.insert(prayerRequests).values([
      buildPrayerRequest({ request: 'Healing', createdAt: at('2026-06-10T12:00:00Z') }),
      buildPrayerRequest({
        request: 'Work',
        createdAt: at('2026-06-11T12:00:00Z'),
        handledAt: at('2026-06-12T12:00:00Z'),
      }),
      buildPrayerRequest({ request: 'Family', createdAt: at('2026-03-01T12:00:00Z') }),
    ]);
    await t.db.insert(contactMessages).values([
      buildContactMessage({ createdAt: at('2026-06-12T12:00:00Z') }),
      buildContactMessage({
        subject: 'Old',
        createdAt: at('2026-04-20T12:00:00Z'),
        handledAt: at('2026-04-21T12:00:00Z'),
      }),
    ]);
    await t.db.insert(houseChurches).values([buildHouseChurch({ id: 1 })]);
    await t.db.insert(houseChurchRegistrations).values([
      buildJoinRequest({
        houseChurchId: 1,
        email: 'ruth@example.org',
        createdAt: at('2026-06-01T12:00:00Z'),
      }),
      buildJoinRequest({
        houseChurchId: 1,
        email: 'orpah@example.org',
        status: 'approved',
        createdAt: at('2026-06-02T12:00:00Z'),
        decidedAt: at('2026-06-03T12:00:00Z'),
      }),
    ]);
    await t.db
      .insert(leaderApplications)
      .values([
        application('one@example.org', 'received'),
        application('two@example.org', 'reviewing'),
        application('three@example.org', 'approved'),
        application('four@example.org', 'declined'),
      ]);
    const rejection = (form: string, reason: 'honeypot' | 'too_fast' | 'rate_limit', createdAt: string) => ({
      form,
      reason,
      createdAt: at(createdAt),
    });
    await t.db.insert(formRejections).values([
      rejection('/api/contact/', 'honeypot', '2026-06-15T16:00:00Z'),
      rejection('/api/contact/', 'too_fast', '2026-06-12T09:00:00Z'),
      // Seven days before "now" to the minute: the week's first minute.
      rejection('/api/newsletter/subscribe/', 'rate_limit', '2026-06-08T17:00:00Z'),
      // One minute earlier, and after "now": neither is this week.
      rejection('/api/newsletter/subscribe/', 'honeypot', '2026-06-08T16:59:00Z'),
      rejection('/api/contact/', 'honeypot', '2026-06-15T18:00:00Z'),
    ]);
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = { cookie }) =>
    t.request({ method: 'GET', url: '/api/admin/dashboard/', headers });

  it('counts the last 30 days against the 30 before, by days in Austin', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.window_start).toBe('2026-05-17');
    expect(body.window_end).toBe('2026-06-15');
    expect(body.subscribers).toMatchObject({ current: 2, previous: 1 });
    expect(body.subscribers.daily).toHaveLength(30);
    expect(body.subscribers.daily[0]).toBe(1); // May 17, the first minute
    expect(body.subscribers.daily[29]).toBe(1); // today
    expect(body.subscribers.daily.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    // Devotional and event leads together.
    expect(body.leads).toMatchObject({ current: 2, previous: 1 });
    expect(body.leads.daily[15]).toBe(1); // June 1
    expect(body.leads.daily[16]).toBe(1); // June 2
  });

  it('counts seats reserved for upcoming events only, declined answers taking none', async () => {
    const { rsvps } = (await get()).json();
    expect(rsvps).toMatchObject({ current: 3, previous: 1, upcoming_seats: 4 });
    expect(rsvps.daily[24]).toBe(3); // June 10
  });

  it('counts paid gifts and their total; pending and failed ones do not count', async () => {
    const { donations: gifts } = (await get()).json();
    expect(gifts).toMatchObject({ current: 1, previous: 1, amount_cents: 5000, previous_amount_cents: 2550 });
    expect(gifts.daily_amount_cents[28]).toBe(5000); // June 14
  });

  it('shows what is still open, and how fast new ones arrived', async () => {
    const body = (await get()).json();
    expect(body.prayer_requests).toMatchObject({ open: 2, current: 2, previous: 0 });
    expect(body.messages).toMatchObject({ open: 1, current: 1, previous: 1 });
    expect(body.join_requests).toMatchObject({ open: 1, current: 2, previous: 0 });
    expect(body.applications).toMatchObject({ open: 2, current: 4, previous: 0 });
  });

  it('lists the next three events with seats taken and capacity', async () => {
    const { upcoming_events } = (await get()).json();
    expect(upcoming_events).toEqual([
      {
        id: 3,
        title: 'Prayer breakfast',
        date: '2026-06-18T13:00:00.000Z',
        date_tbd: false,
        seats_taken: 1,
        capacity: 12,
      },
      {
        id: 2,
        title: 'Revival weekend',
        date: '2026-06-20T23:00:00.000Z',
        date_tbd: false,
        seats_taken: 3,
        capacity: 40,
      },
      {
        id: 5,
        title: 'Summer conference',
        date: '2026-07-10T14:00:00.000Z',
        date_tbd: false,
        seats_taken: 0,
        capacity: null,
      },
    ]);
  });

  it('counts the spam the public forms turned away in the last 7 days, per form', async () => {
    const { spam_turned_away } = (await get()).json();
    expect(spam_turned_away).toEqual({
      week: 3,
      by_form: [
        { form: '/api/contact/', count: 2 },
        { form: '/api/newsletter/subscribe/', count: 1 },
      ],
    });
  });

  it('moves with the clock: a day later the first day of the window has left it', async () => {
    clock.set(at('2026-06-16T17:00:00Z'));
    try {
      // A day later the session has idled out: sign in again.
      const body = (await get({ cookie: await signInAsStaff(t) })).json();
      expect(body.window_start).toBe('2026-05-18');
      expect(body.subscribers).toMatchObject({ current: 2, previous: 2 }); // "future" arrived, May 17 left
      // June 8 left the week; the rejection after the old "now" arrived.
      expect(body.spam_turned_away).toEqual({ week: 3, by_form: [{ form: '/api/contact/', count: 3 }] });
    } finally {
      clock.set(at('2026-06-15T17:00:00Z'));
    }
  });

  it('shows each role the parts of its own areas only: no gifts for Care, no prayers for Giving', async () => {
    const parts = async (roles: StaffRole[]) => {
      const body = (await get({ cookie: await signInWithRoles(t, roles) })).json();
      return {
        parts: Object.keys(body)
          .filter((key) => !key.startsWith('window_') && key !== 'email_set_up')
          .sort(),
        body,
      };
    };
    expect((await parts(['care'])).parts).toEqual([
      'applications',
      'join_requests',
      'messages',
      'prayer_requests',
    ]);
    expect((await parts(['giving'])).parts).toEqual(['disputed_gifts', 'donations', 'gifts_to_check']);
    const eventsOnly = await parts(['events']);
    expect(eventsOnly.parts).toEqual(['leads', 'rsvps', 'upcoming_events']);
    // Leads of the areas read: event leads for Events, devotional leads for Communications.
    expect(eventsOnly.body.leads).toMatchObject({ current: 1, previous: 1 });
    const communications = await parts(['communications']);
    // Communications edits the site content: it is told what still needs its Spanish.
    expect(communications.parts).toEqual(['leads', 'needs_translation', 'subscribers']);
    expect(communications.body.leads).toMatchObject({ current: 1, previous: 0 });
    expect((await parts(['care', 'giving'])).parts).toEqual([
      'applications',
      'disputed_gifts',
      'donations',
      'gifts_to_check',
      'join_requests',
      'messages',
      'prayer_requests',
    ]);
  });

  it('sends every role, and two roles together, exactly the parts of the areas it may read', async () => {
    const everyPart = Object.keys(DASHBOARD_PART_AREAS) as DashboardPart[];
    for (const roles of [...STAFF_ROLES.map((role) => [role]), ['events', 'giving']] as StaffRole[][]) {
      const body = (await get({ cookie: await signInWithRoles(t, roles) })).json();
      // Every role is told whether email is set up; the rest are the parts of its areas.
      expect(typeof body.email_set_up, roles.join(' and ')).toBe('boolean');
      const sent = Object.keys(body).filter((key) => !key.startsWith('window_') && key !== 'email_set_up');
      const declared = everyPart.filter((part) =>
        DASHBOARD_PART_AREAS[part].some((area) => mayDo(roles, area, 'read')),
      );
      expect(sent.sort(), roles.join(' and ')).toEqual(declared.sort());
    }
  });

  it('answers 401 without a session', async () => {
    const response = await get({});
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(NOT_SIGNED_IN_MESSAGE);
  });
});
