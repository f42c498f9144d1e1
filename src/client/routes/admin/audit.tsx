import { useSearchParams } from 'react-router';
import { pageFromParam } from '#shared/lists/format.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { type AuditFilters, AuditLog } from '#client/features/admin/audit/AuditLog.tsx';
import type { Route } from './+types/audit';

/**
 * /admin/audit (administrators): who did what in the admin, and when (docs/product.md#audit-log).
 * Filters and page live in the URL, so they survive a reload. The guard is the admin layout's
 * loader; data comes from the administrators-only API.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Audit log · Admin', path: '/admin/audit', noIndex: true, matches });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayParam = (value: string | null) => (value && DAY.test(value) ? value : '');

export default function AdminAudit() {
  const [params, setParams] = useSearchParams();
  const person = params.get('person') ?? '';
  const filters: AuditFilters = {
    person: UUID.test(person) ? person : '',
    area: (params.get('area') ?? '').slice(0, 60),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    page: pageFromParam(params.get('page')),
  };

  function changeFilters(next: Partial<AuditFilters>) {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (merged.person) query.person = merged.person;
    if (merged.area) query.area = merged.area;
    if (merged.from) query.from = merged.from;
    if (merged.to) query.to = merged.to;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  }

  return (
    <section aria-labelledby="audit-title" className="space-y-8">
      <div>
        <h1 id="audit-title" className="text-2xl font-bold">
          Audit log
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Every change made in the admin, and every sign-in, failed sign-in and sign-out. Entries are kept for
          two years and cannot be edited or deleted.
        </p>
      </div>
      <AuditLog filters={filters} onFiltersChange={changeFilters} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
