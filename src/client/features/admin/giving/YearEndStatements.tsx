import { useEffect, useId, useState } from 'react';
import {
  progressText,
  STATEMENT_WORDS,
  type StatementProgress,
  type StatementSendResult,
} from '#shared/giving/statements-format.ts';
import { site } from '#shared/site/settings.ts';
import { Button } from '#client/components/form/Button.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { useStaffSend } from '#client/features/admin/staff/staff-send.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { ApiError, apiRequest } from '#client/lib/api.ts';

/** How often the progress is read again while statements wait in the outbox. */
const REFRESH_MS = 3000;
const YEARS_OFFERED = 5;

/** Finished calendar years in the ministry's zone, newest first: statements are sent for these. */
function finishedYears(now = new Date()): number[] {
  const thisYear = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, year: 'numeric' }).format(now),
  );
  return Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - 1 - i);
}

/**
 * Year-end statements (docs/product.md#year-end-statements): staff choose a finished year and send
 * every donor their statement. Sending again sends nothing twice; the progress (queued / sent /
 * failed) refreshes while emails wait in the outbox.
 */
export function YearEndStatements() {
  const years = finishedYears();
  const [year, setYear] = useState(years[0]!);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const progress = useAdminData<StatementProgress>(`/api/admin/donations/statements/?year=${year}`);
  const send = useStaffSend((chosen: number) =>
    apiRequest<StatementSendResult>('/api/admin/donations/statements/', { body: { year: chosen } }),
  );
  const selectId = useId();
  const { reload } = progress;
  const waiting = (progress.data?.queued ?? 0) > 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(reload, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, progress.data, reload]);

  async function sendYear(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const result = await send(year);
      setOutcome({
        ok: true,
        text:
          result.newly_queued > 0
            ? STATEMENT_WORDS.queued(result.newly_queued, year)
            : STATEMENT_WORDS.sentNothingNew(year),
      });
      reload();
    } catch (error) {
      setOutcome({
        ok: false,
        text:
          error instanceof ApiError ? error.message : 'The statements could not be sent. Please try again.',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby="statements-title"
      className="space-y-3 rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
    >
      <h2 id="statements-title" className="text-lg font-semibold text-slate-900">
        Year-end statements
      </h2>
      <p className="text-sm text-slate-700">
        One PDF statement by email to every donor address that gave in the year.{' '}
        {STATEMENT_WORDS.netOfRefunds()}
      </p>
      <form onSubmit={sendYear} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="block text-sm font-semibold text-slate-900">
            Year
          </label>
          <select
            id={selectId}
            value={year}
            onChange={(event) => {
              setYear(Number(event.target.value));
              setOutcome(null);
            }}
            className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? 'Sending...' : `Send the ${year} statements`}
        </Button>
      </form>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'text-sm text-green-900' : 'text-sm text-red-800'}
        >
          {outcome.text}
        </p>
      ) : null}
      {progress.status === 'error' && !progress.data ? (
        <LoadError onRetry={reload} />
      ) : (
        <p
          aria-live="polite"
          data-testid="statement-progress"
          className="text-sm font-semibold text-slate-900"
        >
          {progress.data ? `Progress: ${progressText(progress.data)}` : 'Loading progress...'}
        </p>
      )}
    </section>
  );
}
