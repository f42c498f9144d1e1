import { recipientsSummary, sourcesLabel } from '#shared/newsletter/admin-words.ts';
import type { NewsletterCampaign } from '#shared/newsletter/admin-contract.ts';
import type { AdminData } from '#client/features/admin/use-admin-data.ts';
import { ADMIN_DATA_ERROR, type Page } from '#shared/lists/format.ts';
import { formatDateTime } from '#client/features/admin/newsletter/newsletter-api.ts';
import { LoadError, Pager } from '#client/features/admin/admin-ui.tsx';

/**
 * Newsletters sent, newest first: subject (and the Spanish one), date, sources, recipients (how many
 * got each version) and who sent it.
 */
export function CampaignList({
  data,
  page,
  onPage,
}: {
  data: AdminData<Page<NewsletterCampaign>> & { reload: () => void };
  page: number;
  onPage: (page: number) => void;
}) {
  const answer = data.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;
  return (
    <section aria-labelledby="sent-newsletters-title" className="space-y-3">
      <h2 id="sent-newsletters-title" className="text-lg font-bold">
        Sent newsletters
      </h2>
      {data.status === 'loading' && !answer ? <p className="text-sm text-slate-700">Loading...</p> : null}
      {data.status === 'error' ? <LoadError message={ADMIN_DATA_ERROR} onRetry={data.reload} /> : null}
      {answer && answer.results.length === 0 ? (
        <p className="rounded-lg border border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
          No newsletters have been sent yet.
        </p>
      ) : null}
      {answer && answer.results.length > 0 ? (
        <ul aria-label="Sent newsletters" className="space-y-3">
          {answer.results.map((campaign) => (
            <li key={campaign.id} className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
              <p className="break-words font-semibold text-slate-900">{campaign.subject}</p>
              {campaign.subject_es ? (
                <p lang="es" className="break-words text-sm text-slate-800">
                  <span className="font-semibold">Spanish: </span>
                  {campaign.subject_es}
                </p>
              ) : null}
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
                <div>
                  <dt className="inline font-semibold text-slate-800">Sent: </dt>
                  <dd className="inline text-slate-700">{formatDateTime(campaign.created_at)}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold text-slate-800">To: </dt>
                  <dd className="inline text-slate-700">
                    {recipientsSummary(campaign.recipient_count, campaign.recipients_by_language)}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold text-slate-800">Sources: </dt>
                  <dd className="inline text-slate-700">{sourcesLabel(campaign.sources)}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold text-slate-800">By: </dt>
                  <dd className="inline text-slate-700">{campaign.sent_by}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {answer ? <Pager label="Sent newsletter pages" page={page} pages={pages} onPage={onPage} /> : null}
    </section>
  );
}
