/**
 * /messages/{videoId}: the player (poster first, YouTube's player on click), title, date, views,
 * likes when above zero, channel, the description with safe links, and 'Related Messages'. An
 * unknown id answers 404 with 'Message not found' and 'Back to Messages'.
 */
import { data, isRouteErrorResponse } from 'react-router';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { formatCount, formatVideoDate } from '#shared/videos/format.ts';
import { VideoDescription } from '#client/features/videos/linkify.tsx';
import { VideoCard } from '#client/features/videos/VideoCard.tsx';
import { VideoPlayer } from '#client/features/videos/VideoPlayer.tsx';
import { videoPageMeta } from '#client/features/videos/video-meta.ts';
import type { Route } from './+types/videos.detail';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const video = await context.services.videos.byId(params.videoId);
  if (!video) return data({ video: null, related: [] }, { status: 404 });
  return { video, related: await context.services.videos.related(video.video_id) };
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ loaderData, matches, location }) =>
  loaderData?.video
    ? videoPageMeta(loaderData.video, matches)
    : pageMeta({
        title: VIDEOS_WORDS.in(localeFromMatches(matches))('detailNotFound'),
        path: location.pathname,
        noIndex: true,
        matches,
      }),
);

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-cream shadow-sm transition-colors hover:bg-navy-700';

function Problem({ title, detail }: { title: string; detail?: string }) {
  const t = useWords(VIDEOS_WORDS);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="font-serif text-4xl font-bold text-navy-950">{title}</h1>
      {detail ? (
        <p role="alert" className="mt-4 text-lg text-red-800">
          {detail}
        </p>
      ) : null}
      <p className="mt-8">
        <SiteLink to="/messages" className={primaryButton}>
          {t('backToMessages')}
        </SiteLink>
      </p>
    </div>
  );
}

export default function MessageDetail({ loaderData }: Route.ComponentProps) {
  const { video, related } = loaderData;
  const locale = useLocale();
  const t = useWords(VIDEOS_WORDS);
  if (!video) return <Problem title={t('detailNotFound')} />;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p>
        <SiteLink
          to="/messages"
          className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
        >
          <span aria-hidden="true">← </span>
          {t('backToMessages')}
        </SiteLink>
      </p>
      <div className="mt-6">
        <VideoPlayer
          key={video.video_id}
          videoId={video.video_id}
          title={video.title}
          poster={video.thumbnail_high_url}
        />
      </div>
      <h1 className="mt-8 font-serif text-3xl leading-tight font-bold text-navy-950 sm:text-4xl">
        {video.title}
      </h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-navy-700">
        <div className="flex gap-1.5">
          <dt className="sr-only">{t('detail.published')}</dt>
          <dd>
            <time dateTime={video.published_at}>{formatVideoDate(video.published_at, locale)}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">{t('detail.views')}</dt>
          <dd>{t('detail.viewCount', { count: formatCount(video.view_count, locale) })}</dd>
        </div>
        {video.like_count !== null && video.like_count > 0 ? (
          <div className="flex gap-1.5">
            <dt className="sr-only">{t('detail.likes')}</dt>
            <dd>{t('detail.likeCount', { count: formatCount(video.like_count, locale) })}</dd>
          </div>
        ) : null}
        {video.channel_title ? (
          <div className="flex gap-1.5">
            <dt className="sr-only">{t('detail.channel')}</dt>
            <dd className="font-semibold text-navy-900">{video.channel_title}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-8 max-w-3xl">
        <VideoDescription text={video.description} />
      </div>
      <section aria-labelledby="related-title" className="mt-16 border-t border-navy-100 pt-10">
        <h2 id="related-title" className="font-serif text-2xl font-bold text-navy-950 sm:text-3xl">
          {t('relatedHeading')}
        </h2>
        {related.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.video_id}>
                <VideoCard video={item} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-8">
          <SiteLink to="/messages" className={primaryButton}>
            {t('viewAllMessages')}
          </SiteLink>
        </p>
      </section>
    </article>
  );
}

/** A failed load names its reason when the server gave one. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useWords(VIDEOS_WORDS);
  const detail = isRouteErrorResponse(error)
    ? t('detailHttpError', {
        reason: (typeof error.data === 'string' && error.data) || error.statusText || t('unknownError'),
      })
    : t('detailNetworkError');
  return <Problem title={t('detailFailedTitle')} detail={detail} />;
}
