import { CONTENT_RECORD_WORDS as M } from '#shared/content/records-rules.ts';
import { LoadError } from '#client/features/admin/admin-ui.tsx';

/** The live region of a records screen: moves, hides, saves and deletes are announced here. */
export function Notices({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      <div aria-live="polite" role="status" className="text-sm font-medium text-green-800">
        {notice}
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Loading, a failed load with a retry, or the content. */
export function LoadState({
  status,
  hasData,
  reload,
  children,
}: {
  status: 'loading' | 'ready' | 'error';
  hasData: boolean;
  reload: () => void;
  children: React.ReactNode;
}) {
  if (status === 'error' && !hasData) return <LoadError message={M.listFailed} onRetry={reload} />;
  if (!hasData) return <p className="text-sm text-slate-700">Loading...</p>;
  return <>{children}</>;
}

export function EmptyGroup({ children }: { children: React.ReactNode }) {
  return <p className="rounded-md border border-slate-300 bg-white px-4 py-6 text-slate-700">{children}</p>;
}
