import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '#shared/seo.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatusName,
  HC_ADMIN_API,
  HC_ADMIN_MESSAGES,
  type LeaderApplicationSummary,
  type Paged,
} from '#shared/house-churches-admin-messages.ts';
import { HouseChurchesNav } from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { Route } from './+types/house-churches.applications';
import { LoadError } from '#client/features/admin/admin-ui.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Leader Applications · House Churches · Admin',
    path: '/admin/house-churches/applications',
    noIndex: true,
    matches,
  });
}

type Filter = ApplicationStatusName | 'all';
const FILTERS: Filter[] = ['all', ...APPLICATION_STATUSES];
const parseFilter = (raw: string | null): Filter =>
  (FILTERS as readonly string[]).includes(raw ?? '') ? (raw as Filter) : 'all';
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'America/Chicago' });

/** /admin/house-churches/applications: leader applications, newest first, filtered by status. */
export default function AdminLeaderApplications() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const data = useAdminData<Paged<LeaderApplicationSummary>>(
    `${HC_ADMIN_API.applications}?status=${filter}&page_size=100`,
  );
  const rows = data.data?.results ?? null;

  return (
    <section aria-labelledby="applications-title" className="space-y-6">
      <div>
        <h1 id="applications-title" className="text-2xl font-bold">
          Leader applications
        </h1>
        <p className="mt-1 text-sm text-slate-700">Received → reviewing → approved or declined.</p>
      </div>
      <HouseChurchesNav />
      <div role="group" aria-label="Show applications" className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() =>
              setParams(option === 'all' ? {} : { status: option }, { preventScrollReset: true })
            }
            className={`rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
              filter === option
                ? 'border-indigo-700 bg-indigo-700 text-white'
                : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {option === 'all' ? 'All' : APPLICATION_STATUS_LABELS[option]}
          </button>
        ))}
      </div>
      {data.status === 'error' && !rows ? (
        <LoadError message={HC_ADMIN_MESSAGES.loadFailed} onRetry={data.reload} />
      ) : !rows ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-300 bg-white px-4 py-6 text-slate-700">
          No applications here.
        </p>
      ) : (
        <ul aria-label="Leader applications" className="space-y-3">
          {rows.map((application) => {
            const name = `${application.first_name} ${application.last_name}`;
            return (
              <li key={application.id} className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link
                    to={`/admin/house-churches/applications/${application.id}`}
                    className="font-bold text-indigo-800 underline"
                  >
                    {name}
                  </Link>
                  <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    {APPLICATION_STATUS_LABELS[application.status]}
                  </span>
                </div>
                <p className="mt-1 break-all text-sm text-slate-700">
                  {application.email} · {application.phone}
                </p>
                <p className="text-sm text-slate-700">Applied {day(application.created_at)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
