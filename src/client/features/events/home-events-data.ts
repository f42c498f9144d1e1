/**
 * The home page's Upcoming Events cards: their words are site content (the `events` document); a
 * card naming an event title is tied to that event's next date in the database (run by the home loader).
 */
import type { AppLoadContext } from 'react-router';
import { formatTime, formatWeekdayDate, zoneAbbreviation } from '#shared/events/format.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';

export interface HomeEventLink {
  id: number;
  /** "Saturday, December 12, 2026, 7:00 PM CST", or null when the date is TBD. */
  when: string | null;
}

/** title -> its next upcoming event; empty when the database could not be read (cards still show). */
export async function loadHomeEvents(
  services: AppLoadContext['services'],
  cards: ContentDocuments['events']['home']['cards'],
  /** Told when the database could not be read (the page cache must not keep this answer). */
  onFailure?: () => void,
  /** More titles to look up: the regular gathering's, for the hero (docs/product.md#home). */
  alsoTitles: readonly string[] = [],
  /** The page's language: the dates are written its way ("sábado, 12 de diciembre de 2026"). */
  locale: Locale = 'en',
): Promise<Record<string, HomeEventLink>> {
  const titles = [
    ...new Set([...cards.flatMap((card) => (card.eventTitle ? [card.eventTitle] : [])), ...alsoTitles]),
  ];
  try {
    const found = await services.events.nextUpcomingByTitle(titles);
    return Object.fromEntries(
      Object.entries(found).map(([title, event]) => [
        title,
        {
          id: event.id,
          when: event.date_tbd
            ? null
            : `${formatWeekdayDate(event.date, locale)}, ${formatTime(event.date, locale)} ${zoneAbbreviation(event.date)}`,
        },
      ]),
    );
  } catch (error) {
    onFailure?.();
    console.error('Home: could not load upcoming events:', error instanceof Error ? error.name : 'unknown');
    return {};
  }
}
