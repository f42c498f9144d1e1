/** Which actions an event offers (docs/product.md#events): past events offer no RSVP or register. */
import type { Event } from '#shared/events/contract.ts';

export function canRsvp(event: Pick<Event, 'is_past' | 'accepts_rsvp'>): boolean {
  return !event.is_past && event.accepts_rsvp;
}

export function canRegister(
  event: Pick<Event, 'is_past' | 'registration_required' | 'registration_url'>,
): boolean {
  return !event.is_past && event.registration_required && Boolean(event.registration_url);
}

export function canJoinOnline(event: Pick<Event, 'is_past' | 'is_online' | 'online_url'>): boolean {
  return !event.is_past && event.is_online && Boolean(event.online_url);
}

export function isFull(event: Pick<Event, 'spots_remaining'>): boolean {
  return event.spots_remaining === 0;
}

/** The image shown when an event has none. */
export const FALLBACK_EVENT_IMAGE = '/images/events/fallback.svg';
