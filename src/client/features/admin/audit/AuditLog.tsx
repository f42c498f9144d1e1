/**
 * The audit log screen's list (docs/product.md#audit-log): newest first, a page at a time, filtered
 * by person, area and days (the site's time zone), with a CSV of every entry the filters match.
 * Read-only: nothing here changes an entry.
 */
import { useId, useState } from 'react';
import { csvFileName, toCsv } from '#shared/lists/csv.ts';
import { ADMIN_DATA_ERROR, type Page } from '#shared/lists/format.ts';
import {
  AUDIT_CSV_COLUMNS,
  type AuditEntry,
  type AuditFilterOptions,
  auditActionLabel,
  auditAreaLabel,
  auditTargetText,
  auditTimeText,
} from '#shared/audit/format.ts';
import { site } from '#shared/site/settings.ts';
import { Button } from '#client/components/form/Button.tsx';
import { LoadError, Pager } from '#client/features/admin/admin-ui.tsx';
import { downloadText, fetchAllPages } from '#client/features/admin/csv-download.ts';
import { AdminTable } from '#client/features/admin/subscribers/AdminTable.tsx';
import type { TableColumn } from '#client/features/admin/subscribers/tabs.ts';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';

export interface AuditFilters {
  person: string;
  area: string;
  from: string;
  to: string;
  page: number;
}

const PATH = '/api/admin/audit/';
const fieldClass =
  'mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600';

/** The API query for the filters (the page only for the table, not for the export). */
export function auditQuery(filters: AuditFilters, page?: number): string {
  const query = new URLSearchParams();
  if (filters.person) query.set('user_id', filters.person);
  if (filters.area) query.set('area', filters.area);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (page) query.set('page', String(page));
  return query.size > 0 ? `?${query}` : '';
}

type Row = { id: string; entry: AuditEntry };

const columns: TableColumn<Row>[] = [
  { header: 'When', cell: ({ entry }) => <time dateTime={entry.at}>{auditTimeText(entry.at)}</time> },
  { header: 'Person', cell: ({ entry }) => entry.username ?? 'Unknown name' },
  { header: 'IP address', cell: ({ entry }) => entry.ip ?? '' },
  { header: 'Area', cell: ({ entry }) => auditAreaLabel(entry.area) },
  { header: 'Action', cell: ({ entry }) => auditActionLabel(entry.action) },
  { header: 'What', cell: ({ entry }) => auditTargetText(entry) },
  {
    header: 'Summary',
    cell: ({ entry }) => <span className="whitespace-normal">{entry.summary}</span>,
  },
];

export function AuditLog({
  filters,
  onFiltersChange,
}: {
  filters: AuditFilters;
  onFiltersChange: (next: Partial<AuditFilters>) => void;
}) {
  const id = useId();
  const data = useAdminData<Page<AuditEntry>>(`${PATH}${auditQuery(filters, filters.page)}`);
  const options = useAdminData<AuditFilterOptions>(`${PATH}filters/`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const rows = await fetchAllPages<AuditEntry>(`${PATH}${auditQuery(filters)}`);
      downloadText(csvFileName('Audit log', new Date()), toCsv(AUDIT_CSV_COLUMNS, rows));
    } catch (error) {
      if (!redirectIfSignedOut(error)) setExportError(ADMIN_DATA_ERROR);
    } finally {
      setExporting(false);
    }
  }

  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;
  const people = options.data?.people ?? [];
  const knownAreas = options.data?.areas ?? [];
  // A filter chosen from a link keeps its option while the lists load.
  const areas =
    filters.area && !knownAreas.includes(filters.area) ? [...knownAreas, filters.area] : knownAreas;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="sr-only">
        Entries
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-person`} className="block text-sm font-semibold text-slate-800">
            Person
          </label>
          <select
            id={`${id}-person`}
            value={filters.person}
            onChange={(event) => onFiltersChange({ person: event.target.value, page: 1 })}
            className={fieldClass}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.user_id} value={person.user_id}>
                {person.username}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-area`} className="block text-sm font-semibold text-slate-800">
            Area
          </label>
          <select
            id={`${id}-area`}
            value={filters.area}
            onChange={(event) => onFiltersChange({ area: event.target.value, page: 1 })}
            className={fieldClass}
          >
            <option value="">All areas</option>
            {areas.map((area) => (
              <option key={area} value={area}>
                {auditAreaLabel(area)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-semibold text-slate-800">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onFiltersChange({ from: event.target.value, page: 1 })}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-semibold text-slate-800">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onFiltersChange({ to: event.target.value, page: 1 })}
            className={fieldClass}
          />
        </div>
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting} className="sm:ml-auto">
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <p className="text-xs text-slate-700">
        Days and times are in the ministry&rsquo;s time zone ({site.timeZone}). Summaries name the fields that
        changed, not what was typed in them.
      </p>
      {exportError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {exportError}
        </p>
      ) : null}

      <p aria-live="polite" className="text-sm text-slate-700">
        {data.status === 'loading' && !answer
          ? 'Loading...'
          : answer
            ? `${answer.count} ${answer.count === 1 ? 'entry' : 'entries'}`
            : ''}
      </p>
      {data.status === 'error' ? <LoadError onRetry={data.reload} /> : null}
      {answer ? (
        <AdminTable
          caption="Audit log entries"
          columns={columns}
          rows={answer.results.map((entry) => ({ id: String(entry.id), entry }))}
          empty="No entries match."
          busy={data.status === 'loading'}
        />
      ) : null}
      {answer ? (
        <Pager
          label="Audit log pages"
          page={filters.page}
          pages={pages}
          onPage={(page) => onFiltersChange({ page })}
        />
      ) : null}
    </section>
  );
}
