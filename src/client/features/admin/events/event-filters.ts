/** The admin events filter: All, Upcoming, Past, Featured. */
import { EVENTS_ADMIN_WORDS } from '#shared/events/admin-words.ts';
import type { AdminEvent } from '#client/features/admin/events/events-contract.ts';

export const ADMIN_EVENT_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
  { id: 'featured', label: 'Featured' },
] as const;
export type AdminEventFilter = (typeof ADMIN_EVENT_FILTERS)[number]['id'];

export function parseAdminEventFilter(value: string | null): AdminEventFilter {
  return ADMIN_EVENT_FILTERS.find((f) => f.id === value)?.id ?? 'all';
}

/** Past events newest first (the last one on top); the others soonest first. */
export function filterEvents(events: readonly AdminEvent[], filter: AdminEventFilter): AdminEvent[] {
  const chosen = events.filter((event) =>
    filter === 'upcoming'
      ? !event.is_past
      : filter === 'past'
        ? event.is_past
        : filter === 'featured'
          ? event.is_featured
          : true,
  );
  const time = (event: AdminEvent) => new Date(event.date).getTime();
  return chosen.sort((a, b) => (filter === 'past' ? time(b) - time(a) : time(a) - time(b)));
}

/** "count / limit", or "count / Unlimited" in words rather than a sign staff must decode. */
export function rsvpLabel(event: Pick<AdminEvent, 'rsvp_count' | 'rsvp_limit'>): string {
  return `${event.rsvp_count} / ${event.rsvp_limit ?? EVENTS_ADMIN_WORDS.unlimited}`;
}
