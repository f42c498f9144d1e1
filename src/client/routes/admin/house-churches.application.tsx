import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { pageMeta } from '#shared/seo.ts';
import { YEARS_SAVED_OPTIONS } from '#shared/house-churches-messages.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  type ApplicationStatusName,
  HC_ADMIN_API,
  HC_ADMIN_MESSAGES,
  type LeaderApplicationDetail,
} from '#shared/house-churches-admin-messages.ts';
import { ApiError } from '#client/lib/api.ts';
import { updateApplication } from '#client/features/admin/house-churches/hc-admin-api.ts';
import {
  buttonClass,
  HouseChurchesNav,
  Notice,
} from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import type { Route } from './+types/house-churches.application';

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta({
    title: 'Leader Application · House Churches · Admin',
    path: `/admin/house-churches/applications/${params.id}`,
    noIndex: true,
    matches,
  });
}

const MOVE_LABELS: Record<ApplicationStatusName, string> = {
  received: 'Mark received',
  reviewing: 'Start review',
  approved: 'Approve',
  declined: 'Decline',
};

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="mb-1 whitespace-pre-line break-words">{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/house-churches/applications/{id}: the whole application with both references, the staff
 * notes, and the next moves it may make. Approve and decline email the applicant and are final, so
 * they ask to confirm.
 */
export default function AdminLeaderApplication() {
  const { id = '' } = useParams();
  const data = useAdminData<LeaderApplicationDetail>(HC_ADMIN_API.application(id));
  const redirectIfSignedOut = useSignedOutRedirect();
  const notesId = useId();
  // null: not edited since the last load, so the saved notes show.
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<ApplicationStatusName | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const application = data.data;

  const notes = draft ?? application?.notes ?? '';

  async function save(change: { status?: ApplicationStatusName }) {
    setSaving(true);
    setNotice(null);
    try {
      const saved = await updateApplication(id, { ...change, notes });
      setNotice({
        kind: 'ok',
        text: change.status
          ? `Moved to ${APPLICATION_STATUS_LABELS[saved.status].toLowerCase()}; notes saved.`
          : 'Notes saved.',
      });
      setConfirming(null);
      setDraft(saved.notes ?? '');
      data.reload();
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      const fieldMessage = error instanceof ApiError ? Object.values(error.fields)[0]?.[0] : undefined;
      const text =
        fieldMessage ??
        (error instanceof ApiError && error.fromServer ? error.message : HC_ADMIN_MESSAGES.saveFailed);
      setNotice({ kind: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  const missing = data.status === 'error' && data.error instanceof ApiError && data.error.status === 404;
  const name = application ? `${application.first_name} ${application.last_name}` : null;
  const years = application
    ? (YEARS_SAVED_OPTIONS.find((o) => o.value === application.years_saved)?.label ??
      String(application.years_saved))
    : '';

  return (
    <section aria-labelledby="application-title" className="space-y-6">
      <p>
        <Link
          to="/admin/house-churches/applications"
          className="text-sm font-semibold text-indigo-800 underline"
        >
          <span aria-hidden="true">← </span>All applications
        </Link>
      </p>
      <h1 id="application-title" className="text-2xl font-bold">
        {name ?? (missing ? HC_ADMIN_MESSAGES.applicationNotFound : 'Leader application')}
      </h1>
      <HouseChurchesNav />
      {missing ? null : data.status === 'error' && !application ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {HC_ADMIN_MESSAGES.loadFailed}
        </p>
      ) : !application ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="space-y-5 rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-bold">Applicant</h2>
            <Facts
              rows={[
                ['Email', application.email],
                ['Phone', application.phone],
                ['Years saved', years],
                ['Current church', application.current_church],
                ['Testimony', application.testimony],
                ['Ministry experience', application.ministry_experience],
                ['Spiritual gifts', application.spiritual_gifts],
                [
                  'Agreements',
                  [
                    application.statement_of_faith_agreed ? 'Statement of faith' : null,
                    application.code_of_conduct_agreed ? 'Code of conduct' : null,
                    application.ministry_guidelines_agreed ? 'Ministry guidelines' : null,
                  ]
                    .filter(Boolean)
                    .join(', '),
                ],
              ]}
            />
            {([1, 2] as const).map((n) => (
              <div key={n}>
                <h2 className="mb-2 text-lg font-bold">Reference {n}</h2>
                <Facts
                  rows={[
                    ['Name', application[`reference${n}_name`]],
                    ['Relationship', application[`reference${n}_relationship`]],
                    ['Email', application[`reference${n}_email`]],
                    ['Phone', application[`reference${n}_phone`]],
                  ]}
                />
              </div>
            ))}
          </div>
          <div className="space-y-4 rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-bold">Review</h2>
            <p className="text-sm">
              Status: <strong>{APPLICATION_STATUS_LABELS[application.status]}</strong>
            </p>
            <div>
              <label htmlFor={notesId} className="block text-sm font-semibold text-slate-800">
                Staff notes
              </label>
              <textarea
                id={notesId}
                value={notes}
                rows={6}
                maxLength={5000}
                onChange={(event) => setDraft(event.target.value)}
                className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600"
              />
            </div>
            <Notice notice={notice} />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={saving}
                onClick={() => void save({})}
                className={buttonClass.secondary}
              >
                Save notes
              </button>
              {confirming ? (
                <>
                  <button
                    type="button"
                    disabled={saving}
                    onClick={() => void save({ status: confirming })}
                    className={confirming === 'approved' ? buttonClass.approve : buttonClass.danger}
                  >
                    Confirm: {MOVE_LABELS[confirming].toLowerCase()} (emails {application.first_name})
                  </button>
                  <button
                    type="button"
                    autoFocus
                    onClick={() => setConfirming(null)}
                    className={buttonClass.secondary}
                  >
                    Cancel
                  </button>
                </>
              ) : (
                APPLICATION_TRANSITIONS[application.status].map((to) => (
                  <button
                    key={to}
                    type="button"
                    disabled={saving}
                    onClick={() => (to === 'reviewing' ? void save({ status: to }) : setConfirming(to))}
                    className={
                      to === 'declined'
                        ? buttonClass.danger
                        : to === 'approved'
                          ? buttonClass.approve
                          : buttonClass.primary
                    }
                  >
                    {MOVE_LABELS[to]}
                  </button>
                ))
              )}
            </div>
            {APPLICATION_TRANSITIONS[application.status].length === 0 ? (
              <p className="text-sm text-slate-700">This decision is final; notes can still be added.</p>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
