/**
 * The event's embedded map. Its address is set only when the map comes near the screen: a
 * `loading="lazy"` frame is fetched far ahead of the scroll position (Chromium loads one thousands
 * of pixels away), so a phone opening the event connected to Google before the page had painted
 * (Lighthouse's first paint: 1.4 s, 0.9 s without). Without JavaScript the frame is in <noscript>.
 */
import { useEffect, useRef, useState } from 'react';

const frameClass = 'mt-4 aspect-[4/3] w-full rounded-2xl border border-navy-100 bg-navy-50 sm:aspect-[16/7]';

/** `title` names the map for screen readers ("Map of {location}" in the page's language). */
export function EventMap({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <iframe
        ref={frame}
        title={title}
        src={near ? src : undefined}
        referrerPolicy="no-referrer-when-downgrade"
        className={frameClass}
      />
      <noscript>
        <iframe
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={frameClass}
        />
      </noscript>
    </>
  );
}
