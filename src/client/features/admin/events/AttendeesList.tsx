import { LANGUAGE_COLUMN, LANGUAGE_LABELS } from '#shared/events/admin-words.ts';
import { useState } from 'react';
import { Button } from '#client/components/form/Button.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { formatAdminDate } from '#client/features/admin/subscribers/format.ts';
import { AdminTable } from '#client/features/admin/subscribers/AdminTable.tsx';
import type { AdminEvent, Attendee } from '#client/features/admin/events/events-contract.ts';
import { removeAttendee } from '#client/features/admin/events/events-api.ts';
import { ApiError } from '#client/lib/api.ts';

/** A removal failed for a reason the server did not put in words. */
export const REMOVE_FAILED = 'Failed to remove the attendee. Please try again later.';

/** Seats taken, people who said no, and how many answered at all. */
export function attendeeTotals(attendees: readonly Attendee[]) {
  const attending = attendees.filter((a) => a.attending);
  return {
    responses: attendees.length,
    attending: attending.length,
    guests: attending.reduce((sum, a) => sum + a.guests, 0),
    declined: attendees.length - attending.length,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The attendees of one event (docs/product.md#staff-events): who answered, with totals, and Remove
 * with a confirm step; the seats of someone attending are then offered to the waitlist (`onRemoved`
 * reloads it).
 */
export function AttendeesList({
  event,
  onRemoved,
  onSignedOut,
}: {
  event: AdminEvent;
  onRemoved?: () => void;
  /** True when the error was a lapsed session and the screen is going back to sign-in. */
  onSignedOut?: (error: unknown) => boolean;
}) {
  const data = useAdminData<Attendee[] | { results: Attendee[] }>(`/api/events/${event.id}/attendees/`);
  const raw = data.data;
  const attendees = raw ? (Array.isArray(raw) ? raw : raw.results) : null;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);

  async function remove(attendee: Attendee) {
    setBusy(true);
    try {
      const { message } = await removeAttendee(event.id, attendee.id);
      setSaid({ ok: true, message });
      onRemoved?.();
    } catch (error) {
      if (onSignedOut?.(error)) return;
      setSaid({ ok: false, message: error instanceof ApiError ? error.message : REMOVE_FAILED });
    } finally {
      setBusy(false);
      setConfirming(null);
      data.reload();
    }
  }

  if (data.status === 'error') return <LoadError onRetry={data.reload} />;
  if (!attendees) return <p className="text-sm text-slate-700">Loading...</p>;

  const totals = attendeeTotals(attendees);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        <strong>{plural(totals.responses, 'response', 'responses')}</strong>:{' '}
        {plural(totals.attending, 'attending', 'attending')} ({plural(totals.guests, 'seat', 'seats')}
        {event.rsvp_limit !== null ? ` of ${event.rsvp_limit}` : ''}), {totals.declined} declined.
      </p>
      {said ? (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'text-green-900' : 'text-red-800'}>
          {said.message}
        </p>
      ) : null}
      <AdminTable
        caption={`Attendees of ${event.title}`}
        rows={attendees}
        empty="No RSVPs yet."
        columns={[
          { header: 'Name', cell: (a) => a.name },
          {
            header: 'Email',
            cell: (a) => (
              <a className="text-navy-800 underline" href={`mailto:${a.email}`}>
                {a.email}
              </a>
            ),
          },
          { header: 'Phone', cell: (a) => a.phone ?? '—' },
          { header: 'Guests', cell: (a) => a.guests },
          { header: LANGUAGE_COLUMN, cell: (a) => LANGUAGE_LABELS[a.locale] },
          { header: 'Date', cell: (a) => formatAdminDate(a.created_at) },
          {
            header: 'Status',
            cell: (a) =>
              a.attending ? (
                <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                  Attending
                </span>
              ) : (
                <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  Declined
                </span>
              ),
          },
          {
            header: 'Actions',
            cell: (a) =>
              confirming === a.id ? (
                <span className="flex flex-wrap items-center gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                    Keep<span className="sr-only"> {a.name}</span>
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    autoFocus
                    disabled={busy}
                    aria-busy={busy || undefined}
                    onClick={() => void remove(a)}
                  >
                    Yes, remove {a.name}
                  </Button>
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => {
                    setSaid(null);
                    setConfirming(a.id);
                  }}
                >
                  Remove<span className="sr-only"> {a.name}</span>
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}
