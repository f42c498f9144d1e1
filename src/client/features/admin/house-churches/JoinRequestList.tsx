import { useState } from 'react';
import { ApiError } from '#client/lib/api.ts';
import {
  HC_ADMIN_API,
  HC_ADMIN_WORDS,
  LANGUAGE_LABELS,
  JOIN_REQUEST_STATUS_LABELS,
  JOIN_REQUEST_STATUSES,
  type JoinRequest,
  type JoinRequestStatus,
} from '#shared/house-churches/admin-words.ts';
import type { Page } from '#shared/lists/format.ts';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { decideRequest } from '#client/features/admin/house-churches/hc-admin-api.ts';
import { Notice } from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { FilterButtons, LoadError } from '#client/features/admin/admin-ui.tsx';
import { Button } from '#client/components/form/Button.tsx';
import { ministryFormatter } from '#shared/site/time-zone.ts';

type Filter = JoinRequestStatus | 'all';
const FILTERS: { id: Filter; label: string }[] = [
  ...JOIN_REQUEST_STATUSES.map((id) => ({ id, label: JOIN_REQUEST_STATUS_LABELS[id] })),
  { id: 'all', label: 'All' },
];
const dateTime = (iso: string) =>
  ministryFormatter({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Join requests as cards (they read well on a phone): approve (takes a seat, emails the meeting
 * details), decline (asks to confirm; emails a kind note), and for approved members, remove (gives
 * the seat back). The server decides; its answer (e.g. "full") is shown as it is.
 */
export function JoinRequestList({
  churchId,
  onChanged,
}: {
  /** One church's requests, or every church's. */
  churchId?: number;
  onChanged?: () => void;
}) {
  const [filter, setFilter] = useState<Filter>('pending');
  const query = new URLSearchParams({ status: filter, page_size: '100' });
  if (churchId) query.set('house_church_id', String(churchId));
  const data = useAdminData<Page<JoinRequest>>(`${HC_ADMIN_API.joinRequests}?${query}`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ id: string; action: 'decline' | 'remove' } | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function act(request: JoinRequest, action: 'approve' | 'decline' | 'remove') {
    setBusy(request.id);
    setNotice(null);
    try {
      const result = await decideRequest(request.id, action);
      setNotice({ kind: 'ok', text: result.message });
      setConfirming(null);
      data.reload();
      onChanged?.();
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      const text = error instanceof ApiError && error.fromServer ? error.message : HC_ADMIN_WORDS.saveFailed;
      setNotice({ kind: 'error', text });
      data.reload();
    } finally {
      setBusy(null);
    }
  }

  const rows = data.data?.results ?? null;
  return (
    <div className="space-y-4">
      <FilterButtons label="Show requests" options={FILTERS} value={filter} onChoose={setFilter} />
      <Notice notice={notice} />
      {data.status === 'error' && !rows ? (
        <LoadError message={HC_ADMIN_WORDS.loadFailed} onRetry={data.reload} />
      ) : !rows ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-300 bg-white px-4 py-6 text-slate-700">
          {filter === 'pending' ? 'No requests waiting for a decision.' : 'No requests here.'}
        </p>
      ) : (
        <ul aria-label="Join requests" aria-busy={data.status === 'loading'} className="space-y-3">
          {rows.map((request) => {
            const name = `${request.first_name} ${request.last_name}`;
            const asking = confirming?.id === request.id ? confirming.action : null;
            return (
              <li
                key={request.id}
                aria-label={name}
                className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-bold text-slate-900">{name}</h3>
                    {churchId ? null : <p className="text-sm text-slate-700">{request.house_church_name}</p>}
                  </div>
                  <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    {JOIN_REQUEST_STATUS_LABELS[request.status]}
                  </span>
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">Email</dt>
                  <dd className="break-all">{request.email}</dd>
                  <dt className="font-semibold">Phone</dt>
                  <dd>{request.phone}</dd>
                  <dt className="font-semibold">{HC_ADMIN_WORDS.language}</dt>
                  <dd>{LANGUAGE_LABELS[request.locale]}</dd>
                  <dt className="font-semibold">Asked</dt>
                  <dd>{dateTime(request.created_at)}</dd>
                  {request.testimony ? (
                    <>
                      <dt className="font-semibold">Testimony</dt>
                      <dd className="whitespace-pre-line">{request.testimony}</dd>
                    </>
                  ) : null}
                  {request.spiritual_gifts ? (
                    <>
                      <dt className="font-semibold">Gifts</dt>
                      <dd>{request.spiritual_gifts}</dd>
                    </>
                  ) : null}
                  {request.ministry_interests ? (
                    <>
                      <dt className="font-semibold">Interests</dt>
                      <dd>{request.ministry_interests}</dd>
                    </>
                  ) : null}
                </dl>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {asking ? (
                    <>
                      <span className="text-sm font-medium text-red-800">
                        {asking === 'decline'
                          ? `Decline ${name}? They receive a kind note.`
                          : `Remove ${name}? Their seat becomes free.`}
                      </span>
                      <Button
                        variant="danger"
                        size="sm"
                        disabled={busy === request.id}
                        onClick={() => void act(request, asking)}
                      >
                        {asking === 'decline' ? 'Confirm decline' : 'Confirm remove'}
                      </Button>
                      <Button variant="secondary" size="sm" autoFocus onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                    </>
                  ) : request.status === 'pending' ? (
                    <>
                      <Button
                        size="sm"
                        disabled={busy === request.id}
                        onClick={() => void act(request, 'approve')}
                      >
                        {busy === request.id ? 'Approving...' : 'Approve'}
                        <span className="sr-only"> {name}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setConfirming({ id: request.id, action: 'decline' })}
                      >
                        Decline<span className="sr-only"> {name}</span>
                      </Button>
                    </>
                  ) : request.status === 'approved' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setConfirming({ id: request.id, action: 'remove' })}
                    >
                      Remove member<span className="sr-only"> {name}</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data.data && data.data.count > data.data.results.length ? (
        <p className="text-sm text-slate-700">
          Showing the first {data.data.results.length} of {data.data.count}.
        </p>
      ) : null}
    </div>
  );
}
