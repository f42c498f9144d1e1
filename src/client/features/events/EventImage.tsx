import { useState } from 'react';
import { FALLBACK_EVENT_IMAGE } from '#client/features/events/event-actions.ts';

/**
 * An event's picture, or the fallback image when it has none or its address fails to load.
 * Decorative: the title next to it says what it is.
 */
export function EventImage({
  src,
  className,
  priority = false,
}: {
  src: string | null;
  className?: string;
  /** The picture at the top of an event's page: fetched at once, not when scrolled near. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? FALLBACK_EVENT_IMAGE : src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={1200}
      height={675}
      onError={() => setFailed(true)}
      className={`bg-navy-900 ${className ?? ''}`}
    />
  );
}
