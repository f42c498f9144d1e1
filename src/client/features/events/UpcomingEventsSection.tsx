import { Link } from 'react-router';
import { eventPath } from '#shared/events/words.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import { site } from '#shared/site/settings.ts';
import { gatheringWhen } from '#shared/site/meeting-place.ts';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';
import type { HomeEventLink } from '#client/features/events/home-events-data.ts';

type HomeCard = ContentDocuments['events']['home']['cards'][number];

/**
 * A card whose event has a date comes before one whose date is still to be announced (in the order staff
 * gave each), so the first thing a visitor reads is something they can come to (docs/product.md#home).
 */
export function datedFirst(cards: readonly HomeCard[], linked: Record<string, HomeEventLink>): HomeCard[] {
  const dated = (card: HomeCard) => Boolean(card.eventTitle && linked[card.eventTitle]?.when);
  return [...cards.filter(dated), ...cards.filter((card) => !dated(card))];
}

/** A card's schedule: its own words, else for the regular gathering's card its days and time from the settings. */
function scheduleOf(card: { schedule: string; eventTitle: string | null }): string {
  if (card.schedule.trim()) return card.schedule;
  return card.eventTitle === site.gathering.name ? gatheringWhen() : '';
}

/**
 * The home page's Upcoming Events cards (docs/product.md#home): the adult Bible study (18+, date TBD), the
 * regular gathering (its days and time from the site settings) and the Prophetic Restoration
 * Service (TBD). Their words are site content (the `events` document); the next date and link come
 * from the database.
 */
export function UpcomingEventsSection({
  home,
  linked = {},
}: {
  home: ContentDocuments['events']['home'];
  linked?: Record<string, HomeEventLink> | undefined;
}) {
  return (
    <section aria-labelledby="upcoming-events-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{home.eyebrow}</p>
            <h2
              id="upcoming-events-title"
              className="mt-2 font-serif text-3xl font-bold text-navy-950 sm:text-4xl"
            >
              {home.heading}
            </h2>
            <p className="mt-4 text-lg text-navy-800">
              {home.intro} {VISIT_WORDS.in('en')('timesIn', { zone: zoneGenericName() })}
            </p>
          </div>
          <Link
            to="/events"
            className="font-semibold text-navy-900 underline decoration-gold-500 decoration-2 underline-offset-8 hover:text-navy-700"
          >
            {home.allEventsLink}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {datedFirst(home.cards, linked).map((card) => {
            const event = card.eventTitle ? linked[card.eventTitle] : undefined;
            const href = event ? eventPath(event.id) : card.href;
            return (
              <li
                key={card.title}
                className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm"
              >
                <p className="self-start rounded-full bg-gold-100 px-3 py-1 text-xs font-bold tracking-wide text-gold-800 uppercase">
                  {card.tag}
                </p>
                <h3 className="mt-4 font-serif text-2xl font-bold text-navy-950">{card.title}</h3>
                <p className="mt-2 font-semibold text-navy-900">{scheduleOf(card)}</p>
                {event?.when ? (
                  <p className="mt-1 text-sm text-navy-700">
                    {home.nextLabel}: {event.when}
                  </p>
                ) : null}
                <p className="mt-3 flex-1 leading-relaxed text-navy-800">{card.text}</p>
                <Link
                  to={href}
                  aria-label={`${card.linkText}: ${card.title}`}
                  className="mt-5 inline-flex min-h-11 items-center justify-center self-start rounded-full bg-navy-900 px-5 py-2 font-semibold text-cream transition-colors hover:bg-navy-700"
                >
                  {card.linkText}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
