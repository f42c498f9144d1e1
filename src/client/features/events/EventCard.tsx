import { eventBadge, eventDateLabel, eventExcerpt, eventTimeLabel } from '#shared/events/format.ts';
import { eventDescription, eventSubtitle, eventTitle } from '#shared/events/event-text.ts';
import { EVENTS_WORDS, eventPath } from '#shared/events/words.ts';
import type { Event } from '#shared/events/contract.ts';
import { EventImage } from '#client/features/events/EventImage.tsx';
import { canRegister } from '#client/features/events/event-actions.ts';
import { SiteLink as Link } from '#client/components/SiteLink.tsx';
import { useLocale } from '#client/lib/locale.ts';

type CardEvent = Pick<
  Event,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'title_es'
  | 'subtitle_es'
  | 'description_es'
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
  const locale = useLocale();
  const t = EVENTS_WORDS.in(locale);
  const title = eventTitle(event, locale);
  const subtitle = eventSubtitle(event, locale);
  const description = eventDescription(event, locale);
  const badge = eventBadge(event, locale);
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
            {t('card.featured')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-xl font-bold text-navy-950">
          <Link to={details} lang={title.lang} className="hover:text-navy-700 hover:underline">
            {title.text}
          </Link>
        </Heading>
        {subtitle ? (
          <p lang={subtitle.lang} className="mt-1 font-medium text-gold-700">
            {subtitle.text}
          </p>
        ) : null}
        {event.cancelled_at ? (
          <p className="mt-2 w-fit rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-900">
            {t('card.cancelled')}
          </p>
        ) : null}
        <dl className="mt-3 space-y-1 text-sm text-navy-800">
          <div className="flex gap-2">
            <dt className="font-semibold text-navy-950">{t('card.date')}</dt>
            <dd>{eventDateLabel(event, locale)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-navy-950">{t('card.time')}</dt>
            <dd>{eventTimeLabel(event, locale)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-navy-950">{t('card.where')}</dt>
            <dd>{event.location}</dd>
          </div>
        </dl>
        <p lang={description.lang} className="mt-3 flex-1 leading-relaxed text-navy-800">
          {eventExcerpt(description.text)}
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link
            to={details}
            aria-label={t('card.detailsLabel', { title: title.text })}
            className={`${action} bg-navy-900 text-cream hover:bg-navy-700`}
          >
            {t('card.details')}
          </Link>
          {event.rsvp_open ? (
            <Link
              to={`${details}#rsvp`}
              aria-label={t('card.rsvpLabel', { title: title.text })}
              className={`${action} bg-gold-400 text-navy-950 hover:bg-gold-300`}
            >
              {t('card.rsvp')}
            </Link>
          ) : null}
          {canRegister(event) && !event.cancelled_at ? (
            <a
              href={event.registration_url!}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('card.registerLabel', { title: title.text })}
              className={`${action} border border-navy-300 text-navy-900 hover:border-navy-900`}
            >
              {t('card.register')}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
