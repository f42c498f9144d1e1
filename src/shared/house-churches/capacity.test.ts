import { describe, expect, it } from 'vitest';
import { hasRoom, spotsLeft } from '#shared/house-churches/capacity.ts';
import { houseChurchInputSchema, HC_ADMIN_WORDS } from '#shared/house-churches/admin-contract.ts';

const church = (current_members: number, max_capacity: number) => ({ current_members, max_capacity });

describe('the house-church capacity rule', () => {
  it.each([
    [church(0, 12), 12, true],
    [church(11, 12), 1, true],
    [church(12, 12), 0, false],
    [church(10, 10), 0, false],
  ])('%o has %i spots left; room for one more: %s', (seats, spots, room) => {
    expect(spotsLeft(seats)).toBe(spots);
    expect(hasRoom(seats)).toBe(room);
  });

  it('has room for n more seats exactly when n spots are left', () => {
    for (let capacity = 1; capacity <= 6; capacity++) {
      for (let members = 0; members <= capacity; members++) {
        for (let seats = 0; seats <= 7; seats++) {
          expect(hasRoom(church(members, capacity), seats)).toBe(
            seats <= spotsLeft(church(members, capacity)),
          );
        }
      }
    }
  });

  it('is the staff form’s check: members up to the capacity, not beyond', () => {
    const form = (current_members: number, max_capacity: number) =>
      houseChurchInputSchema.safeParse({
        name: 'Hope House',
        city: 'Austin',
        meeting_day: 'Sunday',
        meeting_time: '10:00',
        meeting_duration_hours: 2,
        leader_name: 'Ruth',
        current_members,
        max_capacity,
      });
    expect(form(12, 12).success).toBe(true);
    const over = form(13, 12);
    expect(over.success).toBe(false);
    expect(over.error?.issues).toEqual([
      expect.objectContaining({ path: ['max_capacity'], message: HC_ADMIN_WORDS.capacityBelowMembers }),
    ]);
  });
});
