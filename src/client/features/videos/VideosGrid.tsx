/**
 * The 'All Messages' grid with its states (docs/product.md#video-messages): six skeleton cards while a page
 * loads, the error only when there are no items to show, and Previous / Next only when the
 * corresponding page token exists. Paging is plain links (?page_token=…), so the page is in the URL
 * and works without JavaScript; a click also scrolls to the top.
 */
import { Link } from 'react-router';
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';
import { MESSAGES_SKELETON_COUNT, type VideoMessage } from '#shared/videos/format.ts';
import { VideoCard, VideoCardSkeleton } from '#client/features/videos/VideoCard.tsx';

export interface VideosGridProps {
  items: VideoMessage[];
  nextPageToken: string | null;
  prevPageToken: string | null;
  loading?: boolean;
  error?: string | null;
}

const pagerButton =
  'inline-flex min-h-12 min-w-32 items-center justify-center gap-2 rounded-full border border-navy-300 bg-white px-6 py-3 font-semibold text-navy-900 transition-colors hover:border-navy-900';

export function pageHref(token: string): string {
  return `/messages?page_token=${encodeURIComponent(token)}`;
}

// Instant, not the page's smooth scrolling: a smooth scroll still running when the new page's cards
// arrive can stop part-way down, where the buttons were (docs/product.md#video-messages).
const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'instant' });

export function VideosGrid({
  items,
  nextPageToken,
  prevPageToken,
  loading = false,
  error = null,
}: VideosGridProps) {
  const t = useWords(VIDEOS_WORDS);
  const localePath = useLocalePath();
  if (loading) {
    return (
      <>
        <p role="status" className="sr-only">
          {t('list.loading')}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: MESSAGES_SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <VideoCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (items.length === 0) {
    return error ? (
      <p role="alert" className="rounded-2xl border border-red-200 bg-white p-6 font-medium text-red-800">
        {error}
      </p>
    ) : (
      <p className="rounded-2xl border border-navy-100 bg-white p-6 text-lg text-navy-800">
        {t('list.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((video, index) => (
          <li key={video.video_id}>
            <VideoCard video={video} eager={index < 3} />
          </li>
        ))}
      </ul>
      {prevPageToken || nextPageToken ? (
        <nav aria-label={t('list.pages')} className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {prevPageToken ? (
            <Link to={localePath(pageHref(prevPageToken))} onClick={scrollToTop} className={pagerButton}>
              <span aria-hidden="true">←</span> {t('list.previous')}
            </Link>
          ) : null}
          {nextPageToken ? (
            <Link to={localePath(pageHref(nextPageToken))} onClick={scrollToTop} className={pagerButton}>
              {t('list.next')} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
