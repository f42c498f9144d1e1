/**
 * The home page's Latest Message block: the newest video with a 150-character excerpt, and every
 * state of docs/product.md#home (skeleton while loading, the exact error messages, and
 * 'No message available.' with 'Try Again'). The page's loader supplies the first state from the
 * database; 'Try Again' asks the API again, showing the skeleton meanwhile.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#shared/i18n/locales.ts';
import { localizeMessage } from '#shared/i18n/words.ts';
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import { SiteLink as Link } from '#client/components/SiteLink.tsx';
import { useLocale } from '#client/lib/locale.ts';
import { type VideoMessage, excerpt, formatVideoDate } from '#shared/videos/format.ts';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import type { LatestVideoState } from '#client/features/videos/latest-video-state.ts';
import { latestVideoError } from '#client/features/videos/load-errors.ts';
import { VideoThumbnail } from '#client/features/videos/VideoCard.tsx';

export async function fetchLatestVideo(
  signal?: AbortSignal,
  locale: Locale = 'en',
): Promise<LatestVideoState> {
  try {
    const video = await apiRequest<Partial<VideoMessage> | null>('/api/youtube-messages/recent/', {
      ...(signal ? { signal } : {}),
    });
    if (!video || typeof video.video_id !== 'string' || !video.video_id) {
      return { status: 'error', message: VIDEOS_WORDS.in(locale)('latestEmpty') };
    }
    return { status: 'loaded', video: video as VideoMessage };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'empty' };
    return { status: 'error', message: latestVideoError(error, locale) };
  }
}

const button =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors';

function TryAgain({ onClick }: { onClick: () => void }) {
  const t = VIDEOS_WORDS.in(useLocale());
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${button} mt-5 bg-navy-900 text-cream hover:bg-navy-700`}
    >
      {t('tryAgain')}
    </button>
  );
}

function Skeleton() {
  return (
    <div
      data-testid="latest-message-skeleton"
      aria-hidden="true"
      className="grid animate-pulse gap-8 lg:grid-cols-2"
    >
      <div className="aspect-video rounded-xl bg-navy-100" />
      <div className="space-y-4">
        <div className="h-8 w-4/5 rounded bg-navy-100" />
        <div className="h-4 w-1/3 rounded bg-navy-100" />
        <div className="h-20 rounded bg-navy-50" />
      </div>
    </div>
  );
}

export function LatestVideo({ initial }: { initial?: LatestVideoState | undefined }) {
  const locale = useLocale();
  const t = VIDEOS_WORDS.in(locale);
  // What 'Try Again' (or the block's own first fetch) found, and for which loader state: a new
  // state from the page's loader (e.g. a revalidation) takes over again.
  const [fetched, setFetched] = useState<{
    basis: LatestVideoState | undefined;
    state: LatestVideoState;
  }>();
  const state: LatestVideoState =
    fetched && fetched.basis === initial ? fetched.state : (initial ?? { status: 'loading' });
  const load = useCallback(async () => {
    setFetched({ basis: initial, state: { status: 'loading' } });
    const next = await fetchLatestVideo(undefined, locale);
    setFetched({ basis: initial, state: next });
  }, [initial, locale]);
  // Without data from the page's loader, the block fetches its own.
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    void fetchLatestVideo(controller.signal, locale).then((next) => {
      if (!controller.signal.aborted) setFetched({ basis: undefined, state: next });
    });
    return () => controller.abort();
  }, [initial, locale]);

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <>
        <p role="status" className="sr-only">
          {t('latestLoading')}
        </p>
        <Skeleton />
      </>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="rounded-2xl border border-red-200 bg-white p-6">
        <p role="alert" className="font-medium text-red-800">
          {localizeMessage(state.message, locale)}
        </p>
        <TryAgain onClick={() => void load()} />
      </div>
    );
  } else if (state.status === 'empty') {
    body = (
      <div className="rounded-2xl border border-navy-100 bg-white p-6">
        <p className="text-lg font-medium text-navy-900">{t('latestFallback')}</p>
        <TryAgain onClick={() => void load()} />
        <p className="mt-4 text-sm text-navy-700">{t('latestDeveloperHint')}</p>
      </div>
    );
  } else {
    const { video } = state;
    const href = `/messages/${encodeURIComponent(video.video_id)}`;
    body = (
      <div className="grid items-center gap-8 lg:grid-cols-2">
        {/* The picture repeats the title's link beside it: one link for the mouse, none more for
            a keyboard or a screen reader (its old aria-label did not contain the duration shown,
            WCAG 2.5.3). */}
        <Link to={href} className="group block" tabIndex={-1} aria-hidden="true">
          <VideoThumbnail video={video} />
        </Link>
        <div>
          <h3 className="font-serif text-2xl leading-snug font-bold text-navy-950 sm:text-3xl">
            <Link to={href} className="hover:text-navy-700">
              {video.title}
            </Link>
          </h3>
          <time dateTime={video.published_at} className="mt-2 block text-navy-700">
            {formatVideoDate(video.published_at, locale)}
          </time>
          <p className="mt-4 text-lg leading-relaxed text-navy-800">{excerpt(video.description)}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={href} className={`${button} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
              {t('watchMessage')}
            </Link>
            <Link
              to="/messages"
              className={`${button} border border-navy-300 bg-white text-navy-900 hover:border-navy-900`}
            >
              {t('viewAllMessages')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="latest-message-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{t('latestEyebrow')}</p>
        <h2
          id="latest-message-title"
          className="mt-2 mb-8 font-serif text-3xl font-bold text-navy-950 sm:text-4xl"
        >
          {t('latestHeading')}
        </h2>
        <div aria-live="polite">{body}</div>
      </div>
    </section>
  );
}
