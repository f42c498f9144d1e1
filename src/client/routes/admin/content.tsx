import { Link } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import type { ContentSummary } from '#shared/content/contract.ts';
import { publishedByText } from '#shared/content/admin-words.ts';
import { CONTENT_API } from '#client/features/admin/content/content-api.ts';
import { LoadState } from '#client/features/admin/content/ScreenParts.tsx';
import { NeedsTranslationList } from '#client/features/admin/content/NeedsTranslationList.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { Route } from './+types/content';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Site content · Admin', path: '/admin/content', noIndex: true, matches });
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/content: every document of the site's words, pictures and settings
 * (docs/product.md#site-content), with its last publish and whether a draft is waiting, and what
 * still needs its Spanish.
 */
export default function AdminContent() {
  const data = useAdminData<{ documents: ContentSummary[] }>(CONTENT_API);
  return (
    <section aria-labelledby="content-title" className="space-y-6">
      <div>
        <h1 id="content-title" className="text-2xl font-bold">
          Site content
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          The words, pictures and settings of the public pages. Save a draft, preview it, then publish:
          visitors see only what is published.
        </p>
      </div>
      <LoadState status={data.status} hasData={data.data !== null} reload={data.reload}>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
          {data.data?.documents.map((document) => (
            <li key={document.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              <Link to={`/admin/content/${document.key}`} className="font-semibold text-navy-900 underline">
                {document.title}
              </Link>
              <span className="text-sm text-slate-700">
                Published {when(document.published_at)}
                {publishedByText(document.published_by)}
              </span>
              {document.draft_saved_at ? (
                <span className="rounded bg-gold-100 px-2 py-0.5 text-sm text-navy-950">Draft saved</span>
              ) : null}
            </li>
          ))}
        </ul>
      </LoadState>
      <NeedsTranslationList />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
