import { useState } from 'react';
import { Button } from '#client/components/form/Button.tsx';
import { formatEventDate } from '#client/features/admin/events/event-dates.ts';
import { rsvpLabel } from '#client/features/admin/events/event-filters.ts';
import type { AdminEvent } from '#client/features/admin/events/events-contract.ts';
import { EVENTS_ADMIN_WORDS } from '#shared/events/admin-words.ts';

const COLUMNS = EVENTS_ADMIN_WORDS.columns;

/**
 * A cell of the table from the `md` breakpoint, a line of the event's card below it, led by its
 * column's name (the cell's data-label: the column headers are not shown on a phone).
 */
const cardCell =
  'block px-0 py-0.5 md:table-cell md:px-3 md:py-3 max-md:before:mr-1 max-md:before:font-semibold max-md:before:content-[attr(data-label)_":"]';

/**
 * What Delete will do (docs/product.md#staff-events): an upcoming event's attendees are sent the
 * cancellation first, as Cancel would.
 */
function deleteWarning(event: AdminEvent): string {
  if (event.rsvp_count === 0) return 'Delete this event?';
  const taken = `This event has ${event.rsvp_count} RSVP ${event.rsvp_count === 1 ? 'seat' : 'seats'} taken.`;
  return !event.is_past && !event.cancelled_at
    ? `${taken} Deleting it cancels it first, so everyone attending is emailed a cancellation, then deletes its RSVPs.`
    : `${taken} Deleting it also deletes its RSVPs.`;
}

/**
 * The events table (docs/product.md#staff-events). Delete takes two steps: Delete, then Confirm or Cancel in
 * the same row; an event that has RSVPs says so before it goes. It fits its screen: from the `md`
 * breakpoint a table whose actions wrap inside their cell (so at 1280 px nothing scrolls sideways),
 * below it each row a card.
 */
export function EventsTable({
  events,
  onEdit,
  onAttendees,
  onSeries,
  onDelete,
  onCancelEvent,
}: {
  events: AdminEvent[];
  onEdit: (event: AdminEvent) => void;
  onAttendees: (event: AdminEvent) => void;
  /** A date of a recurring series: open the series and its dates. */
  onSeries?: (event: AdminEvent) => void;
  /** Resolves true when the event is gone. */
  onDelete: (event: AdminEvent) => Promise<boolean>;
  /** Opens the confirm step of cancelling it (not offered once cancelled or past). */
  onCancelEvent: (event: AdminEvent) => void;
}) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function confirmDelete(event: AdminEvent) {
    setDeleting(event.id);
    const gone = await onDelete(event);
    setDeleting(null);
    if (gone) setConfirming(null);
  }

  return (
    // `relative`: screen-reader-only text inside the cells is positioned against this box, so it
    // scrolls with the table instead of widening the page.
    <div
      role="region"
      aria-label={EVENTS_ADMIN_WORDS.table}
      tabIndex={0}
      className="relative overflow-x-auto md:rounded-lg md:border md:border-slate-300 md:bg-white md:shadow-sm"
    >
      <table className="block w-full text-left text-sm md:table md:min-w-full md:divide-y md:divide-slate-200">
        <caption className="sr-only">{EVENTS_ADMIN_WORDS.table}</caption>
        <thead className="hidden bg-slate-100 text-xs uppercase tracking-wide text-slate-700 md:table-header-group">
          <tr>
            {Object.values(COLUMNS).map((header) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-200">
          {events.map((event) => (
            <tr
              key={event.id}
              className="block rounded-lg border border-slate-300 bg-white p-3 align-top shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none"
            >
              <th
                scope="row"
                className="block pb-1 text-base font-semibold text-slate-900 md:table-cell md:min-w-44 md:px-3 md:py-3 md:text-sm"
              >
                {event.title}
                {event.is_past ? (
                  <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                    Past
                  </span>
                ) : null}
                {event.cancelled_at ? (
                  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
                    Cancelled
                  </span>
                ) : null}
              </th>
              <td data-label={COLUMNS.date} className={`${cardCell} md:whitespace-nowrap`}>
                {event.date_tbd ? 'TBD' : formatEventDate(event.date)}
              </td>
              <td data-label={COLUMNS.location} className={`${cardCell} md:min-w-36`}>
                {event.location}
              </td>
              <td data-label={COLUMNS.rsvps} className={`${cardCell} md:whitespace-nowrap`}>
                {rsvpLabel(event)}
              </td>
              <td data-label={COLUMNS.featured} className={cardCell}>
                {event.is_featured ? (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    Featured
                  </span>
                ) : (
                  <span className="text-slate-700">No</span>
                )}
              </td>
              <td className="block pt-3 md:table-cell md:px-3 md:py-3">
                {confirming === event.id ? (
                  <div className="space-y-2 md:min-w-52" role="group" aria-label={`Delete ${event.title}?`}>
                    <p className="text-xs font-medium text-red-800">{deleteWarning(event)}</p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="danger"
                        size="sm"
                        disabled={deleting === event.id}
                        onClick={() => void confirmDelete(event)}
                      >
                        <span aria-hidden="true">✓ </span>
                        {deleting === event.id ? 'Deleting...' : 'Confirm delete'}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        // The Delete button just left the page: keep the keyboard here, on the safe choice.
                        autoFocus
                        onClick={() => setConfirming(null)}
                      >
                        Cancel
                      </Button>
                    </div>
                  </div>
                ) : (
                  // Wrapping, so the actions never push the table past the screen's width.
                  <div className="flex flex-wrap gap-2 md:min-w-52">
                    <Button variant="secondary" size="sm" onClick={() => onEdit(event)}>
                      Edit<span className="sr-only"> {event.title}</span>
                    </Button>
                    {event.series_id !== null && onSeries ? (
                      <Button variant="secondary" size="sm" onClick={() => onSeries(event)}>
                        All dates<span className="sr-only"> of {event.title}</span>
                      </Button>
                    ) : null}
                    <Button variant="secondary" size="sm" onClick={() => onAttendees(event)}>
                      Attendees<span className="sr-only"> of {event.title}</span>
                    </Button>
                    {event.cancelled_at || event.is_past ? null : (
                      <Button variant="secondary" size="sm" onClick={() => onCancelEvent(event)}>
                        Cancel event<span className="sr-only"> {event.title}</span>
                      </Button>
                    )}
                    <Button variant="secondary" size="sm" onClick={() => setConfirming(event.id)}>
                      Delete<span className="sr-only"> {event.title}</span>
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
