import { describe, expect, it } from 'vitest';
import { formatEventDate, isoToWallClock, wallClockToIso } from './event-time.ts';

describe('event times on the ministry clock (America/Chicago)', () => {
  it('reads a wall-clock time in summer (CDT, UTC-5) and in winter (CST, UTC-6)', () => {
    expect(wallClockToIso('2026-06-13T19:00', 'America/Chicago')).toBe('2026-06-14T00:00:00.000Z');
    expect(wallClockToIso('2026-12-12T19:00', 'America/Chicago')).toBe('2026-12-13T01:00:00.000Z');
  });

  it('round-trips around the spring-forward and fall-back days', () => {
    for (const value of ['2026-03-07T19:00', '2026-03-08T19:00', '2026-11-01T19:00', '2026-10-31T09:30']) {
      expect(isoToWallClock(wallClockToIso(value, 'America/Chicago'), 'America/Chicago')).toBe(value);
    }
  });

  it('refuses a malformed value and shows nothing for a missing one', () => {
    expect(wallClockToIso('13/06/2026 7pm')).toBeNull();
    expect(wallClockToIso('')).toBeNull();
    expect(isoToWallClock(null)).toBe('');
  });

  it('formats table dates with a long month and 12-hour time', () => {
    expect(formatEventDate('2026-06-14T00:00:00.000Z')).toBe('June 13, 2026 at 7:00 PM');
  });
});
