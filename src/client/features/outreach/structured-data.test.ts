import { describe, expect, it } from 'vitest';
import { nextGatheringStart } from '#client/features/outreach/structured-data.ts';

describe('the next Undivided Hearts Gathering (second and last Saturday, 7 PM Central)', () => {
  it('picks the second Saturday, then the last, then next month, with the right Central offset', () => {
    // November 2026: Saturdays 7, 14, 21, 28 (CST, -06:00).
    expect(nextGatheringStart(new Date('2026-11-01T12:00:00Z'))).toBe('2026-11-14T19:00:00-06:00');
    expect(nextGatheringStart(new Date('2026-11-15T12:00:00Z'))).toBe('2026-11-28T19:00:00-06:00');
    // Still upcoming at 6 PM Central on the day; gone at 8 PM.
    expect(nextGatheringStart(new Date('2026-11-29T00:00:00Z'))).toBe('2026-11-28T19:00:00-06:00');
    expect(nextGatheringStart(new Date('2026-11-29T02:00:00Z'))).toBe('2026-12-12T19:00:00-06:00');
    // July 2026 is daylight time (-05:00): Saturdays 4, 11, 18, 25.
    expect(nextGatheringStart(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-11T19:00:00-05:00');
  });
});
