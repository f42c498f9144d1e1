import { describe, expect, it } from 'vitest';
import type { Dashboard, DashboardPart } from '#shared/dashboard/format.ts';
import { seesDashboardPart } from '#shared/dashboard/format.ts';
import { STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import { mayOpenAdminScreen } from '#client/features/admin/admin-nav.ts';
import { addDays, trendText } from '#shared/dashboard/format.ts';
import { formatCents } from '#shared/giving/admin-format.ts';
import { dailySummary } from '#client/features/admin/dashboard/DailyChart.tsx';
import { dashboardCards } from '#client/features/admin/dashboard/dashboard-cards.ts';
import { spamCaption, spamFormName } from '#client/features/admin/dashboard/SpamTurnedAway.tsx';
import { seatsText } from '#client/features/admin/dashboard/UpcomingEvents.tsx';

const zeros = () => Array.from({ length: 30 }, () => 0);
const trend = (current: number, previous: number) => ({ current, previous, daily: zeros() });
const open = (n: number) => ({ ...trend(n, 0), open: n });

/** A dashboard as an administrator receives it: every figure. */
const everyFigure = (): Dashboard => ({
  window_start: '2026-05-17',
  window_end: '2026-06-15',
  email_set_up: true,
  subscribers: trend(2, 1),
  leads: trend(3, 3),
  rsvps: { ...trend(3, 1), upcoming_seats: 4 },
  donations: {
    ...trend(1, 1),
    amount_cents: 5000,
    previous_amount_cents: 2550,
    daily_amount_cents: zeros(),
    demo_count: 0,
  },
  prayer_requests: open(2),
  messages: open(1),
  join_requests: open(1),
  applications: open(2),
  upcoming_events: [],
  spam_turned_away: { week: 0, by_form: [] },
  gifts_to_check: { count: 0, gifts: [] },
});

describe('dashboard words', () => {
  it('says which way a figure moved against the previous 30 days', () => {
    expect(trendText(12, 9)).toBe('Up 3 from 9 in the previous 30 days');
    expect(trendText(2, 5)).toBe('Down 3 from 5 in the previous 30 days');
    expect(trendText(4, 4)).toBe('Same as the previous 30 days (4)');
    expect(trendText(5000, 2550, formatCents)).toBe('Up $24.50 from $25.50 in the previous 30 days');
  });

  it('counts calendar days across month ends and daylight saving changes', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-03-08', -1)).toBe('2026-03-07');
    expect(addDays('2026-06-15', -29)).toBe('2026-05-17');
  });

  it('describes a daily chart in words: the period, the total and the busiest day', () => {
    const daily = zeros();
    daily[0] = 1;
    daily[3] = 4;
    expect(dailySummary('New subscribers', daily, '2026-05-17')).toBe(
      'New subscribers per day, May 17 to Jun 15: 5 in all, the most on May 20 (4).',
    );
    expect(dailySummary('Messages', zeros(), '2026-05-17')).toBe('Messages per day, May 17 to Jun 15: none.');
  });

  it('shows seats against capacity, or Unlimited', () => {
    expect(seatsText({ seats_taken: 6, capacity: 20 })).toBe('6 of 20 seats taken');
    expect(seatsText({ seats_taken: 1, capacity: null })).toBe('1 seat taken (Unlimited seats)');
  });

  it('names the forms that turned spam away as staff know them, pages by their path', () => {
    expect(spamFormName('/api/contact/')).toBe('Contact form');
    expect(spamFormName('/api/events/:id/rsvp/')).toBe('Event RSVPs');
    expect(spamFormName('/api/house-church/house-churches/:id/join/')).toBe('House church join requests');
    expect(spamFormName('/api/newsletter/subscribe/')).toBe('Newsletter sign-up');
    expect(spamFormName('/newsletter')).toBe('The /newsletter page');
    expect(spamFormName('/api/some-new-form/')).toBe('/api/some-new-form/');
    expect(spamCaption(1)).toMatch(/^form post refused/);
    expect(spamCaption(0)).toMatch(/^form posts refused .* in the last 7 days/);
  });

  it('builds one card per figure, each linking to the screen where it is handled', () => {
    const cards = dashboardCards(everyFigure());
    expect(cards.map((card) => [card.title, card.to, card.value])).toEqual([
      ['New subscribers', '/admin/subscribers', '2'],
      ['Leads', '/admin/subscribers?tab=devotional', '3'],
      ['RSVPs', '/admin/events', '3'],
      ['Donations', '/admin/donations', '$50.00'],
      ['Prayer requests', '/admin/prayer-requests', '2'],
      ['Messages', '/admin/messages', '1'],
      ['Join requests', '/admin/house-churches', '1'],
      ['Leader applications', '/admin/house-churches', '2'],
    ]);
    expect(cards[3]!.caption).toBe('from 1 paid gift in the last 30 days');
    expect(cards[2]!.extra).toBe('4 seats held on upcoming events in all');
  });

  it('shows only the cards of the parts the API sent: Care gets no Donations card', () => {
    const care: Dashboard = {
      window_start: '2026-05-17',
      window_end: '2026-06-15',
      email_set_up: true,
      prayer_requests: open(2),
      messages: open(1),
      join_requests: open(1),
      applications: open(2),
    };
    expect(dashboardCards(care).map((card) => card.title)).toEqual([
      'Prayer requests',
      'Messages',
      'Join requests',
      'Leader applications',
    ]);
    const eventsOnly: Dashboard = {
      window_start: '2026-05-17',
      window_end: '2026-06-15',
      email_set_up: true,
      leads: trend(1, 0),
      rsvps: { ...trend(3, 1), upcoming_seats: 4 },
      upcoming_events: [],
    };
    const [leads] = dashboardCards(eventsOnly);
    expect([leads!.to, leads!.caption]).toEqual([
      '/admin/subscribers?tab=event',
      'event leads in the last 30 days',
    ]);
  });
  it('shows each role, as the declaration has it, only cards that lead to screens it may open', () => {
    const everything = everyFigure();
    const cardsFor = (roles: StaffRole[]) => {
      const sent = Object.fromEntries(
        Object.entries(everything).filter(
          ([key]) =>
            key.startsWith('window_') ||
            key === 'email_set_up' ||
            seesDashboardPart(roles, key as DashboardPart),
        ),
      ) as Dashboard;
      return dashboardCards(sent);
    };
    const titles = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, cardsFor([role]).map((card) => card.title)]),
    );
    expect(titles).toEqual({
      administrator: dashboardCards(everything).map((card) => card.title),
      events: ['Leads', 'RSVPs'],
      care: ['Prayer requests', 'Messages', 'Join requests', 'Leader applications'],
      giving: ['Donations'],
      communications: ['New subscribers', 'Leads'],
    });
    for (const role of STAFF_ROLES)
      for (const card of cardsFor([role]))
        expect(mayOpenAdminScreen([role], card.to.split('?')[0]!), `${role}: ${card.title}`).toBe(true);
  });
});
