import { useId, useState } from 'react';
import { csvFileName, toCsv } from '#shared/lists/csv.ts';
import { ADMIN_DATA_ERROR, type Page } from '#shared/lists/format.ts';
import {
  SUBSCRIBER_LANGUAGE_LABELS,
  SUBSCRIBER_LANGUAGES,
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_SOURCES,
} from '#shared/subscribers/format.ts';
import { downloadText, fetchAllPages } from '#client/features/admin/csv-download.ts';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { AdminTable } from '#client/features/admin/subscribers/AdminTable.tsx';
import type { ListTab } from '#client/features/admin/subscribers/tabs.ts';
import { LoadError, Pager, SearchForm } from '#client/features/admin/admin-ui.tsx';
import { Button } from '#client/components/form/Button.tsx';

export interface ListFilters {
  search: string;
  source: string;
  language: string;
  page: number;
}

/** The query of one list: the filters staff chose, in the API's own parameter names. */
export function listQuery(filters: ListFilters, withSource: boolean, page?: number): string {
  const query = new URLSearchParams();
  if (withSource && filters.source) query.set('source', filters.source);
  if (withSource && filters.language) query.set('language', filters.language);
  if (filters.search) query.set('search', filters.search);
  if (page) query.set('page', String(page));
  return query.size > 0 ? `?${query}` : '';
}

/**
 * One list tab: search (and the source and language filters on Email Subscribers), one page of the table,
 * pagination, and the CSV export of every row that matches the filters.
 */
export function ListPanel<T extends { id: string }>({
  tab,
  filters,
  onFiltersChange,
}: {
  tab: ListTab<T>;
  filters: ListFilters;
  onFiltersChange: (next: Partial<ListFilters>) => void;
}) {
  const id = useId();
  const withSource = tab.id === 'email';
  const data = useAdminData<Page<T>>(`${tab.path}${listQuery(filters, withSource, filters.page)}`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const rows = await fetchAllPages<T>(`${tab.path}${listQuery(filters, withSource)}`);
      downloadText(csvFileName(tab.label, new Date()), toCsv(tab.csv, rows));
    } catch (error) {
      if (!redirectIfSignedOut(error)) setExportError(ADMIN_DATA_ERROR);
    } finally {
      setExporting(false);
    }
  }

  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchForm
          label={`Search ${tab.label}`}
          search={filters.search}
          placeholder="Name, email or phone"
          onSearch={(search) => onFiltersChange({ search, page: 1 })}
        />
        {withSource ? (
          <>
            <FilterSelect
              id={`${id}-source`}
              label="Source"
              value={filters.source}
              all="All sources"
              options={SUBSCRIBER_SOURCES.map((source) => [source, SUBSCRIBER_SOURCE_LABELS[source]])}
              onChange={(source) => onFiltersChange({ source, page: 1 })}
            />
            <FilterSelect
              id={`${id}-language`}
              label="Language"
              value={filters.language}
              all="All languages"
              options={SUBSCRIBER_LANGUAGES.map((language) => [
                language,
                SUBSCRIBER_LANGUAGE_LABELS[language],
              ])}
              onChange={(language) => onFiltersChange({ language, page: 1 })}
            />
          </>
        ) : null}
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting} className="sm:ml-auto">
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {exportError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {exportError}
        </p>
      ) : null}

      <p aria-live="polite" className="text-sm text-slate-700">
        {data.status === 'loading' && !answer
          ? 'Loading...'
          : answer
            ? `${answer.count} ${answer.count === 1 ? 'record' : 'records'}${filters.search ? ` matching “${filters.search}”` : ''}`
            : ''}
      </p>
      {data.status === 'error' ? <LoadError onRetry={data.reload} /> : null}

      {answer ? (
        <AdminTable
          caption={tab.label}
          columns={tab.table}
          rows={answer.results}
          empty={tab.empty}
          busy={data.status === 'loading'}
        />
      ) : null}

      {answer ? (
        <Pager
          label={`${tab.label} pages`}
          page={filters.page}
          pages={pages}
          onPage={(page) => onFiltersChange({ page })}
        />
      ) : null}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  all,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The first choice, which filters nothing. */
  all: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600"
      >
        <option value="">{all}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
