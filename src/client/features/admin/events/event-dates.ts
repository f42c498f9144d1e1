/**
 * Event times as staff see and edit them: on the ministry's clock (the time-zone setting), with the events area's
 * shared helpers, so the admin and the public pages never disagree about a date.
 */
import { formatLongDate, formatTime, toMinistryDateTimeInput } from '#shared/events/format.ts';

/** Long month, numeric day and year, 12-hour time: "June 14, 2030 at 7:00 PM". */
export function formatEventDate(iso: string): string {
  return `${formatLongDate(iso)} at ${formatTime(iso)}`;
}

/** An instant → the value of a datetime-local input on the ministry's clock ('' when none). */
export function toDateTimeInput(iso: string | null): string {
  return iso ? toMinistryDateTimeInput(iso) : '';
}
