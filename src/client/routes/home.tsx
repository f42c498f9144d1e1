import { localeOfPath } from '#shared/i18n/locales.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { CoreValues } from '#client/features/content/CoreValues.tsx';
import { loadHomeEvents } from '#client/features/events/home-events-data.ts';
import { UpcomingEventsSection } from '#client/features/events/UpcomingEventsSection.tsx';
import { featuredBooks } from '#client/features/home/featured-book.server.ts';
import { FeaturedBook } from '#client/features/home/FeaturedBook.tsx';
import { HomeHero } from '#client/features/home/HomeHero.tsx';
import { HouseChurchesIntro } from '#client/features/home/HouseChurchesIntro.tsx';
import { OurMinistry } from '#client/features/home/OurMinistry.tsx';
import { loadLatestVideo } from '#client/features/videos/latest-video-state.ts';
import { LatestVideo } from '#client/features/videos/LatestVideo.tsx';
import type { PageScriptsHandle } from '#client/lib/page-scripts.ts';
import { useContent, useLangOf, within } from '#client/features/content/use-content.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { data } from 'react-router';
import { site } from '#shared/site/settings.ts';
import type { Route } from './+types/home';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/**
 * Events and the latest message read the database only (never YouTube), side by side. The page's
 * words are site content from the database (published, or a staff preview's draft), sent as data.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const loadingPage = context.services.pageContent.load(request, ['home', 'core-values', 'events']);
  const [page, upcomingEvents, latestVideo, books] = await Promise.all([
    loadingPage,
    // The cards name the events they stand for: their next dates are read once the words are.
    loadingPage.then((loaded) =>
      loadHomeEvents(
        context.services,
        loaded.content.events.home.cards,
        context.doNotCache,
        [site.gathering.name],
        localeOfPath(new URL(request.url).pathname),
      ),
    ),
    loadLatestVideo(context.services.videos),
    featuredBooks(context.services.contentRecords),
  ]);
  if (latestVideo.status === 'error') context.doNotCache?.();
  const loaded = { ...page, upcomingEvents, latestVideo, featuredBooks: books };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) =>
  pageMeta({
    description: loaderData?.content.home.description,
    keywords: loaderData?.content.home.keywords,
    path: '/',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
  }),
);

/**
 * Script-free (lib/page-scripts.ts) while the latest message is on screen: nothing else on the page
 * needs JavaScript. Its other states offer Try Again, which asks the API again in place.
 */
export const handle: PageScriptsHandle = {
  hydrate: (data) =>
    (data as { latestVideo?: { status: string } } | undefined)?.latestVideo?.status !== 'loaded',
};

/**
 * The home page, in the order of docs/product.md#home. Each section is a component of its own area; the
 * Latest Message block (messages) and the Upcoming Events cards (events) read the database in the loader.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const copy = useContent('home');
  const events = useContent('events');
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('home');
  return (
    <>
      <HomeHero
        copy={copy.hero}
        nextGathering={loaderData.upcomingEvents[site.gathering.name] ?? null}
        langOf={within(langOf, 'hero')}
      />
      <OurMinistry copy={copy.ministry} langOf={within(langOf, 'ministry')} />
      <LatestVideo initial={loaderData.latestVideo} />
      <HouseChurchesIntro copy={copy.houseChurches} langOf={within(langOf, 'houseChurches')} />
      <UpcomingEventsSection home={events.home} linked={loaderData.upcomingEvents} />
      <FeaturedBook
        {...loaderData.featuredBooks}
        copy={copy.featuredBook}
        langOf={within(langOf, 'featuredBook')}
      />
      <CoreValues
        heading={copy.coreValuesHeading}
        intro={copy.coreValuesIntro}
        lang={{ heading: langOf('coreValuesHeading'), intro: langOf('coreValuesIntro') }}
      />
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
