import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { ministryFormatter } from '#shared/site/time-zone.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatusName,
  HC_ADMIN_API,
  HC_ADMIN_WORDS,
  type LeaderApplicationSummary,
} from '#shared/house-churches/admin-words.ts';
import type { Page } from '#shared/lists/format.ts';
import { HouseChurchesNav } from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { FilterButtons, LoadError } from '#client/features/admin/admin-ui.tsx';
import type { Route } from './+types/house-churches.applications';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Leader Applications · House Churches · Admin',
    path: '/admin/house-churches/applications',
    noIndex: true,
    matches,
  });
}

type Filter = ApplicationStatusName | 'all';
const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  ...APPLICATION_STATUSES.map((id) => ({ id, label: APPLICATION_STATUS_LABELS[id] })),
];
const parseFilter = (raw: string | null): Filter => FILTERS.find((f) => f.id === raw)?.id ?? 'all';
const day = (iso: string) => ministryFormatter({ dateStyle: 'medium' }).format(new Date(iso));

/** /admin/house-churches/applications: leader applications, newest first, filtered by status. */
export default function AdminLeaderApplications() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const data = useAdminData<Page<LeaderApplicationSummary>>(
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
      <FilterButtons
        label="Show applications"
        options={FILTERS}
        value={filter}
        onChoose={(option) =>
          setParams(option === 'all' ? {} : { status: option }, { preventScrollReset: true })
        }
      />
      {data.status === 'error' && !rows ? (
        <LoadError message={HC_ADMIN_WORDS.loadFailed} onRetry={data.reload} />
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
                    className="font-bold text-navy-800 underline"
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

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
