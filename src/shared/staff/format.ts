/**
 * How staff screens show an account's moments: in the ministry's time zone whatever the browser's,
 * e.g. "Nov 27, 2026, 9:05 AM CST". No zod here.
 */
import { site } from '../site/settings.ts';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: site.timeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant for people, or `never` for none. */
export function formatStaffMoment(iso: string | null, never = 'Never'): string {
  return iso ? dateTime.format(new Date(iso)) : never;
}

/** "Chrome on Linux"-like text is more than staff need; the user agent is shown cut to a readable length. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  return userAgent.length > 90 ? `${userAgent.slice(0, 87)}...` : userAgent;
}
