/** A devotional's cover; if the image cannot load, a drawn placeholder with the title takes its place. */
import { useEffect, useRef, useState } from 'react';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { useWords } from '#client/lib/locale.ts';

export function DevotionalCover({ src, alt, title }: { src: string; alt: string; title: string }) {
  const [failed, setFailed] = useState(false);
  const t = useWords(OUTREACH_WORDS);
  const ref = useRef<HTMLImageElement>(null);
  // An error during server-rendered loading fires before React listens: check once after hydration.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className="flex aspect-[2/3] w-full max-w-56 sm:max-w-xs flex-col items-center justify-center rounded-lg border-2 border-gold-400 bg-navy-900 p-6 text-center shadow-xl"
      >
        <span className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
          {t('devotional.coverPlaceholder')}
        </span>
        <span className="mt-3 font-serif text-2xl font-bold text-white">{title}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={600}
      height={900}
      onError={() => setFailed(true)}
      className="h-auto w-full max-w-56 rounded-lg shadow-xl sm:max-w-xs"
    />
  );
}
