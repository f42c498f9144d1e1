import { useSearchParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import type { NewsletterCampaign } from '#shared/newsletter/admin-contract.ts';
import { CampaignList } from '#client/features/admin/newsletter/CampaignList.tsx';
import { ComposeForm } from '#client/features/admin/newsletter/ComposeForm.tsx';
import { NewsletterNav } from '#client/features/admin/newsletter/NewsletterNav.tsx';
import { type Page, pageFromParam } from '#shared/lists/format.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { Route } from './+types/newsletter';

/**
 * /admin/newsletter (docs/product.md#newsletter-and-email-outbox): compose a newsletter to the active
 * subscribers of chosen sources, confirm, send through the outbox; below, the newsletters sent. The email
 * outbox is the sibling screen /admin/newsletter/outbox. Data comes from the staff-only API in the browser.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Newsletter · Admin', path: '/admin/newsletter', noIndex: true, matches });
}

export default function AdminNewsletter() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const campaigns = useAdminData<Page<NewsletterCampaign>>(
    `/api/admin/newsletters/${page > 1 ? `?page=${page}` : ''}`,
  );

  return (
    <section aria-labelledby="newsletter-title" className="space-y-6">
      <div>
        <h1 id="newsletter-title" className="text-2xl font-bold">
          Newsletter
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Write to your subscribers, and see every email the site sends.
        </p>
      </div>
      <NewsletterNav />
      <ComposeForm onSent={campaigns.reload} />
      <CampaignList
        data={campaigns}
        page={page}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true })}
      />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
