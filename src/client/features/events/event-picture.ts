import type { Event } from '#shared/events/contract.ts';
import { imageUrl } from '#shared/images/format.ts';

type PictureFields = Pick<Event, 'image' | 'image_url'>;

/**
 * Which picture an event shows (docs/product.md#images): its library image; else a picture chosen
 * before the library when it is one of the site's own (a path); never an outside address, which the
 * CSP would block, so such an event shows the standard picture until staff choose one.
 */
export function eventPicture(event: PictureFields) {
  if (event.image) return { kind: 'library' as const, image: event.image };
  if (event.image_url?.startsWith('/')) return { kind: 'site' as const, src: event.image_url };
  return { kind: 'none' as const };
}

/** One address for share cards and structured data (a JPEG of the library image, ~1280 wide), or null. */
export function eventPictureAddress(event: PictureFields): string | null {
  const picture = eventPicture(event);
  if (picture.kind === 'site') return picture.src;
  if (picture.kind === 'none') return null;
  const { id, widths } = picture.image;
  return imageUrl(id, widths.find((width) => width >= 1280) ?? widths[widths.length - 1]!, 'jpg');
}
