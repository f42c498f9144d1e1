import { useState } from 'react';
import { Link } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { formatLocation, formatMeetingTime } from '#shared/house-churches/words.ts';
import { type AdminHouseChurch, HC_ADMIN_API, HC_ADMIN_WORDS } from '#shared/house-churches/admin-words.ts';
import { ApiError } from '#client/lib/api.ts';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { ChurchForm } from '#client/features/admin/house-churches/ChurchForm.tsx';
import { setChurchActive } from '#client/features/admin/house-churches/hc-admin-api.ts';
import { HouseChurchesNav, Notice } from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { FilterButtons, LoadError } from '#client/features/admin/admin-ui.tsx';
import { Button, buttonVariants } from '#client/components/form/Button.tsx';
import type { Route } from './+types/house-churches';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'House Churches · Admin', path: '/admin/house-churches', noIndex: true, matches });
}

type Modal =
  | { kind: 'create' }
  | { kind: 'edit'; church: AdminHouseChurch }
  | { kind: 'archive'; church: AdminHouseChurch }
  | null;
type Show = 'active' | 'archived' | 'all';
const SHOW: { id: Show; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'archived', label: 'Archived' },
  { id: 'all', label: 'All' },
];

/**
 * /admin/house-churches: every house church as a card with its members, pending requests and
 * actions: edit (all fields, private ones included), archive (leaves the public directory, asks to
 * confirm) and restore. Join requests and leader applications are the neighbouring screens.
 */
export default function AdminHouseChurches() {
  const [show, setShow] = useState<Show>('active');
  const data = useAdminData<AdminHouseChurch[]>(`${HC_ADMIN_API.churches}?status=${show}`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function setActive(church: AdminHouseChurch, active: boolean) {
    setBusy(true);
    setNotice(null);
    try {
      await setChurchActive(church.id, active);
      setNotice({
        kind: 'ok',
        text: active
          ? `Restored “${church.name}” to the directory.`
          : `Archived “${church.name}”: it has left the public directory.`,
      });
      setModal(null);
      data.reload();
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      setNotice({
        kind: 'error',
        text: error instanceof ApiError && error.fromServer ? error.message : HC_ADMIN_WORDS.saveFailed,
      });
    } finally {
      setBusy(false);
    }
  }

  const churches = data.data;
  return (
    <section aria-labelledby="hc-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="hc-title" className="text-2xl font-bold">
            House Churches
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            The directory, its private details, and who asked to join.
          </p>
        </div>
        <Button onClick={() => setModal({ kind: 'create' })}>New house church</Button>
      </div>
      <HouseChurchesNav />
      <FilterButtons label="Show churches" options={SHOW} value={show} onChoose={setShow} />
      <Notice notice={notice} />
      {data.status === 'error' && !churches ? (
        <LoadError message={HC_ADMIN_WORDS.loadFailed} onRetry={data.reload} />
      ) : !churches ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : churches.length === 0 ? (
        <p className="rounded-md border border-slate-300 bg-white px-4 py-6 text-slate-700">
          {show === 'archived'
            ? 'No archived house churches.'
            : 'No house churches yet. Create the first one.'}
        </p>
      ) : (
        <ul
          aria-label="House churches"
          aria-busy={data.status === 'loading'}
          className="grid gap-4 lg:grid-cols-2"
        >
          {churches.map((church) => (
            <li
              key={church.id}
              aria-label={church.name}
              className="flex flex-col rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-bold text-slate-900">{church.name}</h2>
                <div className="flex gap-1">
                  {church.is_flagship ? (
                    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Flagship
                    </span>
                  ) : null}
                  {church.is_active ? null : (
                    <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      Archived
                    </span>
                  )}
                </div>
              </div>
              <p className="text-sm text-slate-700">{formatLocation(church)}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
                <dt className="font-semibold">Meets</dt>
                <dd>
                  {church.meeting_day}s at {formatMeetingTime(church.meeting_time)}
                </dd>
                <dt className="font-semibold">Leader</dt>
                <dd>{church.leader_name}</dd>
                <dt className="font-semibold">Members</dt>
                <dd>
                  {church.current_members}/{church.max_capacity}
                  {church.is_full ? <span className="ml-2 font-semibold text-red-800">Full</span> : null}
                </dd>
                <dt className="font-semibold">Address</dt>
                <dd>{church.street_address ?? <span className="text-slate-600">not set</span>}</dd>
              </dl>
              <div className="mt-auto flex flex-wrap gap-2 pt-4">
                <Link
                  to={`/admin/house-churches/${church.id}`}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  Join requests ({church.pending_requests} pending)
                  <span className="sr-only"> for {church.name}</span>
                </Link>
                <Button variant="secondary" size="sm" onClick={() => setModal({ kind: 'edit', church })}>
                  Edit<span className="sr-only"> {church.name}</span>
                </Button>
                {church.is_active ? (
                  <Button variant="secondary" size="sm" onClick={() => setModal({ kind: 'archive', church })}>
                    Archive<span className="sr-only"> {church.name}</span>
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => void setActive(church, true)}
                  >
                    Restore<span className="sr-only"> {church.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {modal?.kind === 'create' || modal?.kind === 'edit' ? (
        <AdminDialog
          wide
          title={modal.kind === 'create' ? 'New house church' : `Edit “${modal.church.name}”`}
          onClose={() => setModal(null)}
        >
          <ChurchForm
            church={modal.kind === 'edit' ? modal.church : null}
            onCancel={() => setModal(null)}
            onSaved={(saved) => {
              setNotice({
                kind: 'ok',
                text: modal.kind === 'create' ? `Created “${saved.name}”.` : `Saved “${saved.name}”.`,
              });
              setModal(null);
              data.reload();
            }}
          />
        </AdminDialog>
      ) : null}
      {modal?.kind === 'archive' ? (
        <AdminDialog title={`Archive “${modal.church.name}”?`} onClose={() => setModal(null)}>
          <p className="text-sm text-slate-800">
            It leaves the public directory and accepts no new requests. Its members and requests are kept, and
            you can restore it at any time.
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" autoFocus onClick={() => setModal(null)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void setActive(modal.church, false)}>
              {busy ? 'Archiving...' : 'Archive house church'}
            </Button>
          </div>
        </AdminDialog>
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
