/**
 * Test data, imported by tests only: a house church as the directory API answers it
 * (GET /api/house-churches/{id}/), for the browser's tests (which cannot import tests/). By default it
 * is the Pflugerville supper church with one spot left. A test overrides only what it is about; the
 * values the server works out (spots_available, is_full) follow from the members and the capacity by
 * the capacity rule unless given.
 */
import { hasRoom, spotsLeft } from '#shared/house-churches/capacity.ts';
import type { PublicHouseChurch } from '#shared/house-churches/contract.ts';

export function buildHouseChurchJson(overrides: Partial<PublicHouseChurch> = {}): PublicHouseChurch {
  const church: Omit<PublicHouseChurch, 'spots_available' | 'is_full'> & Partial<PublicHouseChurch> = {
    id: 3,
    name: 'Pflugerville Supper Church',
    description: 'A meal.',
    name_es: null,
    description_es: null,
    neighborhood: 'Falcon Pointe',
    city: 'Pflugerville',
    state: 'TX',
    meeting_day: 'Friday',
    meeting_time: '18:30:00',
    meeting_duration_hours: 3,
    leader_name: 'Marcus Thompson',
    current_members: 11,
    max_capacity: 12,
    accepts_children: false,
    requires_vaccination: false,
    is_flagship: false,
    image_id: null,
    image: null,
    distance_miles: null,
    ...overrides,
  };
  return { spots_available: spotsLeft(church), is_full: !hasRoom(church), ...church };
}
