import type { Clock } from '#server/clock.ts';

/** A clock tests move by hand (session expiry, retry back-off). */
export function createTestClock(start = new Date('2026-06-01T15:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}
export type TestClock = ReturnType<typeof createTestClock>;
