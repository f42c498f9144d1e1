/** Test data for the events tests: events written straight to the database, and a valid payload. */
import type { Database } from '../../db/client.ts';
import { eventRsvps, events } from '../../db/schema/index.ts';

type EventValues = typeof events.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;

export async function insertEvent(db: Database, now: Date, overrides: Partial<EventValues> = {}) {
  const date = new Date(now.getTime() + 7 * DAY);
  const [row] = await db
    .insert(events)
    .values({
      title: 'Test Gathering',
      description: 'An evening of worship.',
      date,
      location: 'Ministry Center',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertRsvp(
  db: Database,
  eventId: number,
  values: { email: string; guests: number; attending?: boolean; name?: string },
) {
  await db.insert(eventRsvps).values({
    eventId,
    name: values.name ?? 'Guest',
    email: values.email,
    guests: values.guests,
    attending: values.attending ?? true,
  });
}

/** A complete, valid staff payload for POST /api/events/. */
export function validEventPayload(overrides: Record<string, unknown> = {}) {
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
    registration_required: false,
    registration_url: '',
    accepts_rsvp: true,
    rsvp_limit: 40,
    is_featured: true,
    ...overrides,
  };
}

export const DAY_MS = DAY;
