import { useEffect, useId, useRef, useState } from 'react';
import { PRIVACY_WORDS, type PrivacyLogPage } from '#shared/privacy/words.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { Button } from '#client/components/form/Button.tsx';
import { LogEntryLine } from '#client/features/admin/privacy/privacy-parts.tsx';
import { LoadError } from '#client/features/admin/admin-ui.tsx';

/**
 * The recent privacy log: every export and erasure, newest first, with who did it and how many rows
 * it covered. It holds no addresses (only their keyed hashes, which are not shown).
 */
export function PrivacyLogPanel({ version }: { version: number }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const data = useAdminData<PrivacyLogPage>(`/api/admin/privacy/log/?page=${page}`);
  const { reload } = data;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    reload();
  }, [version, reload]);

  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Recent privacy log
      </h2>
      {data.status === 'loading' && !answer ? <p className="text-sm text-slate-700">Loading...</p> : null}
      {data.status === 'error' ? <LoadError message={PRIVACY_WORDS.logFailed} onRetry={reload} /> : null}
      {answer ? (
        answer.results.length === 0 ? (
          <p className="rounded-md border border-slate-300 bg-white px-4 py-6 text-sm text-slate-700">
            No exports or erasures yet.
          </p>
        ) : (
          <ul aria-label="Privacy log entries" aria-busy={data.status === 'loading'} className="space-y-2">
            {answer.results.map((entry) => (
              <li key={entry.id} className="rounded-md border border-slate-300 bg-white px-4 py-3 shadow-sm">
                <LogEntryLine entry={entry} />
              </li>
            ))}
          </ul>
        )
      ) : null}
      {answer && pages > 1 ? (
        <nav aria-label="Privacy log pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className="text-sm text-slate-700">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
