/**
 * /events: Upcoming (default), Past, Featured or All, from ?filter= (so a reload or a shared link
 * keeps it); the dated events first, then "Dates to be announced", led by the featured Bible study
 * banner; loading, error and empty states (docs/product.md#events).
 */
import { data, Link, useNavigation } from 'react-router';
import { CALENDAR_FEED_PATH, EVENTS_WORDS, parseEventFilter } from '#shared/events/words.ts';
import { pathWithoutLocale } from '#shared/i18n/locales.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';
import { absoluteUrl } from '#shared/site/settings.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import {
  BibleStudyBanner,
  EventFilters,
  EventGrid,
  EventGridSkeleton,
  EventsPageHeader,
} from '#client/features/events/EventsListing.tsx';
import { groupByDate } from '#client/features/events/event-groups.ts';
import { SubscribeLinks } from '#client/features/events/SubscribeLinks.tsx';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { contentFromMatches, useContent } from '#client/features/content/use-content.ts';
import type { Route } from './+types/events';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/** The filter's events, and the page's words from the database (published, or a staff preview's draft). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseEventFilter(new URL(request.url).searchParams.get('filter'));
  const [page, events] = await Promise.all([
    context.services.pageContent.load(request, ['events']),
    context.services.events.list(filter),
  ]);
  const loaded = { ...page, filter, events, feedUrl: absoluteUrl(context.publicUrl, CALENDAR_FEED_PATH) };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const copy = loaderData ? contentFromMatches(matches, 'events').page : undefined;
  return pageMeta({
    title: copy?.title ?? EVENTS_WORDS.in(localeFromMatches(matches))('page.title'),
    description: copy?.description,
    path: '/events',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
  });
});

const shell = 'mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-16 lg:px-8';

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { filter, events, feedUrl } = loaderData;
  const copy = useContent('events');
  const t = useWords(EVENTS_WORDS);
  const navigation = useNavigation();
  // A new filter is loading: its events replace these once they arrive.
  const pendingFilter =
    navigation.state === 'loading' && pathWithoutLocale(navigation.location.pathname) === '/events'
      ? parseEventFilter(new URLSearchParams(navigation.location.search).get('filter'))
      : null;
  const shownFilter = pendingFilter ?? filter;
  const { dated, toBeAnnounced } = groupByDate(events, copy.bibleStudyBanner.title);
  // Past events all have their dates; the group of dates to come is for every other filter.
  const announcing = shownFilter !== 'past';
  return (
    <div className={shell}>
      <EventsPageHeader page={copy.page} />
      <SubscribeLinks feedUrl={feedUrl} />
      <EventFilters current={shownFilter} />
      <section aria-labelledby="events-list-title" aria-busy={pendingFilter ? true : undefined}>
        <h2 id="events-list-title" className="mt-6 font-serif text-3xl font-bold text-navy-950 sm:mt-12">
          {t('list.heading', { filter: shownFilter })}
        </h2>
        {pendingFilter ? <EventGridSkeleton /> : <EventGrid events={dated} />}
      </section>
      {announcing && !pendingFilter ? (
        <section aria-labelledby="events-tba-title">
          <h2 id="events-tba-title" className="mt-12 font-serif text-3xl font-bold text-navy-950">
            {t('list.toBeAnnounced')}
          </h2>
          <BibleStudyBanner banner={copy.bibleStudyBanner} />
          {toBeAnnounced.length > 0 ? <EventGrid events={toBeAnnounced} /> : null}
        </section>
      ) : null}
    </div>
  );
}

/** The loader failed (database unreachable…): the failure message, and a way to try again. */
export function ErrorBoundary() {
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  return (
    <div className={shell}>
      <EventsPageHeader />
      <p
        role="alert"
        className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6 font-semibold text-red-800"
      >
        {t('list.failed')}
      </p>
      <p className="mt-6">
        <Link
          to={localePath('/events')}
          reloadDocument
          className="font-semibold text-navy-900 underline underline-offset-4"
        >
          {t('list.tryAgain')}
        </Link>
      </p>
    </div>
  );
}
