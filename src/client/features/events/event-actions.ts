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

export function canJoinOnline(event: Pick<Event, 'is_past' | 'is_online' | 'online_url'>): boolean {
  return !event.is_past && event.is_online && Boolean(event.online_url);
}

/** The image shown when an event has none. */
export const FALLBACK_EVENT_IMAGE = '/images/events/fallback.svg';
