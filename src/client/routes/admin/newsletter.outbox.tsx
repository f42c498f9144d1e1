import { useSearchParams } from 'react-router';
import { pageFromParam } from '#shared/lists/format.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { NewsletterNav } from '#client/features/admin/newsletter/NewsletterNav.tsx';
import { type OutboxFilters, OutboxList } from '#client/features/admin/newsletter/OutboxList.tsx';
import type { Route } from './+types/newsletter.outbox';

/**
 * /admin/newsletter/outbox (docs/product.md#newsletter-and-email-outbox): every email the site
 * queued (welcome emails, RSVP confirmations, staff notices, newsletters), with its delivery state,
 * and a retry for failed or held ones. Filters and page live in the URL, so they survive a reload.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Email outbox · Admin',
    path: '/admin/newsletter/outbox',
    noIndex: true,
    matches,
  });
}

export default function AdminEmailOutbox() {
  const [params, setParams] = useSearchParams();
  const filters: OutboxFilters = {
    status: params.get('status') ?? '',
    search: params.get('search') ?? '',
    page: pageFromParam(params.get('page')),
  };

  function changeFilters(next: Partial<OutboxFilters>) {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (merged.status) query.status = merged.status;
    if (merged.search) query.search = merged.search;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  }

  return (
    <section aria-labelledby="outbox-title" className="space-y-6">
      <div>
        <h1 id="outbox-title" className="text-2xl font-bold">
          Email outbox
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Every email the site sends, newest first. Failed and held emails can be sent again.
        </p>
      </div>
      <NewsletterNav />
      <OutboxList filters={filters} onFiltersChange={changeFilters} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
