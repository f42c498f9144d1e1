import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { descriptionParagraphs, eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import {
  calendarPath,
  EVENTS_WORDS,
  RSVP_SCROLL_DELAY_HASH_MS,
  RSVP_SCROLL_DELAY_TOGGLE_MS,
} from '#shared/events/words.ts';
import { eventDescription, eventSubtitle, eventTitle } from '#shared/events/event-text.ts';
import type { Event } from '#shared/events/contract.ts';
import { eventPlace, eventPlaceLine, mapEmbedUrl as googleMapEmbed } from '#shared/site/meeting-place.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { useHydrated } from '#client/components/useHydrated.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useLocale } from '#client/lib/locale.ts';
import { canJoinOnline, canRegister } from '#client/features/events/event-actions.ts';
import { EventImage } from '#client/features/events/EventImage.tsx';
import { EventMap } from '#client/features/events/EventMap.tsx';
import { RsvpForm } from '#client/features/events/RsvpForm.tsx';
import { WaitlistInvitation } from '#client/features/events/WaitlistInvitation.tsx';
import { offersWaitlist } from '#shared/events/waitlist-words.ts';
import { hasPhysicalLocation, onlineLocationLabel } from '#shared/events/online.ts';

const button =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors';
const styles = {
  gold: `${button} bg-gold-400 text-navy-950 hover:bg-gold-300`,
  navy: `${button} bg-navy-900 text-cream hover:bg-navy-700`,
  outline: `${button} border border-navy-300 bg-white text-navy-900 hover:border-navy-900`,
};

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-navy-100 py-3 last:border-b-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-navy-950">{term}</dt>
      <dd className="mt-1 text-navy-800 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** A map only where there is somewhere to go: never a box with nothing in it for an online event. */
function mapEmbedUrl(event: Event): string | null {
  if (!hasPhysicalLocation(event)) return null;
  return googleMapEmbed(eventPlaceLine(event));
}

/**
 * Everything of docs/product.md#event-detail-and-rsvp; the RSVP form opens by the toggle or by #rsvp.
 * Before (or without) JavaScript the toggle is a link to #rsvp and the form shows as the target,
 * and after a post without JavaScript (`rsvpAnswer`) it stays open to show the answer.
 */
export function EventDetail({
  initialEvent,
  rsvpAnswer,
}: {
  initialEvent: Event;
  rsvpAnswer?: FormOutcome | undefined;
}) {
  // Counts change after an RSVP; the answer carries the fresh ones.
  const [event, setEvent] = useState(initialEvent);
  // At the main meeting place, the settings' address, map link and parking note fill what the event leaves blank.
  const place = eventPlace(event, useLocale());
  // null until the visitor uses the toggle; before that, the #rsvp hash decides (once hydrated, as
  // the server never sees the hash).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const formSection = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const rsvpOpen = event.rsvp_open;
  const openedByHash = hydrated && hash === '#rsvp' && rsvpOpen;
  const formOpen = toggled ?? (openedByHash || Boolean(rsvpAnswer));

  const scrollToForm = (delay: number) =>
    setTimeout(() => formSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), delay);

  useEffect(() => {
    if (!openedByHash) return;
    const timer = scrollToForm(RSVP_SCROLL_DELAY_HASH_MS);
    return () => clearTimeout(timer);
  }, [openedByHash]);

  const toggle = () => {
    if (!formOpen) scrollToForm(RSVP_SCROLL_DELAY_TOGGLE_MS);
    setToggled(!formOpen);
  };

  const locale = useLocale();
  const t = EVENTS_WORDS.in(locale);
  const title = eventTitle(event, locale);
  const subtitle = eventSubtitle(event, locale);
  const description = eventDescription(event, locale);
  const opensInNewTab = <span className="sr-only">{t('detail.opensInNewTab')}</span>;
  const map = mapEmbedUrl(event);
  const spots =
    event.rsvp_limit === null
      ? t('detail.noLimit')
      : event.is_full
        ? t('detail.noneLeft', { limit: event.rsvp_limit })
        : t('detail.spotsOf', { left: event.spots_remaining, limit: event.rsvp_limit });

  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p>
        <SiteLink
          to="/events"
          className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4"
        >
          <span aria-hidden="true">← </span>
          {t('detail.allEvents')}
        </SiteLink>
      </p>
      <EventImage
        event={event}
        sizes="(min-width: 1024px) 62rem, 100vw"
        priority
        className="mt-6 aspect-[16/9] w-full rounded-3xl object-cover shadow-sm sm:aspect-[21/9]"
      />
      <div className="mt-8 flex flex-wrap gap-2">
        <span className="rounded-full bg-navy-100 px-3 py-1 text-sm font-semibold text-navy-900">
          {t(`type.${event.event_type}`)}
        </span>
        {event.is_featured ? (
          <span className="rounded-full bg-gold-200 px-3 py-1 text-sm font-semibold text-navy-950">
            {t('detail.featured')}
          </span>
        ) : null}
        {event.is_past ? (
          <span className="rounded-full bg-navy-800 px-3 py-1 text-sm font-semibold text-cream">
            {t('detail.pastEvent')}
          </span>
        ) : null}
        {event.cancelled_at ? (
          <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-900">
            {t('detail.cancelled')}
          </span>
        ) : null}
      </div>
      <h1 lang={title.lang} className="mt-4 font-serif text-4xl font-bold text-navy-950 sm:text-5xl">
        {title.text}
      </h1>
      {subtitle ? (
        <p lang={subtitle.lang} className="mt-2 text-xl text-gold-700">
          {subtitle.text}
        </p>
      ) : null}

      <dl className="mt-8 rounded-2xl border border-navy-100 bg-white px-5 py-2 shadow-sm">
        <Fact term={t('detail.date')}>{eventDateRangeLabel(event, locale)}</Fact>
        <Fact term={t('detail.time')}>{eventTimeLabel(event, locale)}</Fact>
        <Fact term={t('detail.location')}>
          {event.is_online ? <span className="block">{onlineLocationLabel(event, locale)}</span> : null}
          {hasPhysicalLocation(event) ? (
            <>
              {place.name}
              {place.address ? <span className="block text-navy-700">{place.address}</span> : null}
              {place.arrival ? (
                <span className="mt-1 block text-sm text-navy-700">
                  {VISIT_WORDS.in('en')('arrivalLine', { arrival: place.arrival })}
                </span>
              ) : null}
            </>
          ) : null}
        </Fact>
        <Fact term={t('detail.attending')}>{t('detail.people', { count: event.rsvp_count })}</Fact>
        <Fact term={t('detail.spotsRemaining')}>{spots}</Fact>
        <Fact term={t('detail.eventType')}>{t(`type.${event.event_type}`)}</Fact>
      </dl>

      {event.cancelled_at ? (
        <p
          role="status"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900"
        >
          {t('detail.cancelledNotice')}
        </p>
      ) : event.is_past ? (
        <p className="mt-6 rounded-xl bg-sand p-4 font-semibold text-navy-900">{t('detail.pastNotice')}</p>
      ) : rsvpOpen && event.is_full ? (
        <p
          role="status"
          className="mt-6 rounded-xl border border-gold-300 bg-gold-100 p-4 font-semibold text-navy-950"
        >
          {t('detail.fullNotice')}
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        {rsvpOpen && hydrated ? (
          <button
            type="button"
            onClick={toggle}
            aria-expanded={formOpen}
            aria-controls="rsvp"
            className={styles.gold}
          >
            {formOpen ? t('detail.hideForm') : t('detail.rsvp')}
          </button>
        ) : rsvpOpen ? (
          <a href="#rsvp" className={styles.gold}>
            {t('detail.rsvp')}
          </a>
        ) : null}
        {canRegister(event) && !event.cancelled_at ? (
          <a href={event.registration_url!} target="_blank" rel="noopener noreferrer" className={styles.navy}>
            {t('detail.registerNow')}
            {opensInNewTab}
          </a>
        ) : null}
        {canJoinOnline(event) ? (
          <a href={event.online_url!} target="_blank" rel="noopener noreferrer" className={styles.navy}>
            {t('detail.joinOnline')}
            {opensInNewTab}
          </a>
        ) : null}
        {place.mapUrl ? (
          <a href={place.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.outline}>
            {t('detail.viewMap')}
            {opensInNewTab}
          </a>
        ) : null}
        {!event.date_tbd && !event.is_past && !event.cancelled_at ? (
          <a href={calendarPath(event.id)} download className={styles.outline}>
            {t('detail.addToCalendar')}
          </a>
        ) : null}
        <SiteLink to="/events" className={styles.outline}>
          {t('detail.allEvents')}
        </SiteLink>
      </div>

      {rsvpOpen ? (
        <section
          id="rsvp"
          ref={formSection}
          aria-labelledby="rsvp-title"
          hidden={hydrated ? !formOpen : undefined}
          className={`mt-10 scroll-mt-6 rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8 ${
            hydrated || rsvpAnswer ? '' : 'not-target:hidden'
          }`}
        >
          <h2 id="rsvp-title" className="font-serif text-2xl font-bold text-navy-950">
            {t('detail.rsvpHeading', { title: title.text })}
          </h2>
          <p className="mt-2 text-navy-800">{t('detail.requiredNote')}</p>
          <div className="mt-6">
            <RsvpForm
              event={{ id: event.id, title: title.text }}
              onConfirmed={setEvent}
              initial={rsvpAnswer}
            />
          </div>
          {offersWaitlist(event) ? <WaitlistInvitation eventId={event.id} full={event.is_full} /> : null}
        </section>
      ) : null}

      <section aria-labelledby="about-title" className="mt-12">
        <h2 id="about-title" className="font-serif text-2xl font-bold text-navy-950">
          {t('detail.about')}
        </h2>
        {descriptionParagraphs(description.text).map((paragraph, index) => (
          <p
            key={index}
            lang={description.lang}
            className="mt-4 text-lg leading-relaxed whitespace-pre-line text-navy-800"
          >
            {paragraph}
          </p>
        ))}
      </section>

      {map ? (
        <section aria-labelledby="map-title" className="mt-12">
          <h2 id="map-title" className="font-serif text-2xl font-bold text-navy-950">
            {t('detail.map')}
          </h2>
          <EventMap src={map} title={t('detail.mapTitle', { location: event.location })} />
        </section>
      ) : null}
    </article>
  );
}
