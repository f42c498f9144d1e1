import { Link } from 'react-router';
import type { DashboardEvent } from '#shared/dashboard/format.ts';
import { formatLongDate, formatTime } from '#shared/events/format.ts';
import { DASHBOARD_WORDS } from '#shared/dashboard/admin-words.ts';

export function seatsText(event: Pick<DashboardEvent, 'seats_taken' | 'capacity'>): string {
  const seats = `${event.seats_taken} ${event.seats_taken === 1 ? 'seat' : 'seats'}`;
  return event.capacity === null
    ? `${seats} taken (${DASHBOARD_WORDS.unlimited} seats)`
    : `${event.seats_taken} of ${event.capacity} seats taken`;
}

/** The next three events with their seats; the bar is decoration, the words carry the numbers. */
export function UpcomingEvents({ events }: { events: DashboardEvent[] }) {
  return (
    <section
      aria-labelledby="dashboard-events-title"
      className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-events-title" className="text-lg font-semibold text-slate-900">
          Next events
        </h2>
        <Link
          to="/admin/events"
          className="rounded text-sm font-semibold text-indigo-800 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          All events
        </Link>
      </div>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No upcoming events.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {events.map((event) => {
            const share = event.capacity ? Math.min(1, event.seats_taken / event.capacity) : 0;
            return (
              <li key={event.id} className="py-3">
                <p className="font-semibold text-slate-900">{event.title}</p>
                <p className="text-sm text-slate-700">
                  {event.date_tbd
                    ? 'Date to be announced'
                    : `${formatLongDate(event.date)}, ${formatTime(event.date)}`}
                </p>
                <p className="text-sm text-slate-800">{seatsText(event)}</p>
                {event.capacity ? (
                  <svg
                    viewBox="0 0 100 4"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    className="mt-1 h-2 w-full"
                  >
                    <rect width="100" height="4" className="fill-slate-200" />
                    <rect width={share * 100} height="4" className="fill-indigo-700" />
                  </svg>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
