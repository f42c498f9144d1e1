import { useId, useState } from 'react';
import {
  ADMIN_NEWSLETTER_WORDS,
  EMAIL_HELD_NOTE,
  OUTBOX_STATUS_LABELS,
  outboxEmailTitle,
  OUTBOX_STATUSES,
  type OutboxStatusName,
  RETRYABLE_STATUSES,
} from '#shared/newsletter/admin-words.ts';
import type { OutboxEmail, OutboxEmailPage } from '#shared/newsletter/admin-contract.ts';
import { ApiError } from '#client/lib/api.ts';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import { formatDateTime, retryEmail } from '#client/features/admin/newsletter/newsletter-api.ts';
import { Button } from '#client/components/form/Button.tsx';
import { EmailNotSetUp } from '#client/features/admin/newsletter/EmailNotSetUp.tsx';
import { LoadError, Pager, SearchForm } from '#client/features/admin/admin-ui.tsx';

export interface OutboxFilters {
  status: string;
  search: string;
  page: number;
}

export function outboxQuery(filters: OutboxFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.search) query.set('search', filters.search);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.size > 0 ? `?${query}` : '';
}

/** Sent emails deleted after 90 days still count (docs/product.md#newsletter-and-email-outbox). */
function archivedNote(archived: number | undefined): string {
  if (!archived) return '';
  return `, and ${archived} sent more than 90 days ago (counted, no longer listed)`;
}

/** An email held before the words changed says "SMTP_URL unset": it reads as the others do. */
const lastErrorText = (error: string) => (/SMTP_URL unset/.test(error) ? EMAIL_HELD_NOTE : error);

const STATUS_BADGE: Record<OutboxStatusName, string> = {
  queued: 'bg-sky-100 text-sky-900',
  sending: 'bg-navy-100 text-navy-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  held: 'bg-amber-100 text-amber-900',
};

const fieldClass =
  'mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600';

/**
 * Every email the site has queued, newest first, as cards (they read at 360px without sideways
 * scrolling). Subjects only: bodies may hold a private prayer request and are never fetched.
 */
export function OutboxList({
  filters,
  onFiltersChange,
}: {
  filters: OutboxFilters;
  onFiltersChange: (next: Partial<OutboxFilters>) => void;
}) {
  const id = useId();
  const data = useAdminData<OutboxEmailPage>(`/api/admin/outbox/${outboxQuery(filters)}`);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function retry(email: OutboxEmail) {
    setRetrying(email.id);
    setNotice(null);
    try {
      await retryEmail(email.id);
      setNotice({
        kind: 'ok',
        text: `The email to ${email.to_address} is queued again and will be sent shortly.`,
      });
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      const text =
        error instanceof ApiError && error.fromServer && error.status < 500
          ? error.message
          : ADMIN_NEWSLETTER_WORDS.retryFailed;
      setNotice({ kind: 'error', text });
    } finally {
      setRetrying(null);
      data.reload();
    }
  }

  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;

  return (
    <div className="space-y-4">
      {answer && !answer.email_set_up ? <EmailNotSetUp /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <SearchForm
          label="Search the outbox"
          search={filters.search}
          placeholder="Recipient or subject"
          onSearch={(search) => onFiltersChange({ search, page: 1 })}
        />
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
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {OUTBOX_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div aria-live="polite" className="space-y-2">
        {notice ? (
          <p
            className={`rounded-md border px-4 py-3 text-sm ${
              notice.kind === 'ok'
                ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
                : 'border-red-300 bg-red-50 text-red-800'
            }`}
          >
            {notice.text}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          {data.status === 'loading' && !answer
            ? 'Loading...'
            : answer
              ? `${answer.count} ${answer.count === 1 ? 'email' : 'emails'}${filters.search ? ` matching “${filters.search}”` : ''}${archivedNote(answer.archived_sent)}`
              : ''}
        </p>
      </div>
      {data.status === 'error' ? <LoadError message={ADMIN_DATA_ERROR} onRetry={data.reload} /> : null}

      {answer && answer.results.length === 0 ? (
        <p className="rounded-lg border border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
          {filters.status || filters.search
            ? 'No emails match these filters.'
            : 'No emails have been queued yet.'}
        </p>
      ) : null}
      {answer && answer.results.length > 0 ? (
        <ul aria-label="Emails" aria-busy={data.status === 'loading'} className="space-y-3">
          {answer.results.map((email) => (
            <li key={email.id} className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="break-words font-semibold text-slate-900">{outboxEmailTitle(email)}</p>
                  <p className="break-words text-sm text-slate-800">{email.subject}</p>
                  <p className="break-all text-sm text-slate-700">To {email.to_address}</p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[email.status]}`}
                >
                  {OUTBOX_STATUS_LABELS[email.status]}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
                <div>
                  <dt className="inline font-semibold text-slate-800">Attempts: </dt>
                  <dd className="inline text-slate-700">{email.attempts}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold text-slate-800">Created: </dt>
                  <dd className="inline text-slate-700">{formatDateTime(email.created_at)}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold text-slate-800">Sent: </dt>
                  <dd className="inline text-slate-700">
                    {email.sent_at ? formatDateTime(email.sent_at) : 'Not yet'}
                  </dd>
                </div>
                {email.last_error ? (
                  <div className="sm:col-span-2 lg:col-span-4">
                    <dt className="inline font-semibold text-slate-800">Last error: </dt>
                    <dd className="inline break-words text-red-800">{lastErrorText(email.last_error)}</dd>
                  </div>
                ) : null}
              </dl>
              {RETRYABLE_STATUSES.includes(email.status) ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  disabled={retrying !== null}
                  onClick={() => void retry(email)}
                >
                  {retrying === email.id ? 'Retrying...' : 'Retry'}
                  {/* Which email, for a screen reader; inside the name so the visible words always lead it. */}
                  <span className="sr-only">
                    {' '}
                    the email “{email.subject}” to {email.to_address}
                  </span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {answer ? (
        <Pager
          label="Outbox pages"
          page={filters.page}
          pages={pages}
          onPage={(page) => onFiltersChange({ page })}
        />
      ) : null}
    </div>
  );
}
