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
  auditAreaLabel,
  auditTimeText,
} from '#shared/audit/format.ts';
import { AUDIT_WORDS } from '#shared/audit/admin-words.ts';
import { site } from '#shared/site/settings.ts';
import { Button } from '#client/components/form/Button.tsx';
import { LoadError, Pager } from '#client/features/admin/admin-ui.tsx';
import { downloadText, fetchAllPages } from '#client/features/admin/csv-download.ts';
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

const cellClass = 'block px-3 py-1 align-top sm:table-cell sm:py-2.5';
/** The column's name before the value, on a phone only, where each row is a card. */
const CardLabel = ({ children }: { children: string }) => (
  <span className="font-semibold text-slate-800 sm:sr-only">{children}: </span>
);

/**
 * The entries as a table whose Summary wraps, so it reads at 1280 px without scrolling sideways;
 * on a phone each row is a card of label and value (docs/product.md#audit-log).
 */
function AuditEntries({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const w = AUDIT_WORDS.columns;
  return (
    <div className="rounded-lg border border-slate-300 bg-white shadow-sm">
      <table aria-busy={busy} className="block w-full text-left text-sm sm:table sm:table-fixed">
        <caption className="sr-only">{AUDIT_WORDS.caption}</caption>
        <thead className="sr-only bg-slate-100 text-xs uppercase tracking-wide text-slate-700 sm:not-sr-only sm:table-header-group">
          <tr>
            <th scope="col" className="w-44 px-3 py-2.5 font-semibold">
              {w.when}
            </th>
            <th scope="col" className="w-48 px-3 py-2.5 font-semibold">
              {w.person}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {w.summary}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 sm:table-row-group">
          {entries.length === 0 ? (
            <tr className="block sm:table-row">
              <td colSpan={3} className="block px-3 py-6 text-center text-slate-700 sm:table-cell">
                {AUDIT_WORDS.empty}
              </td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id} className="block py-2 hover:bg-slate-50 sm:table-row sm:py-0">
                <td className={`${cellClass} text-slate-800`}>
                  <CardLabel>{w.when}</CardLabel>
                  <time dateTime={entry.at}>{auditTimeText(entry.at)}</time>
                </td>
                <td className={`${cellClass} break-words text-slate-800`}>
                  <CardLabel>{w.person}</CardLabel>
                  {entry.username ?? AUDIT_WORDS.unknownName}
                  {entry.ip ? (
                    <span className="block text-xs text-slate-700">
                      <span className="sr-only">{AUDIT_WORDS.ipAddress}: </span>
                      {entry.ip}
                    </span>
                  ) : null}
                </td>
                <td className={`${cellClass} break-words text-slate-900`}>
                  <CardLabel>{w.summary}</CardLabel>
                  <span className="font-medium">{entry.sentence}</span>
                  {entry.details ? <span className="block text-slate-700">{entry.details}</span> : null}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

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
      <p className="text-xs text-slate-700">{AUDIT_WORDS.note(site.timeZone)}</p>
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
      {answer ? <AuditEntries entries={answer.results} busy={data.status === 'loading'} /> : null}
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
