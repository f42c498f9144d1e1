import { settingLang, siteIn } from '#shared/site/settings.ts';
import { eventPath } from '#shared/events/words.ts';
import { heroButtonHref } from '#shared/site/meeting-place.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';
import { isLibraryImage, libraryPicture } from '#shared/images/content-image-format.ts';
import type { HeroCopy, HeroPicture } from '#client/features/home/home-copy.ts';
import type { HomeEventLink } from '#client/features/events/home-events-data.ts';
import { ContentImage } from '#client/components/ContentImage.tsx';
import { button } from '#client/features/content/ui.tsx';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { NO_FALLBACKS, type LangOf } from '#client/features/content/use-content.ts';
import { GatheringFacts } from '#client/components/GatheringFacts.tsx';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useLocale, useWords } from '#client/lib/locale.ts';

/**
 * The focal point as the stylesheet's `focal-x-*` / `focal-y-*` classes, in steps of 5 (app.css):
 * the page's policy refuses inline style attributes, so the position is a class, not a style.
 */
const focalStep = (value: number) => Math.min(100, Math.max(0, Math.round(value / 5) * 5));
export const focalClasses = (picture: HeroPicture) =>
  `focal-x-${focalStep(picture.focusX)} focal-y-${focalStep(picture.focusY)}`;

/** A library photo that has since left the library draws nothing, so the hero falls back to navy. */
const drawable = (picture: HeroPicture | undefined): picture is HeroPicture =>
  picture !== undefined && (!isLibraryImage(picture.image) || libraryPicture(picture.image) !== null);

/**
 * The headline, welcome and the button staff point where they choose (the next gathering's page unless
 * they set another); beside them (under the headline on a phone, so it is on the first screen) "Plan
 * your visit": when, where and what to expect (docs/product.md#home). All over staff's photo, darkened
 * so the words keep their contrast whatever the photo, or, without one, the brand's navy alone: the
 * visit card holds the space a decoration would take, so nothing is drawn across the words.
 */
export function HomeHero({
  copy,
  nextGathering,
  langOf = NO_FALLBACKS,
}: {
  copy: HeroCopy;
  nextGathering: HomeEventLink | null;
  /** Which of the hero's words show the English on a Spanish page (useLangOf, within 'hero'). */
  langOf?: LangOf;
}) {
  const locale = useLocale();
  const site = siteIn(locale);
  const gatheringPath = nextGathering ? eventPath(nextGathering.id) : null;
  const picture = drawable(copy.picture) ? copy.picture : undefined;
  const t = useWords(VISIT_WORDS);
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden bg-linear-to-br from-navy-950 via-navy-900 to-navy-700 text-cream"
    >
      {picture ? (
        <>
          {/*
           * Below 1024 px the photo sits under an 80% veil, where half its sharpness cannot be seen:
           * asking for half the width spares a phone most of the bytes (docs/speed.md).
           */}
          <ContentImage
            image={picture.image}
            sizes="(min-width: 1024px) 100vw, 50vw"
            priority
            className={`hero-photo absolute inset-0 -z-20 h-full w-full object-cover ${focalClasses(picture)}`}
          />
          {/* Darkest behind the text: the words read as on plain navy, whatever the photo. */}
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-navy-950/80 lg:bg-transparent lg:bg-linear-to-r lg:from-navy-950/90 lg:via-navy-950/75 lg:to-navy-950/35"
          />
        </>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-16 lg:gap-y-8 lg:px-8 lg:py-24">
        <div className="max-w-2xl lg:self-end">
          <p
            lang={langOf('eyebrow')}
            className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase"
          >
            {copy.eyebrow}
          </p>
          <h1
            id="hero-title"
            lang={copy.heading ? langOf('heading') : settingLang(locale, (words) => words.tagline)}
            className="mt-3 font-serif text-4xl leading-tight font-bold sm:mt-4 sm:text-6xl"
          >
            {/* A home document published before it had its own headline shows the tagline. */}
            {copy.heading || site.tagline}
          </h1>
        </div>
        <section
          aria-labelledby="plan-visit-title"
          className="flex flex-col rounded-2xl border border-navy-500 bg-navy-950/70 p-4 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
        >
          <h2 id="plan-visit-title" className="font-serif text-xl font-bold text-white sm:text-2xl">
            {t('heading')}
          </h2>
          <div className="mt-3 sm:mt-4">
            <GatheringFacts tone="dark" next={nextGathering?.when} />
          </div>
          {/* On a phone the button comes before what to expect, so it is on the first screen too. */}
          <SiteLink
            to={gatheringPath ?? '/events'}
            className={`${button.gold} mt-4 w-full lg:order-last lg:mt-5`}
          >
            {gatheringPath ? t('nextGatheringButton') : t('noNextGathering')}
          </SiteLink>
          {site.gathering.expect ? (
            <div className="mt-4">
              <h3 className="text-xs font-bold tracking-[0.15em] text-gold-300 uppercase">{t('expect')}</h3>
              <p
                lang={settingLang(locale, (words) => words.gathering.expect)}
                className="mt-1 text-sm text-navy-100"
              >
                {site.gathering.expect}
              </p>
            </div>
          ) : null}
        </section>
        <div className="max-w-2xl lg:self-start">
          <Markdown
            html={copy.intro}
            lang={langOf('intro')}
            className="prose-content text-lg leading-relaxed text-navy-100 sm:text-xl"
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SiteLink
              to={heroButtonHref(gatheringPath)}
              lang={langOf('ticketButton')}
              className={button.gold}
            >
              {copy.ticketButton}
              <span aria-hidden="true">→</span>
            </SiteLink>
            <SiteLink to="/events" lang={langOf('secondaryButton')} className={button.outlineLight}>
              {copy.secondaryButton}
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
