/**
 * One video in the 'All Messages' grid (docs/product.md#video-messages): thumbnail with a play button linking
 * to /messages/{videoId}, duration, title and date. The whole card is one link, named by the title.
 */
import { SiteLink as Link } from '#client/components/SiteLink.tsx';
import { useLocale } from '#client/lib/locale.ts';
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import {
  type VideoMessage,
  describeDuration,
  formatDuration,
  formatVideoDate,
} from '#shared/videos/format.ts';
import { PlayIcon } from '#client/features/videos/PlayIcon.tsx';
import { YouTubeImage } from '#client/features/videos/YouTubeImage.tsx';

export function VideoThumbnail({ video, eager = false }: { video: VideoMessage; eager?: boolean }) {
  const locale = useLocale();
  return (
    <span className="relative block aspect-video overflow-hidden rounded-xl bg-navy-900">
      {video.thumbnail_high_url ? (
        <YouTubeImage
          src={video.thumbnail_high_url}
          // One column on phones, two on tablets, three from 1024 px (the grid of /messages).
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={eager}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : null}
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center bg-navy-950/20 transition-colors group-hover:bg-navy-950/35"
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow-lg transition-transform group-hover:scale-110">
          <PlayIcon className="ml-1 h-6 w-6" />
        </span>
      </span>
      <span className="absolute right-2 bottom-2 rounded bg-navy-950/85 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
        <span aria-hidden="true">{formatDuration(video.duration)}</span>
        <span className="sr-only">
          {VIDEOS_WORDS.in(locale)('card.duration', { duration: describeDuration(video.duration, locale) })}
        </span>
      </span>
    </span>
  );
}

export function VideoCard({ video, eager = false }: { video: VideoMessage; eager?: boolean }) {
  const locale = useLocale();
  return (
    <article className="group h-full">
      <Link
        to={`/messages/${encodeURIComponent(video.video_id)}`}
        className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-3 shadow-sm transition-colors hover:border-gold-500"
      >
        <VideoThumbnail video={video} eager={eager} />
        <span className="mt-3 px-1 pb-1">
          <span className="block font-serif text-lg leading-snug font-bold text-navy-950 group-hover:text-navy-700">
            {video.title}
          </span>
          <time dateTime={video.published_at} className="mt-1 block text-sm text-navy-700">
            {formatVideoDate(video.published_at, locale)}
          </time>
        </span>
      </Link>
    </article>
  );
}

/** A grey stand-in of the same shape while a page of videos loads. */
export function VideoCardSkeleton() {
  return (
    <div
      data-testid="video-skeleton"
      aria-hidden="true"
      className="animate-pulse rounded-2xl border border-navy-100 bg-white p-3"
    >
      <div className="aspect-video rounded-xl bg-navy-100" />
      <div className="mt-3 h-5 w-4/5 rounded bg-navy-100" />
      <div className="mt-2 h-4 w-2/5 rounded bg-navy-50" />
    </div>
  );
}
