/**
 * What each dashboard card shows, worked out from the API's answer: a pure function, so the words
 * and links are tested without a browser.
 */
import { type Dashboard, type DashboardOpenTrend, trendText } from '#shared/dashboard/format.ts';
import { DEMO_ONLY, demoGiftsApart, formatCents } from '#shared/giving/admin-format.ts';
import { dailySummary } from '#client/features/admin/dashboard/DailyChart.tsx';
import type { MetricCardProps } from '#client/features/admin/dashboard/MetricCard.tsx';

/** A card's figures; the chart's days come from the dashboard's window. */
export type CardFigures = Omit<MetricCardProps, 'windowStart'>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function openCard(
  title: string,
  to: string,
  trend: DashboardOpenTrend,
  openWord: string,
  arrivals: string,
  windowStart: string,
): CardFigures {
  return {
    title,
    to,
    value: String(trend.open),
    caption: openWord,
    extra: `${trend.current} received in the last 30 days`,
    trend: trendText(trend.current, trend.previous),
    chartLabel: dailySummary(arrivals, trend.daily, windowStart),
    daily: trend.daily,
  };
}

/** The leads the card counts: devotional ones with Communications, event ones with Events. */
const leadKinds = (devotional: boolean, event: boolean) =>
  devotional && event ? 'devotional and event leads' : devotional ? 'devotional leads' : 'event leads';

/** The cards of the parts the API sent: only those of the person's own rooms. */
export function dashboardCards(data: Dashboard): CardFigures[] {
  const start = data.window_start;
  const { subscribers, leads, rsvps, donations } = data;
  const cards: (CardFigures | undefined)[] = [
    subscribers && {
      title: 'New subscribers',
      to: '/admin/subscribers',
      value: String(subscribers.current),
      caption: 'in the last 30 days',
      trend: trendText(subscribers.current, subscribers.previous),
      chartLabel: dailySummary('New subscribers', subscribers.daily, start),
      daily: subscribers.daily,
    },
    leads && {
      title: 'Leads',
      to: `/admin/subscribers?tab=${subscribers ? 'devotional' : 'event'}`,
      value: String(leads.current),
      caption: `${leadKinds(Boolean(subscribers), Boolean(rsvps))} in the last 30 days`,
      trend: trendText(leads.current, leads.previous),
      chartLabel: dailySummary('New leads', leads.daily, start),
      daily: leads.daily,
    },
    rsvps && {
      title: 'RSVPs',
      to: '/admin/events',
      value: String(rsvps.current),
      caption: 'seats reserved for upcoming events in the last 30 days',
      extra: `${plural(rsvps.upcoming_seats, 'seat', 'seats')} held on upcoming events in all`,
      trend: trendText(rsvps.current, rsvps.previous),
      chartLabel: dailySummary('Seats reserved', rsvps.daily, start),
      daily: rsvps.daily,
    },
    donations && {
      title: 'Donations',
      to: '/admin/donations',
      // Only demo gifts: say so rather than show $0.00 (docs/product.md#dashboard).
      value:
        donations.amount_cents === 0 && donations.demo_count > 0
          ? DEMO_ONLY
          : formatCents(donations.amount_cents),
      caption: `from ${plural(donations.current, 'paid gift', 'paid gifts')} in the last 30 days`,
      ...(donations.demo_count > 0 ? { extra: demoGiftsApart(donations.demo_count) } : {}),
      trend: trendText(donations.amount_cents, donations.previous_amount_cents, formatCents),
      chartLabel: dailySummary('Paid gifts in dollars', donations.daily_amount_cents, start, formatCents),
      daily: donations.daily_amount_cents,
      chartFormat: formatCents,
    },
    data.prayer_requests &&
      openCard(
        'Prayer requests',
        '/admin/prayer-requests',
        data.prayer_requests,
        'open',
        'Prayer requests',
        start,
      ),
    data.messages &&
      openCard('Messages', '/admin/messages', data.messages, 'open', 'Contact messages', start),
    data.join_requests &&
      openCard(
        'Join requests',
        '/admin/house-churches',
        data.join_requests,
        'waiting for a decision',
        'Requests to join a house church',
        start,
      ),
    data.applications &&
      openCard(
        'Leader applications',
        '/admin/house-churches',
        data.applications,
        'received or in review',
        'Leader applications',
        start,
      ),
  ];
  return cards.filter((card): card is CardFigures => card !== undefined);
}
