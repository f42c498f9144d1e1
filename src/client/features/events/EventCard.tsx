import { Link } from 'react-router';
import { eventBadge, eventDateLabel, eventExcerpt, eventTimeLabel } from '#shared/events/format.ts';
import { eventPath } from '#shared/events/words.ts';
import type { Event } from '#shared/events/contract.ts';
import { EventImage } from '#client/features/events/EventImage.tsx';
import { canRegister } from '#client/features/events/event-actions.ts';

type CardEvent = Pick<
  Event,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'image_url'
  | 'image'
  | 'date'
  | 'end_date'
  | 'date_tbd'
  | 'location'
  | 'is_featured'
  | 'is_past'
  | 'cancelled_at'
  | 'rsvp_open'
  | 'registration_required'
  | 'registration_url'
>;

const action =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold transition-colors';

/**
 * One event on /events (docs/product.md#events): Featured tag, image or fallback, month/day badge, title,
 * subtitle, time, location, a 120-character preview; Details, RSVP and Register as they apply.
 */
export function EventCard({ event, headingLevel = 'h2' }: { event: CardEvent; headingLevel?: 'h2' | 'h3' }) {
  const badge = eventBadge(event);
  const Heading = headingLevel;
  const details = eventPath(event.id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm">
      <div className="relative">
        <EventImage
          event={event}
          sizes="(min-width: 1280px) 24rem, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="aspect-[16/9] w-full object-cover"
        />
        {/* The badge is for the eye; the card's Date line says the same in words. */}
        <p
          aria-hidden="true"
          className="absolute top-3 left-3 flex min-w-16 flex-col items-center rounded-xl bg-white px-3 py-2 text-center shadow-md"
        >
          <span className="text-xs font-bold tracking-widest text-gold-700 uppercase">{badge.month}</span>
          <span className="font-serif text-2xl leading-none font-bold text-navy-950">{badge.day}</span>
        </p>
        {event.is_featured ? (
          <span className="absolute top-3 right-3 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase">
            Featured
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-xl font-bold text-navy-950">
          <Link to={details} className="hover:text-navy-700 hover:underline">
            {event.title}
          </Link>
        </Heading>
        {event.subtitle ? <p className="mt-1 font-medium text-gold-700">{event.subtitle}</p> : null}
        {event.cancelled_at ? (
          <p className="mt-2 w-fit rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-900">
            Cancelled
          </p>
        ) : null}
        <dl className="mt-3 space-y-1 text-sm text-navy-800">
          <div className="flex gap-2">
            <dt className="font-semibold text-navy-950">Date:</dt>
            <dd>{eventDateLabel(event)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-navy-950">Time:</dt>
            <dd>{eventTimeLabel(event)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-navy-950">Where:</dt>
            <dd>{event.location}</dd>
          </div>
        </dl>
        <p className="mt-3 flex-1 leading-relaxed text-navy-800">{eventExcerpt(event.description)}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link
            to={details}
            aria-label={`Details: ${event.title}`}
            className={`${action} bg-navy-900 text-cream hover:bg-navy-700`}
          >
            Details
          </Link>
          {event.rsvp_open ? (
            <Link
              to={`${details}#rsvp`}
              aria-label={`RSVP: ${event.title}`}
              className={`${action} bg-gold-400 text-navy-950 hover:bg-gold-300`}
            >
              RSVP
            </Link>
          ) : null}
          {canRegister(event) && !event.cancelled_at ? (
            <a
              href={event.registration_url!}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Register: ${event.title} (opens in a new tab)`}
              className={`${action} border border-navy-300 text-navy-900 hover:border-navy-900`}
            >
              Register
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
