import { useState } from 'react';
import type { Event } from '#shared/events/contract.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';
import { FALLBACK_EVENT_IMAGE } from '#client/features/events/event-actions.ts';
import { eventPicture } from '#client/features/events/event-picture.ts';

/**
 * An event's picture: its library image in the size the layout needs (`sizes`), or the fallback
 * image when it has none, when its old address is not one of this site's, or when it fails to load.
 * The fallback and an old picture are decorative (the title next to them says what it is); a library
 * image carries the alt text staff gave it.
 */
export function EventImage({
  event,
  sizes,
  className,
  priority = false,
}: {
  event: Pick<Event, 'image' | 'image_url'>;
  sizes: string;
  className?: string;
  /** The picture at the top of an event's page: fetched at once, not when scrolled near. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const picture = eventPicture(event);
  if (picture.kind === 'library') {
    return (
      <ResponsiveImage
        image={picture.image}
        sizes={sizes}
        priority={priority}
        className={`bg-navy-900 ${className ?? ''}`}
      />
    );
  }
  return (
    <img
      src={picture.kind === 'none' || failed ? FALLBACK_EVENT_IMAGE : picture.src}
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
