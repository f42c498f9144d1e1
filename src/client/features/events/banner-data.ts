/**
 * What the events banner on every page shows from the database: the next upcoming featured event.
 * Called by the root loader (on the server); a failure leaves the banner with its content text only.
 */
import type { AppLoadContext } from 'react-router';
import { formatTime, formatWeekdayDate, TBD, zoneAbbreviation } from '#shared/events/format.ts';

export interface EventsBannerData {
  id: number;
  title: string;
  /** "Saturday, December 12, 2026, 7:00 PM CST", or "Date TBD". */
  when: string;
}

export async function loadEventsBanner(
  services: AppLoadContext['services'],
  /** Told when the database could not be read (the page cache must not keep this answer). */
  onFailure?: () => void,
): Promise<EventsBannerData | null> {
  try {
    const [next] = await services.events.featuredUpcoming(1);
    if (!next) return null;
    const when = next.date_tbd
      ? `Date ${TBD}`
      : `${formatWeekdayDate(next.date)}, ${formatTime(next.date)} ${zoneAbbreviation(next.date)}`;
    return { id: next.id, title: next.title, when };
  } catch (error) {
    onFailure?.();
    console.error(
      'Events banner: could not load the next event:',
      error instanceof Error ? error.name : 'unknown',
    );
    return null;
  }
}
