import { Link } from 'react-router';
import { site } from '#shared/site/settings.ts';
import type { HomeCopy } from '#client/features/home/home-copy.ts';
import { button } from '#client/features/content/ui.tsx';
import { Markdown } from '#client/features/content/Markdown.tsx';

/** Tagline, welcome and the ticketing button (an external page), over the brand's heart outline. */
export function HomeHero({ copy }: { copy: HomeCopy['hero'] }) {
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
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8 lg:py-28">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{copy.eyebrow}</p>
          <h1 id="hero-title" className="mt-4 font-serif text-4xl leading-tight font-bold sm:text-6xl">
            {site.tagline}
          </h1>
          <Markdown
            html={copy.intro}
            className="prose-content mt-6 text-lg leading-relaxed text-navy-100 sm:text-xl"
          />
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <a href={site.ticketingUrl} className={button.gold}>
              {copy.ticketButton}
              <span aria-hidden="true">→</span>
            </a>
            <Link to="/events" className={button.outlineLight}>
              {copy.secondaryButton}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
