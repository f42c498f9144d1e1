import { useState } from 'react';
import { Button } from '#client/components/form/Button.tsx';
import { formatEventDate } from '#client/features/admin/events/event-dates.ts';
import { rsvpLabel } from '#client/features/admin/events/event-filters.ts';
import type { AdminEvent } from '#client/features/admin/events/events-contract.ts';

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
 * the same row; an event that has RSVPs says so before it goes.
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
      aria-label="Events"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-300 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Events</caption>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {['Title', 'Date', 'Location', 'RSVPs', 'Featured', 'Actions'].map((header) => (
              <th key={header} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <th scope="row" className="min-w-48 px-3 py-3 font-semibold text-slate-900">
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
              <td className="whitespace-nowrap px-3 py-3">
                {event.date_tbd ? 'TBD' : formatEventDate(event.date)}
              </td>
              <td className="min-w-40 px-3 py-3">{event.location}</td>
              <td className="whitespace-nowrap px-3 py-3">
                {event.rsvp_limit === null ? (
                  <>
                    {event.rsvp_count} / <span aria-hidden="true">∞</span>
                    <span className="sr-only">unlimited</span>
                  </>
                ) : (
                  rsvpLabel(event)
                )}
              </td>
              <td className="px-3 py-3">
                {event.is_featured ? (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    Featured
                  </span>
                ) : (
                  <span className="text-slate-700">No</span>
                )}
              </td>
              <td className="px-3 py-3">
                {confirming === event.id ? (
                  <div className="min-w-56 space-y-2" role="group" aria-label={`Delete ${event.title}?`}>
                    <p className="text-xs font-medium text-red-800">{deleteWarning(event)}</p>
                    <div className="flex gap-2">
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
                  <div className="flex gap-2">
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
