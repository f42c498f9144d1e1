/** Time as a dependency, so tests can move it (session expiry, retry back-off). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
