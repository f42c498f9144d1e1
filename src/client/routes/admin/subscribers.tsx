import { useSearchParams } from 'react-router';
import { pageFromParam } from '#shared/lists/format.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { ListPanel, type ListFilters } from '#client/features/admin/subscribers/ListPanel.tsx';
import { StatsPanel } from '#client/features/admin/subscribers/StatsPanel.tsx';
import { panelId, SubscriberTabs, tabId } from '#client/features/admin/subscribers/SubscriberTabs.tsx';
import {
  devotionalLeadsTab,
  emailSubscribersTab,
  eventLeadsTab,
  subscriberTabsFor,
  type SubscriberTabId,
  tabFromParam,
} from '#client/features/admin/subscribers/tabs.ts';
import { useStaffRoles } from '#client/features/admin/staff/use-staff-roles.ts';
import type { Route } from './+types/subscribers';

/**
 * /admin/subscribers (docs/product.md#subscribers-and-leads): Email Subscribers (source and language filters), Devotional
 * Leads, Event Leads and Statistics, each with a CSV export. The guard is the admin layout's loader; the data
 * is fetched by the browser from the staff-only API, so a session that ends mid-visit (401) sends the screen
 * back to the login page. Tab, filters and page live in the URL, so they survive a reload.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Subscribers · Admin', path: '/admin/subscribers', noIndex: true, matches });
}

export default function AdminSubscribers() {
  const [params, setParams] = useSearchParams();
  const tabs = subscriberTabsFor(useStaffRoles());
  const tab = tabFromParam(params.get('tab'), tabs);
  // The first tab the person may open is the one without `?tab=`.
  const firstTab = tabs[0]?.id;
  const filters: ListFilters = {
    search: params.get('search') ?? '',
    source: params.get('source') ?? '',
    language: params.get('language') ?? '',
    page: pageFromParam(params.get('page')),
  };

  function selectTab(id: SubscriberTabId) {
    setParams(id === firstTab ? {} : { tab: id }, { preventScrollReset: true });
  }

  function changeFilters(next: Partial<ListFilters>) {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (tab !== firstTab) query.tab = tab;
    if (merged.source && tab === 'email') query.source = merged.source;
    if (merged.language && tab === 'email') query.language = merged.language;
    if (merged.search) query.search = merged.search;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  }

  return (
    <section aria-labelledby="subscribers-title" className="space-y-6">
      <div>
        <h1 id="subscribers-title" className="text-2xl font-bold">
          Subscribers
        </h1>
        <p className="mt-1 text-sm text-slate-700">Email subscribers, devotional and event leads.</p>
      </div>
      <SubscriberTabs tabs={tabs} selected={tab} onSelect={selectTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'email' ? (
          <ListPanel
            key="email"
            tab={emailSubscribersTab}
            filters={filters}
            onFiltersChange={changeFilters}
          />
        ) : tab === 'devotional' ? (
          <ListPanel
            key="devotional"
            tab={devotionalLeadsTab}
            filters={filters}
            onFiltersChange={changeFilters}
          />
        ) : tab === 'event' ? (
          <ListPanel key="event" tab={eventLeadsTab} filters={filters} onFiltersChange={changeFilters} />
        ) : (
          <StatsPanel />
        )}
      </div>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
