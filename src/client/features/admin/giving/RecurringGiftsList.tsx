import { useId, useState } from 'react';
import { type Page } from '#shared/lists/format.ts';
import {
  type AdminRecurringGift,
  RECURRING_LIST_STATUSES,
  RECURRING_STATUS_LABELS,
  type RecurringListStatus,
} from '#shared/giving/recurring-admin-format.ts';
import { AdminTable } from '#client/features/admin/subscribers/AdminTable.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { LoadError, Pager, SearchForm } from '#client/features/admin/admin-ui.tsx';
import { RecurringCards, recurringColumns } from '#client/features/admin/giving/recurring-columns.tsx';
import { RecurringGiftDetail } from '#client/features/admin/giving/RecurringGiftDetail.tsx';

export interface RecurringFilters {
  status: string;
  search: string;
  page: number;
}

const fieldClass =
  'mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600';

function recurringQuery(filters: RecurringFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.search) query.set('search', filters.search);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.size > 0 ? `?${query}` : '';
}

/** Every recurring gift that was started (newest first), by status, searchable. */
export function RecurringGiftsList({
  filters,
  onFiltersChange,
}: {
  filters: RecurringFilters;
  onFiltersChange: (next: Partial<RecurringFilters>) => void;
}) {
  const id = useId();
  const data = useAdminData<Page<AdminRecurringGift>>(
    `/api/admin/recurring-gifts/${recurringQuery(filters)}`,
  );
  const [selected, setSelected] = useState<AdminRecurringGift | null>(null);
  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;
  const statusLabel = filters.status ? RECURRING_STATUS_LABELS[filters.status as RecurringListStatus] : '';

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        All recurring gifts
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-slate-800">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => onFiltersChange({ status: event.target.value, page: 1 })}
            className={fieldClass}
          >
            <option value="">All statuses</option>
            {RECURRING_LIST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {RECURRING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <SearchForm
          label="Search recurring gifts"
          search={filters.search}
          placeholder="Name or email"
          onSearch={(search) => onFiltersChange({ search, page: 1 })}
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {data.status === 'loading' && !answer
          ? 'Loading...'
          : answer
            ? `${answer.count} recurring ${answer.count === 1 ? 'gift' : 'gifts'}${statusLabel ? ` (${statusLabel.toLowerCase()})` : ''}${filters.search ? ` matching “${filters.search}”` : ''}`
            : ''}
      </p>
      {data.status === 'error' ? <LoadError onRetry={data.reload} /> : null}
      {answer ? (
        <>
          <div className="md:hidden">
            <RecurringCards rows={answer.results} onDetails={setSelected} />
          </div>
          <div className="hidden md:block">
            <AdminTable
              caption="Recurring gifts"
              columns={recurringColumns(setSelected)}
              rows={answer.results}
              empty="No recurring gifts match."
              busy={data.status === 'loading'}
            />
          </div>
          <Pager
            label="Recurring gift pages"
            page={filters.page}
            pages={pages}
            onPage={(page) => onFiltersChange({ page })}
          />
        </>
      ) : null}
      {selected ? <RecurringGiftDetail gift={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
