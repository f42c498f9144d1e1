import type { Dashboard } from '#shared/dashboard/format.ts';
import { addDays, shortDay } from '#shared/dashboard/format.ts';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { dashboardCards } from '#client/features/admin/dashboard/dashboard-cards.ts';
import { MetricCard } from '#client/features/admin/dashboard/MetricCard.tsx';
import { GiftsToCheck } from '#client/features/admin/dashboard/GiftsToCheck.tsx';
import { DisputedGifts } from '#client/features/admin/dashboard/DisputedGifts.tsx';
import { SpamTurnedAway } from '#client/features/admin/dashboard/SpamTurnedAway.tsx';
import { NeedsTranslation } from '#client/features/admin/dashboard/NeedsTranslation.tsx';
import { UpcomingEvents } from '#client/features/admin/dashboard/UpcomingEvents.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { EmailNotSetUp } from '#client/features/admin/newsletter/EmailNotSetUp.tsx';

/** The dashboard's content: loaded by the browser from the staff-only API (401 → sign in). */
export function DashboardView() {
  const data = useAdminData<Dashboard>('/api/admin/dashboard/');
  const dashboard = data.data;

  if (!dashboard) {
    return data.status === 'error' ? (
      <LoadError onRetry={data.reload} />
    ) : (
      <p aria-live="polite" className="text-sm text-slate-700">
        Loading...
      </p>
    );
  }

  const year = dashboard.window_end.slice(0, 4);
  return (
    <div className="space-y-6">
      {dashboard.email_set_up ? null : <EmailNotSetUp />}
      {dashboard.gifts_to_check ? <GiftsToCheck gifts={dashboard.gifts_to_check} /> : null}
      {dashboard.disputed_gifts ? <DisputedGifts gifts={dashboard.disputed_gifts} /> : null}
      <p className="text-sm text-slate-700">
        Last 30 days: {shortDay(dashboard.window_start)} to {shortDay(dashboard.window_end)}, {year} (
        {zoneGenericName()}), compared with the 30 days before (
        {shortDay(addDays(dashboard.window_start, -30))} to {shortDay(addDays(dashboard.window_start, -1))}).
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {dashboardCards(dashboard).map((card) => (
          <MetricCard key={card.title} {...card} windowStart={dashboard.window_start} />
        ))}
      </div>
      {dashboard.upcoming_events ? <UpcomingEvents events={dashboard.upcoming_events} /> : null}
      {dashboard.spam_turned_away ? <SpamTurnedAway spam={dashboard.spam_turned_away} /> : null}
      {dashboard.needs_translation ? <NeedsTranslation count={dashboard.needs_translation.count} /> : null}
    </div>
  );
}
