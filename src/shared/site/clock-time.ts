/**
 * A time of day as people read it ("19:00" → "7:00 PM"), for the gathering and the house churches.
 * Its own module so that every page's banner can say the gathering's time without carrying the
 * house-church directory's words (docs/speed.md).
 */

/** '18:30:00' or '18:30' → '6:30 PM' (12-hour US form: docs/product.md#time-zone-and-dates). */
export function formatMeetingTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}
