import { useState } from 'react';
import type { BibleStudySignup } from '#shared/outreach/admin-contract.ts';
import { csvFileName, toCsv } from '#shared/lists/csv.ts';
import { ADMIN_DATA_ERROR, type Page } from '#shared/lists/format.ts';
import { downloadText, fetchAllPages } from '#client/features/admin/csv-download.ts';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { formatOutreachTime } from '#client/features/admin/outreach/outreach-kinds.ts';
import { BIBLE_STUDY_CSV, devotionalLabel } from '#client/features/admin/outreach/bible-study-columns.ts';
import { LANGUAGE_HEADING, LANGUAGE_LABELS } from '#shared/outreach/admin-words.ts';
import { LoadError, Pager, SearchForm } from '#client/features/admin/admin-ui.tsx';
import { Button } from '#client/components/form/Button.tsx';

const PATH = '/api/admin/bible-study/';

/**
 * Bible study sign-ups, newest first: search, pages, and a CSV of every sign-up matching the search.
 * Each sign-up is a card (name, contact, interests, choices), so nothing scrolls sideways at 360px.
 */
export function BibleStudyPanel({
  search,
  page,
  onChange,
}: {
  search: string;
  page: number;
  onChange: (next: { search?: string; page?: number }) => void;
}) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  const filter = query.size ? `?${query}` : '';
  if (page > 1) query.set('page', String(page));
  const data = useAdminData<Page<BibleStudySignup>>(`${PATH}${query.size ? `?${query}` : ''}`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const rows = await fetchAllPages<BibleStudySignup>(`${PATH}${filter}`);
      downloadText(csvFileName('Bible study', new Date()), toCsv(BIBLE_STUDY_CSV, rows));
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
          label="Search Bible study sign-ups"
          search={search}
          placeholder="Name, email, phone or interests"
          onSearch={(search) => onChange({ search, page: 1 })}
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

      <p aria-live="polite" className="text-sm text-slate-700">
        {data.status === 'loading' && !answer
          ? 'Loading...'
          : answer
            ? `${answer.count} ${answer.count === 1 ? 'sign-up' : 'sign-ups'}${search ? ` matching “${search}”` : ''}`
            : ''}
      </p>
      {data.status === 'error' ? <LoadError onRetry={data.reload} /> : null}

      {answer ? (
        answer.results.length === 0 ? (
          <p className="rounded-lg border border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
            {search ? `No sign-ups match “${search}”.` : 'No Bible study sign-ups yet.'}
          </p>
        ) : (
          <ul
            aria-label="Bible study sign-ups"
            aria-busy={data.status === 'loading'}
            className="grid gap-3 lg:grid-cols-2"
          >
            {answer.results.map((row) => (
              <li key={row.id} className="rounded-lg border border-slate-300 bg-white px-4 py-3 shadow-sm">
                <h2 className="break-words font-semibold text-slate-900">{row.name}</h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold text-slate-700">Email</dt>
                  <dd className="break-all">{row.email}</dd>
                  <dt className="font-semibold text-slate-700">Phone</dt>
                  <dd>{row.phone ?? '—'}</dd>
                  <dt className="font-semibold text-slate-700">Interests</dt>
                  <dd className="break-words">{row.interests ?? '—'}</dd>
                  <dt className="font-semibold text-slate-700">Notifications</dt>
                  <dd>{row.notifications_enabled ? 'On' : 'Off'}</dd>
                  <dt className="font-semibold text-slate-700">Devotional</dt>
                  <dd>{devotionalLabel(row.devotional_choice)}</dd>
                  <dt className="font-semibold text-slate-700">{LANGUAGE_HEADING}</dt>
                  <dd>{LANGUAGE_LABELS[row.locale]}</dd>
                  <dt className="font-semibold text-slate-700">Signed up</dt>
                  <dd>{formatOutreachTime(row.created_at)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )
      ) : null}

      {answer ? (
        <Pager
          label="Bible study pages"
          page={page}
          pages={pages}
          onPage={(page) => onChange({ page: page })}
        />
      ) : null}
    </div>
  );
}
