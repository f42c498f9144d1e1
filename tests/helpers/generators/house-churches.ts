/**
 * Test data for house churches and the requests to join them: rows (`build*`, `insert*`) with only
 * what the database requires, so its defaults (capacity 12, active, a request pending with emails on)
 * stay its own, and the payloads people and staff send (`build*Payload`), complete and valid.
 */
import type { Database } from '#server/db/client.ts';
import type { HouseChurchJoinPayload } from '#shared/house-churches/contract.ts';
import { houseChurches, houseChurchRegistrations } from '#server/db/schema/index.ts';

export type HouseChurchRow = typeof houseChurches.$inferInsert;
export type JoinRequestRow = typeof houseChurchRegistrations.$inferInsert;

export function buildHouseChurch(overrides: Partial<HouseChurchRow> = {}): HouseChurchRow {
  return {
    name: 'Test House Church',
    city: 'Austin',
    meetingDay: 'Sunday',
    meetingTime: '10:00:00',
    leaderName: 'Leader',
    ...overrides,
  };
}

export async function insertHouseChurch(db: Database, overrides: Partial<HouseChurchRow> = {}) {
  const [row] = await db.insert(houseChurches).values(buildHouseChurch(overrides)).returning();
  return row!;
}

/** A request to join, stored as the public join stores it (pending). */
export function buildJoinRequest(
  overrides: Partial<JoinRequestRow> & Pick<JoinRequestRow, 'houseChurchId'>,
): JoinRequestRow {
  return {
    firstName: 'Ruth',
    lastName: 'Moab',
    email: 'ruth@example.net',
    phone: '(512) 555-0199',
    ...overrides,
  };
}

export async function insertJoinRequest(
  db: Database,
  overrides: Partial<JoinRequestRow> & Pick<JoinRequestRow, 'houseChurchId'>,
) {
  const [row] = await db.insert(houseChurchRegistrations).values(buildJoinRequest(overrides)).returning();
  return row!;
}

/** What a person sends to POST /api/house-church/house-churches/{id}/join/ (the required fields). */
export function buildJoinPayload(overrides: Record<string, unknown> = {}) {
  const required = {
    first_name: 'Ruth',
    last_name: 'Moab',
    email: 'ruth@example.net',
    phone: '(512) 555-0199',
  } satisfies HouseChurchJoinPayload;
  return { ...required, ...overrides };
}

/** A complete staff payload for POST /api/admin/house-churches/, every field filled. */
export function buildHouseChurchPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Zilker Evening Fellowship',
    description: 'Worship and a shared meal by the park.',
    neighborhood: 'Zilker',
    city: 'Austin',
    state: 'tx',
    street_address: '42 Secret Garden Way',
    postal_code: '78704',
    latitude: '30.2669',
    longitude: -97.7729,
    arrival_notes: 'Ring the side gate bell.',
    meeting_day: 'Thursday',
    meeting_time: '19:00',
    meeting_duration_hours: '2.5',
    leader_name: 'Priscilla Aquila',
    leader_email: 'priscilla@example.org',
    leader_phone: '(512) 555-0142',
    current_members: 0,
    max_capacity: '2',
    accepts_children: false,
    requires_vaccination: false,
    is_flagship: false,
    ...overrides,
  };
}
