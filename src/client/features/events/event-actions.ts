/**
 * Which actions an event offers (docs/product.md#events): past events offer no RSVP or register.
 * Whether it takes RSVPs and has seats is the server's answer (the event's `rsvp_open`, `is_full`).
 */
import type { Event } from '#shared/events/contract.ts';

export function canRegister(
  event: Pick<Event, 'is_past' | 'registration_required' | 'registration_url'>,
): boolean {
  return !event.is_past && event.registration_required && Boolean(event.registration_url);
}

/**
 * The Join Online button: the public read carries the link only when everyone may see it
 * (joinLinkIsPublic, docs/product.md#event-detail-and-rsvp); never for an event that is over or called off.
 */
export function canJoinOnline(
  event: Pick<Event, 'is_past' | 'is_online' | 'online_url' | 'cancelled_at'>,
): boolean {
  return !event.is_past && !event.cancelled_at && event.is_online && Boolean(event.online_url);
}

/** The image shown when an event has none. */
export const FALLBACK_EVENT_IMAGE = '/images/events/fallback.svg';
