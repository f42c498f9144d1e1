/**
 * How /events groups its list (docs/product.md#events): the dated events in their order, then under
 * "Dates to be announced" those whose date is not set yet. The featured Bible study banner leads that
 * group and stands for the event of its own title while that event's date is still to be announced,
 * so the study is listed once.
 */
import type { Event } from '#shared/events/contract.ts';

export interface EventGroups<E> {
  dated: E[];
  toBeAnnounced: E[];
}

export function groupByDate<E extends Pick<Event, 'date_tbd' | 'title'> & { title_es?: string | null }>(
  events: readonly E[],
  /** The title of the banner that stands for its undated event (a Spanish page's: its Spanish title). */
  bannerTitle?: string,
): EventGroups<E> {
  const standsFor = bannerTitle ? sameTitle(bannerTitle) : () => false;
  const dated = events.filter((event) => !event.date_tbd);
  const toBeAnnounced = events.filter(
    (event) => event.date_tbd && !standsFor(event.title) && !standsFor(event.title_es ?? ''),
  );
  return { dated, toBeAnnounced };
}

const normal = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();
const sameTitle = (title: string) => (other: string) => normal(other) === normal(title);
