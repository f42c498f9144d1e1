import { Link } from 'react-router';
import { zoneGenericName } from '#shared/site/time-zone.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';
import { EVENT_FILTERS, EVENTS_WORDS, type EventFilter } from '#shared/events/words.ts';
import type { Event } from '#shared/events/contract.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import { EventCard } from '#client/features/events/EventCard.tsx';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useLocale, useLocalePath, useWords } from '#client/lib/locale.ts';
import { useLangOf } from '#client/features/content/use-content.ts';

/** The filter lives in the URL (?filter=past), so it survives a reload and can be shared. */
export function filterHref(filter: EventFilter): string {
  return filter === 'upcoming' ? '/events' : `/events?filter=${filter}`;
}

export function EventFilters({ current }: { current: EventFilter }) {
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('filters.label')} className="mt-5 sm:mt-8">
      <ul className="flex flex-wrap gap-1.5 sm:gap-2">
        {EVENT_FILTERS.map((filter) => {
          const active = filter === current;
          return (
            <li key={filter}>
              <Link
                to={localePath(filterHref(filter))}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 py-2 text-sm font-semibold transition-colors sm:px-5 sm:text-base ${
                  active
                    ? 'border-navy-900 bg-navy-900 text-cream'
                    : 'border-navy-200 bg-white text-navy-900 hover:border-navy-900'
                }`}
              >
                {t(`filters.${filter}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type EventsContent = ContentDocuments['events'];

/**
 * The featured adult Bible study banner, linking to /bible-study-signup (its words: site content). It
 * leads the "Dates to be announced" group, where the study's date waits to be set.
 */
export function BibleStudyBanner({ banner }: { banner: EventsContent['bibleStudyBanner'] }) {
  // A field with no Spanish yet shows the English, marked so (docs/product.md#languages).
  const langOf = useLangOf('events');
  const lang = (field: keyof EventsContent['bibleStudyBanner']) => langOf(['bibleStudyBanner', field]);
  return (
    <aside
      aria-labelledby="bible-study-banner-title"
      className="on-dark mt-6 grid overflow-hidden rounded-3xl bg-navy-900 text-cream shadow-sm sm:grid-cols-5"
    >
      <img
        src={banner.image}
        alt=""
        width={1200}
        height={675}
        className="h-full w-full object-cover sm:col-span-2"
      />
      <div className="p-6 sm:col-span-3 sm:p-8">
        <p lang={lang('eyebrow')} className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
          {banner.eyebrow}
        </p>
        <h3
          id="bible-study-banner-title"
          lang={lang('title')}
          className="mt-2 font-serif text-2xl font-bold sm:text-3xl"
        >
          {banner.title}
        </h3>
        <p lang={lang('date')} className="mt-1 font-semibold text-gold-200">
          {banner.date}
        </p>
        <p lang={lang('text')} className="mt-3 leading-relaxed text-navy-100">
          {banner.text}
        </p>
        <SiteLink
          to={banner.href}
          lang={lang('linkText')}
          className="mt-5 inline-flex min-h-11 items-center justify-center gap-1 rounded-full bg-gold-400 px-5 py-2 font-semibold text-navy-950 transition-colors hover:bg-gold-300"
        >
          {banner.linkText}
          <span aria-hidden="true">→</span>
        </SiteLink>
      </div>
    </aside>
  );
}

const grid = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function EventGrid({ events }: { events: Event[] }) {
  const t = useWords(EVENTS_WORDS);
  if (events.length === 0) {
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-navy-200 bg-white p-8 text-center font-serif text-2xl font-semibold text-navy-900">
        {t('list.empty')}
      </p>
    );
  }
  return (
    <ul className={grid}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

/** Shown while a new filter's events load. */
export function EventGridSkeleton() {
  const t = useWords(EVENTS_WORDS);
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <p className="sr-only">{t('list.loading')}</p>
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="animate-pulse overflow-hidden rounded-2xl border border-navy-100 bg-white"
          >
            <div className="aspect-[16/9] bg-navy-100" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-3/4 rounded bg-navy-100" />
              <div className="h-4 w-1/2 rounded bg-navy-100" />
              <div className="h-4 w-full rounded bg-navy-50" />
              <div className="h-4 w-5/6 rounded bg-navy-50" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The page's heading and introduction (site content). Without them (the page's data could not be
 * read) the heading alone, so the error screen still says where the visitor is.
 */
export function EventsPageHeader({ page }: { page?: EventsContent['page'] | undefined }) {
  const locale = useLocale();
  const langOf = useLangOf('events');
  return (
    <>
      {page ? (
        <p
          lang={langOf('page.eyebrow')}
          className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase"
        >
          {page.eyebrow}
        </p>
      ) : null}
      <h1
        lang={page ? langOf('page.title') : undefined}
        className="mt-2 font-serif text-4xl font-bold text-navy-950 sm:text-5xl"
      >
        {page?.title ?? EVENTS_WORDS.in(locale)('page.title')}
      </h1>
      {page ? (
        <p className="mt-3 max-w-2xl leading-relaxed text-navy-800 sm:mt-4 sm:text-lg">
          {langOf('page.intro') ? <span lang="en">{page.intro}</span> : page.intro}{' '}
          {VISIT_WORDS.in(locale)('timesIn', { zone: zoneGenericName(locale) })}
        </p>
      ) : null}
    </>
  );
}
