import { Link, useSearchParams } from 'react-router';
import { pageFromParam } from '#shared/lists/format.ts';
import { RECURRING_LIST_STATUSES } from '#shared/giving/recurring-admin-format.ts';
import { pageMeta } from '#shared/site/seo.ts';
import {
  type RecurringFilters,
  RecurringGiftsList,
} from '#client/features/admin/giving/RecurringGiftsList.tsx';
import { RecurringTotals } from '#client/features/admin/giving/RecurringTotals.tsx';
import type { Route } from './+types/giving.recurring-gifts';

/**
 * /admin/donations/recurring (docs/product.md#recurring-gifts-admin): the monthly recurring total by
 * category and every recurring gift with its charges and history. Filters and page live in the
 * URL. The guard is the admin layout's loader (the giving room); data comes from the staff-only API.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Recurring gifts · Admin',
    path: '/admin/donations/recurring',
    noIndex: true,
    matches,
  });
}

const STATUSES = new Set<string>(RECURRING_LIST_STATUSES);

export default function AdminRecurringGifts() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const filters: RecurringFilters = {
    status: STATUSES.has(status) ? status : '',
    search: params.get('search') ?? '',
    page: pageFromParam(params.get('page')),
  };

  function changeFilters(next: Partial<RecurringFilters>) {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (merged.status) query.status = merged.status;
    if (merged.search) query.search = merged.search;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  }

  return (
    <section aria-labelledby="recurring-title" className="space-y-8">
      <div>
        <h1 id="recurring-title" className="text-2xl font-bold">
          Recurring gifts
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Gifts given every month or every week, each charge its own donation.{' '}
          <Link to="/admin/donations" className="font-semibold text-indigo-800 underline">
            Back to all donations
          </Link>
        </p>
      </div>
      <RecurringTotals />
      <RecurringGiftsList filters={filters} onFiltersChange={changeFilters} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
