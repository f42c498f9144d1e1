/**
 * /events: Upcoming (default), Past, Featured or All, from ?filter= (so a reload or a shared link
 * keeps it); the featured Bible study banner; loading, error and empty states (docs/product.md#events).
 */
import { Link, useNavigation } from 'react-router';
import {
  CALENDAR_FEED_PATH,
  EVENT_FILTER_LABELS,
  EVENT_MESSAGES,
  parseEventFilter,
} from '#shared/events/messages.ts';
import { absoluteUrl } from '#shared/site/settings.ts';
import { pageMeta } from '#shared/site/seo.ts';
import {
  BibleStudyBanner,
  EventFilters,
  EventGrid,
  EventGridSkeleton,
  EventsPageHeader,
  eventsPageContent,
} from '#client/features/events/EventsListing.tsx';
import { SubscribeLinks } from '#client/features/events/SubscribeLinks.tsx';
import type { Route } from './+types/events';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseEventFilter(new URL(request.url).searchParams.get('filter'));
  const events = await context.services.events.list(filter);
  return { filter, events, feedUrl: absoluteUrl(context.publicUrl, CALENDAR_FEED_PATH) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Events', description: eventsPageContent.description, path: '/events', matches });

const shell = 'mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8';

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { filter, events, feedUrl } = loaderData;
  const navigation = useNavigation();
  // A new filter is loading: its events replace these once they arrive.
  const pendingFilter =
    navigation.state === 'loading' && navigation.location.pathname === '/events'
      ? parseEventFilter(new URLSearchParams(navigation.location.search).get('filter'))
      : null;
  return (
    <div className={shell}>
      <EventsPageHeader />
      <SubscribeLinks feedUrl={feedUrl} />
      <EventFilters current={pendingFilter ?? filter} />
      <BibleStudyBanner />
      <section aria-labelledby="events-list-title" aria-busy={pendingFilter ? true : undefined}>
        <h2 id="events-list-title" className="mt-12 font-serif text-3xl font-bold text-navy-950">
          {EVENT_FILTER_LABELS[pendingFilter ?? filter]} events
        </h2>
        {pendingFilter ? <EventGridSkeleton /> : <EventGrid events={events} />}
      </section>
    </div>
  );
}

/** The loader failed (database unreachable…): the failure message, and a way to try again. */
export function ErrorBoundary() {
  return (
    <div className={shell}>
      <EventsPageHeader />
      <p
        role="alert"
        className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6 font-semibold text-red-800"
      >
        {EVENT_MESSAGES.listFailed}
      </p>
      <p className="mt-6">
        <Link
          to="/events"
          reloadDocument
          className="font-semibold text-navy-900 underline underline-offset-4"
        >
          Try again
        </Link>
      </p>
    </div>
  );
}
