import { Link } from 'react-router';
import { site } from '#shared/site/settings.ts';
import { eventPath } from '#shared/events/words.ts';
import { heroButtonHref } from '#shared/site/meeting-place.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';
import type { HomeCopy } from '#client/features/home/home-copy.ts';
import type { HomeEventLink } from '#client/features/events/home-events-data.ts';
import { button } from '#client/features/content/ui.tsx';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { GatheringFacts } from '#client/components/GatheringFacts.tsx';
import { SiteLink } from '#client/components/SiteLink.tsx';

/**
 * Tagline, welcome and the button staff point where they choose (the next gathering's page unless
 * they set another), over the brand's heart outline; beside them (under the tagline on a phone, so
 * it is on the first screen) "Plan your visit": when, where and what to expect (docs/product.md#home).
 */
export function HomeHero({
  copy,
  nextGathering,
}: {
  copy: HomeCopy['hero'];
  nextGathering: HomeEventLink | null;
}) {
  const gatheringPath = nextGathering ? eventPath(nextGathering.id) : null;
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden bg-linear-to-br from-navy-950 via-navy-900 to-navy-700 text-cream"
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        className="absolute -top-10 -right-40 -z-10 h-[26rem] w-[26rem] text-navy-500 sm:-right-16 lg:top-1/2 lg:right-10 lg:h-[32rem] lg:w-[32rem] lg:-translate-y-1/2"
      >
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="0.4"
          d="M24 44c-.8 0-1.5-.3-2.1-.8C10.6 34.3 3 27.5 3 18.4 3 12.2 7.7 7.5 13.6 7.5c4.2 0 7.8 2.4 10.4 6.3 2.6-3.9 6.2-6.3 10.4-6.3C40.3 7.5 45 12.2 45 18.4c0 9.1-7.6 15.9-18.9 24.8-.6.5-1.3.8-2.1.8Z"
        />
      </svg>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-16 lg:gap-y-8 lg:px-8 lg:py-24">
        <div className="max-w-2xl lg:self-end">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{copy.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-3 font-serif text-4xl leading-tight font-bold sm:mt-4 sm:text-6xl"
          >
            {site.tagline}
          </h1>
        </div>
        <section
          aria-labelledby="plan-visit-title"
          className="flex flex-col rounded-2xl border border-navy-500 bg-navy-950/70 p-4 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
        >
          <h2 id="plan-visit-title" className="font-serif text-xl font-bold text-white sm:text-2xl">
            {VISIT_WORDS.heading}
          </h2>
          <div className="mt-3 sm:mt-4">
            <GatheringFacts tone="dark" next={nextGathering?.when} />
          </div>
          {/* On a phone the button comes before what to expect, so it is on the first screen too. */}
          <SiteLink
            to={gatheringPath ?? '/events'}
            className={`${button.gold} mt-4 w-full lg:order-last lg:mt-5`}
          >
            {gatheringPath ? VISIT_WORDS.nextGatheringButton : VISIT_WORDS.noNextGathering}
          </SiteLink>
          {site.gathering.expect ? (
            <div className="mt-4">
              <h3 className="text-xs font-bold tracking-[0.15em] text-gold-300 uppercase">
                {VISIT_WORDS.expect}
              </h3>
              <p className="mt-1 text-sm text-navy-100">{site.gathering.expect}</p>
            </div>
          ) : null}
        </section>
        <div className="max-w-2xl lg:self-start">
          <Markdown
            html={copy.intro}
            className="prose-content text-lg leading-relaxed text-navy-100 sm:text-xl"
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SiteLink to={heroButtonHref(gatheringPath)} className={button.gold}>
              {copy.ticketButton}
              <span aria-hidden="true">→</span>
            </SiteLink>
            <Link to="/events" className={button.outlineLight}>
              {copy.secondaryButton}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
