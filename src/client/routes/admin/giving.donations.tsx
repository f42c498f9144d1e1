import { Link, useSearchParams } from 'react-router';
import { pageFromParam } from '#shared/lists/format.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { type DonationFilters, DonationsList } from '#client/features/admin/giving/DonationsList.tsx';
import { DonationTotals } from '#client/features/admin/giving/DonationTotals.tsx';
import { YearEndStatements } from '#client/features/admin/giving/YearEndStatements.tsx';
import type { Route } from './+types/giving.donations';

/**
 * /admin/donations: totals of paid gifts by category and month, the year-end statements, and every
 * donation (newest first, by status, searchable) with a CSV export. Filters and page live in the URL, so they survive a
 * reload. The guard is the admin layout's loader; data comes from the staff-only API.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Donations · Admin', path: '/admin/donations', noIndex: true, matches });
}

const STATUSES = new Set(['pending', 'paid', 'failed', 'expired']);

export default function AdminDonations() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const filters: DonationFilters = {
    status: STATUSES.has(status) ? status : '',
    search: params.get('search') ?? '',
    page: pageFromParam(params.get('page')),
  };

  function changeFilters(next: Partial<DonationFilters>) {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (merged.status) query.status = merged.status;
    if (merged.search) query.search = merged.search;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  }

  return (
    <section aria-labelledby="donations-title" className="space-y-8">
      <div>
        <h1 id="donations-title" className="text-2xl font-bold">
          Donations
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Gifts made on the giving page, and what has been received.{' '}
          <Link to="/admin/donations/recurring" className="font-semibold text-indigo-800 underline">
            Recurring gifts and their monthly total
          </Link>
        </p>
      </div>
      <DonationTotals />
      <YearEndStatements />
      <DonationsList filters={filters} onFiltersChange={changeFilters} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
