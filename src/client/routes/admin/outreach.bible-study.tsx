import { useSearchParams } from 'react-router';
import { pageFromParam } from '#shared/lists/format.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { BibleStudyPanel } from '#client/features/admin/outreach/BibleStudyPanel.tsx';
import type { Route } from './+types/outreach.bible-study';

/** /admin/bible-study: sign-ups for the adult Bible study, newest first, with a CSV export. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Bible Study · Admin', path: '/admin/bible-study', noIndex: true, matches });
}

export default function AdminBibleStudy() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageFromParam(params.get('page'));

  function change(next: { search?: string; page?: number }) {
    const merged = { search, page, ...next };
    const query: Record<string, string> = {};
    if (merged.search) query.search = merged.search;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  }

  return (
    <section aria-labelledby="bible-study-title" className="space-y-6">
      <div>
        <h1 id="bible-study-title" className="text-2xl font-bold">
          Bible Study
        </h1>
        <p className="mt-1 text-sm text-slate-700">Sign-ups for the adult (18+) Bible study.</p>
      </div>
      <BibleStudyPanel search={search} page={page} onChange={change} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
