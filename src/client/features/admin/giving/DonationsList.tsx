import { useId, useState } from 'react';
import { csvFileName, toCsv } from '#shared/lists/csv.ts';
import {
  type AdminDonation,
  DONATION_CSV_COLUMNS,
  DONATION_PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
} from '#shared/giving/admin-format.ts';
import { ADMIN_DATA_ERROR, type Page } from '#shared/lists/format.ts';
import { downloadText, fetchAllPages } from '#client/features/admin/csv-download.ts';
import { AdminTable } from '#client/features/admin/subscribers/AdminTable.tsx';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { DonationCards, donationColumns } from '#client/features/admin/giving/donation-columns.tsx';
import { DonationDetail } from '#client/features/admin/giving/DonationDetail.tsx';
import { LoadError, Pager, SearchForm } from '#client/features/admin/admin-ui.tsx';
import { Button } from '#client/components/form/Button.tsx';

export interface DonationFilters {
  status: string;
  search: string;
  page: number;
}

const PATH = '/api/admin/donations/';
const fieldClass =
  'mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600';

/** The API query for the filters staff chose (the page only for the table, not for the export). */
export function donationQuery(filters: DonationFilters, page?: number): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.search) query.set('search', filters.search);
  if (page) query.set('page', String(page));
  return query.size > 0 ? `?${query}` : '';
}

export function DonationsList({
  filters,
  onFiltersChange,
}: {
  filters: DonationFilters;
  onFiltersChange: (next: Partial<DonationFilters>) => void;
}) {
  const id = useId();
  const data = useAdminData<Page<AdminDonation>>(`${PATH}${donationQuery(filters, filters.page)}`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [selected, setSelected] = useState<AdminDonation | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const rows = await fetchAllPages<AdminDonation>(`${PATH}${donationQuery(filters)}`);
      downloadText(csvFileName('Donations', new Date()), toCsv(DONATION_CSV_COLUMNS, rows));
    } catch (error) {
      if (!redirectIfSignedOut(error)) setExportError(ADMIN_DATA_ERROR);
    } finally {
      setExporting(false);
    }
  }

  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;
  const statusLabel = filters.status
    ? PAYMENT_STATUS_LABELS[filters.status as AdminDonation['payment_status']]
    : '';

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        All donations
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
            {DONATION_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <SearchForm
          label="Search donations"
          search={filters.search}
          placeholder="Name, email or donation ID"
          onSearch={(search) => onFiltersChange({ search, page: 1 })}
        />
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting} className="sm:ml-auto">
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {exportError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {exportError}
        </p>
      ) : null}
      <p className="text-xs text-slate-700">
        Anonymous gifts show no name or email here or in the export; a search by name or email leaves them
        out.
      </p>

      <p aria-live="polite" className="text-sm text-slate-700">
        {data.status === 'loading' && !answer
          ? 'Loading...'
          : answer
            ? `${answer.count} ${answer.count === 1 ? 'donation' : 'donations'}${statusLabel ? ` (${statusLabel.toLowerCase()})` : ''}${filters.search ? ` matching “${filters.search}”` : ''}`
            : ''}
      </p>
      {data.status === 'error' ? <LoadError onRetry={data.reload} /> : null}

      {answer ? (
        <>
          <div className="md:hidden">
            <DonationCards rows={answer.results} empty="No donations match." onDetails={setSelected} />
          </div>
          <div className="hidden md:block">
            <AdminTable
              caption="Donations"
              columns={donationColumns(setSelected)}
              rows={answer.results}
              empty="No donations match."
              busy={data.status === 'loading'}
            />
          </div>
        </>
      ) : null}

      {answer ? (
        <Pager
          label="Donation pages"
          page={filters.page}
          pages={pages}
          onPage={(page) => onFiltersChange({ page })}
        />
      ) : null}
      {selected ? <DonationDetail donation={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
