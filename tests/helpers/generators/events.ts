/**
 * Test data for events and their RSVPs. Each `build*` gives a valid row or payload: only what the
 * database requires is set, so its own defaults (type, RSVPs open, one guest, attending) stay its
 * own; a test overrides only what it is about. Each `insert*` stores one and returns the row.
 */
import type { Database } from '#server/db/client.ts';
import { eventRsvps, events } from '#server/db/schema/index.ts';

export type EventRow = typeof events.$inferInsert;
export type RsvpRow = typeof eventRsvps.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` after `from` (before it when negative). */
export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Later than every test clock: by default an event has not happened yet. */
const UPCOMING_DATE = new Date('2035-06-15T00:00:00Z');

export function buildEvent(overrides: Partial<EventRow> = {}): EventRow {
  return {
    title: 'Test Gathering',
    description: 'An evening of worship.',
    date: UPCOMING_DATE,
    location: 'Ministry Center',
    ...overrides,
  };
}

export async function insertEvent(db: Database, overrides: Partial<EventRow> = {}) {
  const [row] = await db.insert(events).values(buildEvent(overrides)).returning();
  return row!;
}

export function buildRsvp(overrides: Partial<RsvpRow> & Pick<RsvpRow, 'eventId'>): RsvpRow {
  return { name: 'Guest', email: 'guest@example.org', ...overrides };
}

export async function insertRsvp(db: Database, overrides: Partial<RsvpRow> & Pick<RsvpRow, 'eventId'>) {
  const [row] = await db.insert(eventRsvps).values(buildRsvp(overrides)).returning();
  return row!;
}

/** A complete, valid staff payload for POST /api/events/ (the admin form's fields). */
export function buildEventPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Prophetic Restoration Service',
    subtitle: 'He restores my soul',
    event_type: 'SERVICE',
    description: 'First paragraph.\n\nSecond paragraph.',
    image_url: '',
    date: '2026-12-12T19:00',
    end_date: '2026-12-12T21:30',
    location: 'Ministry Center',
    location_address: '900 Barton Springs Rd, Austin, TX 78704',
    location_map_url: 'https://www.google.com/maps/search/?api=1&query=Austin',
    is_online: false,
    online_url: '',
    online_link_public: false,
    registration_required: false,
    registration_url: '',
    accepts_rsvp: true,
    rsvp_limit: 40,
    is_featured: true,
    ...overrides,
  };
}
