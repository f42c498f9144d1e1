/**
 * Test data, imported by tests only: an event as the events API answers it (GET /api/events/{id}/),
 * for the server's tests and the browser's alike (browser code cannot import tests/). By default it
 * is complete and upcoming: Saturday, December 12, 2026, 7:00 PM to 9:30 PM in Austin, featured,
 * 12 of 40 seats taken. A test overrides only what it is about; the values the server works out
 * (spots_remaining, is_full, rsvp_open) follow from the others by the seat rule unless given.
 */
import type { Event } from '#shared/events/contract.ts';
import { isFull, rsvpOpen, seatsLeft } from '#shared/events/seats.ts';

export function buildEventJson(overrides: Partial<Event> = {}): Event {
  const event: Omit<Event, 'spots_remaining' | 'is_full' | 'rsvp_open'> & Partial<Event> = {
    id: 3,
    title: 'Prophetic Restoration Service',
    subtitle: 'He restores my soul',
    event_type: 'SERVICE',
    description: `${'A service set apart for those who feel worn thin. '.repeat(4)}\n\nSecond paragraph.`,
    title_es: null,
    subtitle_es: null,
    description_es: null,
    image_url: null,
    image_id: null,
    image: null,
    // Saturday, December 12, 2026, 7:00 PM CST (UTC-6) until 9:30 PM.
    date: '2026-12-13T01:00:00.000Z',
    end_date: '2026-12-13T03:30:00.000Z',
    date_tbd: false,
    location: 'Ministry Center',
    location_address: 'Austin, TX',
    location_map_url: 'https://maps.example/austin',
    is_online: false,
    online_url: null,
    online_link_public: false,
    registration_required: false,
    registration_url: null,
    accepts_rsvp: true,
    rsvp_limit: 40,
    rsvp_count: 12,
    is_featured: true,
    is_past: false,
    cancelled_at: null,
    calendar_sequence: 0,
    reminders_enabled: true,
    series_id: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
  return {
    spots_remaining: seatsLeft(event),
    is_full: isFull(event),
    rsvp_open: rsvpOpen(event),
    ...event,
  };
}
