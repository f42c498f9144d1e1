/**
 * /messages: 'All Messages', 12 per page, newest first, straight from the database (the background
 * sync keeps it fresh; a visitor never waits on YouTube). The page is in the URL: ?page_token=…
 */
import { data, isRouteErrorResponse, useNavigation } from 'react-router';
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import { localeOfPath, pathWithoutLocale } from '#shared/i18n/locales.ts';
import { useWords } from '#client/lib/locale.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { VideosGrid } from '#client/features/videos/VideosGrid.tsx';
import type { Route } from './+types/videos';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, location }) => {
  const t = VIDEOS_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t('list.metaTitle'),
    description: t('list.metaDescription'),
    path: location.pathname,
    matches,
  });
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('page_token') || undefined;
  const page = await context.services.videos.page(token);
  if (!page) {
    throw data(VIDEOS_WORDS.in(localeOfPath(url.pathname))('invalidPageToken'), { status: 400 });
  }
  return page;
}

function PageFrame({ children }: { children: React.ReactNode }) {
  const t = useWords(VIDEOS_WORDS);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{t('list.eyebrow')}</p>
      <h1 className="mt-2 font-serif text-4xl font-bold text-navy-950 sm:text-5xl">
        {t('allMessagesHeading')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-navy-800">{t('list.intro')}</p>
      <div className="mt-10">{children}</div>
    </div>
  );
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && pathWithoutLocale(navigation.location.pathname) === '/messages';
  return (
    <PageFrame>
      <VideosGrid
        items={loaderData.items}
        nextPageToken={loaderData.nextPageToken}
        prevPageToken={loaderData.prevPageToken}
        loading={loading}
      />
    </PageFrame>
  );
}

/** With no items to show, the reason for the failure (or 'try again later'). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useWords(VIDEOS_WORDS);
  const message = isRouteErrorResponse(error)
    ? t('listHttpError', {
        reason: (typeof error.data === 'string' && error.data) || error.statusText || t('unknownError'),
      })
    : t('listNetworkError');
  return (
    <PageFrame>
      <VideosGrid items={[]} nextPageToken={null} prevPageToken={null} error={message} />
    </PageFrame>
  );
}
