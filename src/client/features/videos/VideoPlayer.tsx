/**
 * A player that loads fast: first only the poster image and a play button; a click swaps in YouTube's
 * privacy-enhanced (youtube-nocookie) player, with a loading indicator until the player has loaded.
 * Render it with key={videoId} so a change of id starts over with the new video's poster.
 * Demo videos (no YouTube key configured) have no real upload, so they explain that instead.
 */
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import { useWords } from '#client/lib/locale.ts';
import { useState } from 'react';
import { isDemoVideoId } from '#shared/videos/format.ts';
import { PlayIcon } from '#client/features/videos/PlayIcon.tsx';
import { YouTubeImage } from '#client/features/videos/YouTubeImage.tsx';

export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`;
}

type PlayerState = 'poster' | 'loading' | 'ready' | 'demo';

export function VideoPlayer({
  videoId,
  title,
  poster,
}: {
  videoId: string;
  title: string;
  poster: string | null;
}) {
  const [state, setState] = useState<PlayerState>('poster');
  const t = useWords(VIDEOS_WORDS);
  const play = () => setState(isDemoVideoId(videoId) ? 'demo' : 'loading');

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-navy-950 shadow-lg">
      {state === 'poster' || state === 'demo' ? (
        <button
          type="button"
          onClick={play}
          className="group absolute inset-0 h-full w-full cursor-pointer"
          aria-label={t('player.play', { title })}
        >
          {poster ? (
            <YouTubeImage
              src={poster}
              sizes="(min-width: 896px) 832px, 100vw"
              priority
              className="h-full w-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
            />
          ) : null}
          <span className="absolute inset-0 flex items-center justify-center bg-navy-950/25">
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow-xl transition-transform group-hover:scale-110 sm:h-24 sm:w-24">
              <PlayIcon className="ml-1.5 h-9 w-9 sm:h-11 sm:w-11" />
            </span>
          </span>
        </button>
      ) : (
        <iframe
          src={embedUrl(videoId)}
          title={title}
          onLoad={() => setState('ready')}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
      {state === 'loading' ? (
        <div
          role="status"
          className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 bg-navy-950 text-cream"
        >
          <span
            aria-hidden="true"
            className="h-12 w-12 animate-spin rounded-full border-4 border-cream/25 border-t-gold-400"
          />
          <span>{t('player.loading')}</span>
        </div>
      ) : null}
      {state === 'demo' ? (
        <p
          role="status"
          className="absolute inset-x-3 bottom-3 rounded-lg bg-navy-950/90 px-4 py-3 text-sm text-cream sm:text-base"
        >
          {t('player.demo')}
        </p>
      ) : null}
    </div>
  );
}
