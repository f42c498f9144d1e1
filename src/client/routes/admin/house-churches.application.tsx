import { Link, useParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { yearsSavedLabel } from '#shared/house-churches/leader-words.ts';
import {
  HC_ADMIN_API,
  HC_ADMIN_WORDS,
  LANGUAGE_LABELS,
  type LeaderApplicationDetail,
} from '#shared/house-churches/admin-words.ts';
import { ApiError } from '#client/lib/api.ts';
import { ApplicationReview } from '#client/features/admin/house-churches/ApplicationReview.tsx';
import { HouseChurchesNav } from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { Route } from './+types/house-churches.application';

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta({
    title: 'Leader Application · House Churches · Admin',
    path: `/admin/house-churches/applications/${params.id}`,
    noIndex: true,
    matches,
  });
}

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
 * /admin/house-churches/applications/{id}: the whole application with both references, and its
 * review (ApplicationReview): the staff notes and the next moves it may make.
 */
export default function AdminLeaderApplication() {
  const { id = '' } = useParams();
  const data = useAdminData<LeaderApplicationDetail>(HC_ADMIN_API.application(id));
  const application = data.data;

  const missing = data.status === 'error' && data.error instanceof ApiError && data.error.status === 404;
  const name = application ? `${application.first_name} ${application.last_name}` : null;
  // Staff read English (the applicant's language is its own line).
  const years = application ? yearsSavedLabel(application.years_saved, 'en') : '';

  return (
    <section aria-labelledby="application-title" className="space-y-6">
      <p>
        <Link
          to="/admin/house-churches/applications"
          className="text-sm font-semibold text-navy-800 underline"
        >
          <span aria-hidden="true">← </span>All applications
        </Link>
      </p>
      <h1 id="application-title" className="text-2xl font-bold">
        {name ?? (missing ? HC_ADMIN_WORDS.applicationNotFound : 'Leader application')}
      </h1>
      <HouseChurchesNav />
      {missing ? null : data.status === 'error' && !application ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {HC_ADMIN_WORDS.loadFailed}
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
                [HC_ADMIN_WORDS.language, LANGUAGE_LABELS[application.locale]],
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
          <div className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
            <ApplicationReview application={application} onChanged={data.reload} />
          </div>
        </div>
      )}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
