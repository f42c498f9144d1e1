import { Button } from '#client/components/form/Button.tsx';
import { formatEventDate } from '#client/features/admin/events/event-dates.ts';
import { rsvpLabel } from '#client/features/admin/events/event-filters.ts';
import type { AdminEvent } from '#client/features/admin/events/events-contract.ts';
import { SERIES_PATH } from '#client/features/admin/events/series-form.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { Series } from '#shared/events/series-contract.ts';

export const SERIES_LOAD_FAILED = 'Failed to load the dates of this series. Please try again later.';

/**
 * A recurring series and every date made so far (docs/product.md#staff-events): each date opens on its
 * own for a move (Edit) or a cancel (Cancel date), shows its public page, or starts "Change from this
 * date on".
 */
export function SeriesDates({
  seriesId,
  onEdit,
  onCancelDate,
  onSplit,
}: {
  seriesId: number;
  onEdit: (event: AdminEvent) => void;
  /** Opens the same Cancel event step as the events table. */
  onCancelDate: (event: AdminEvent) => void;
  onSplit: (series: Series, from: AdminEvent) => void;
}) {
  const data = useAdminData<Series>(`${SERIES_PATH}${seriesId}/`);
  const series = data.data;
  const failed = data.status === 'error' && !series;
  if (failed) return <p role="alert">{SERIES_LOAD_FAILED}</p>;
  if (!series) return <p className="text-sm text-slate-700">Loading...</p>;
  return (
    <div className="space-y-4">
      <p className="font-semibold text-navy-950">{series.summary}</p>
      <p className="text-sm text-slate-700">
        {series.dates.length} dates so far; more are added as time goes on. Edit one date to move it, or
        cancel just that date.
      </p>
      <ol
        className="divide-y divide-slate-200 rounded-md border border-slate-300"
        aria-label="Dates of this series"
      >
        {series.dates.map((date) => (
          <li key={date.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-medium">{formatEventDate(date.date)}</span>
              {date.is_past ? <span className="ml-2 text-xs text-slate-700">Past</span> : null}
              {date.cancelled_at ? (
                <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
                  Cancelled
                </span>
              ) : null}
              <span className="ml-2 text-sm text-slate-700">RSVPs {rsvpLabel(date)}</span>
            </span>
            <span className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => onEdit(date)}>
                Edit<span className="sr-only"> {formatEventDate(date.date)}</span>
              </Button>
              <a className="text-sm font-medium underline" href={`/events/${date.id}`}>
                Page<span className="sr-only"> of {formatEventDate(date.date)}</span>
              </a>
              {date.is_past || date.cancelled_at ? null : (
                <Button variant="secondary" size="sm" onClick={() => onCancelDate(date)}>
                  Cancel date<span className="sr-only"> {formatEventDate(date.date)}</span>
                </Button>
              )}
              {date.is_past ? null : (
                <Button variant="secondary" size="sm" onClick={() => onSplit(series, date)}>
                  Change from this date on<span className="sr-only"> ({formatEventDate(date.date)})</span>
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
