/**
 * How staff screens show an account's moments: in the ministry's time zone whatever the browser's,
 * e.g. "Nov 27, 2026, 9:05 AM CST". No zod here.
 */
import { ministryFormatter } from '#shared/site/time-zone.ts';

/** Made at each use: staff may change the zone in the site settings. */
const dateTime = () =>
  ministryFormatter({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** An instant for people, or `never` for none (or for a value that is not a date). */
export function formatStaffMoment(iso: string | null, never = 'Never'): string {
  if (!iso) return never;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? never : dateTime().format(date);
}

/** Most specific first: Edge and Opera say "Chrome" too, Chrome says "Safari". */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome on Windows": how people recognise their own devices in a list of sessions. A user agent
 * the families below don't cover is shown as it came, cut to a readable length.
 */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  return userAgent.length > 90 ? `${userAgent.slice(0, 87)}...` : userAgent;
}
