/**
 * An event's waitlist beside its attendees (docs/product.md#staff-events): place, name, email, party,
 * the offer's status and end (in the ministry's time), and **Offer seats** to someone waiting, whatever
 * their place, after a confirm step that says when the RSVP limit must rise to make room (the event's
 * seats are read afresh for it; the server decides under the event's lock and says what it did).
 */
import { LANGUAGE_COLUMN, LANGUAGE_LABELS } from '#shared/events/admin-words.ts';
import { useState } from 'react';
import {
  adminWaitlistOfferPath,
  adminWaitlistPath,
  offerEndsLabel,
  WAITLIST_STATUS_LABELS,
} from '#shared/events/waitlist-words.ts';
import { handOfferQuestion, limitForHandOffer } from '#shared/events/hand-offer.ts';
import type { WaitlistAdminEntry } from '#shared/events/waitlist-contract.ts';
import { Button } from '#client/components/form/Button.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { AdminTable } from '#client/features/admin/subscribers/AdminTable.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { AdminEvent } from '#client/features/admin/events/events-contract.ts';
import { apiRequest } from '#client/lib/api.ts';

function statusOf(entry: WaitlistAdminEntry): string {
  const label = WAITLIST_STATUS_LABELS[entry.status];
  return entry.offer_expires_at ? `${label} until ${offerEndsLabel(entry.offer_expires_at)}` : label;
}

export function WaitlistList({ event }: { event: AdminEvent }) {
  const data = useAdminData<WaitlistAdminEntry[]>(adminWaitlistPath(event.id));
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // The seats as they are now (an offer or a removal since the list was loaded changes them).
  const seats = useAdminData<AdminEvent>(`/api/events/${event.id}/`);
  const { rsvp_limit: limit, rsvp_count: taken } = seats.data ?? event;

  function question(entry: WaitlistAdminEntry) {
    return handOfferQuestion(entry.name, entry.guests, limit, limitForHandOffer(limit, taken, entry.guests));
  }

  async function offer(entry: WaitlistAdminEntry) {
    setBusy(entry.id);
    try {
      const answer = await apiRequest<{ message: string }>(adminWaitlistOfferPath(event.id, entry.id), {
        method: 'POST',
      });
      setSaid({ ok: true, message: `${entry.name}: ${answer.message}` });
    } catch (error) {
      setSaid({ ok: false, message: error instanceof Error ? error.message : 'Failed to send the offer.' });
    } finally {
      setBusy(null);
      setConfirming(null);
      data.reload();
      seats.reload();
    }
  }

  return (
    <section aria-labelledby="waitlist-heading" className="mt-8 space-y-4">
      <h3 id="waitlist-heading" className="text-lg font-semibold text-slate-900">
        Waitlist
      </h3>
      {said ? (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'text-green-900' : 'text-red-800'}>
          {said.message}
        </p>
      ) : null}
      {data.status === 'error' ? (
        <LoadError onRetry={data.reload} />
      ) : !data.data ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : (
        <AdminTable
          caption={`Waitlist of ${event.title}`}
          rows={data.data}
          empty="No one is on the waitlist."
          columns={[
            { header: 'Place', cell: (entry) => entry.place ?? '—' },
            { header: 'Name', cell: (entry) => entry.name },
            {
              header: 'Email',
              cell: (entry) => (
                <a className="text-navy-800 underline" href={`mailto:${entry.email}`}>
                  {entry.email}
                </a>
              ),
            },
            { header: 'Guests', cell: (entry) => entry.guests },
            { header: LANGUAGE_COLUMN, cell: (entry) => LANGUAGE_LABELS[entry.locale] },
            { header: 'Status', cell: statusOf },
            {
              header: 'Actions',
              cell: (entry) =>
                entry.status !== 'waiting' ? null : confirming === entry.id ? (
                  <span className="flex flex-col gap-2">
                    <span>{question(entry)}</span>
                    <span className="flex flex-wrap items-center gap-2">
                      <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                        Keep<span className="sr-only"> {entry.name} waiting</span>
                      </Button>
                      <Button
                        size="sm"
                        autoFocus
                        disabled={busy !== null}
                        aria-busy={busy === entry.id || undefined}
                        onClick={() => void offer(entry)}
                      >
                        Yes, offer seats to {entry.name}
                      </Button>
                    </span>
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy !== null}
                    onClick={() => {
                      setSaid(null);
                      setConfirming(entry.id);
                    }}
                  >
                    Offer seats<span className="sr-only"> to {entry.name}</span>
                  </Button>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
