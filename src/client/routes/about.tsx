import { Link } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { site } from '#shared/site/settings.ts';
import home from '#content/home.json' with { type: 'json' };
import { about, founders } from '#client/features/content/content.ts';
import { CoreValues } from '#client/features/content/CoreValues.tsx';
import { FounderCard } from '#client/features/content/FounderCard.tsx';
import {
  button,
  container,
  ContentImg,
  PageHero,
  ScriptureQuote,
  SectionHeading,
} from '#client/features/content/ui.tsx';
import { aboutPageJsonLd } from '#client/features/content/structured-data.ts';
import type { Route } from './+types/about';
import { SCRIPT_FREE } from '#client/lib/page-scripts.ts';

/** Nothing here to hydrate: the page ships no JavaScript (lib/page-scripts.ts). */
export const handle = SCRIPT_FREE;

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: about.title,
    description: about.description,
    keywords: about.keywords,
    path: '/about',
    matches,
    structuredData: aboutPageJsonLd,
  });

function Story() {
  const { heading, paragraphs, imageAlt } = about.story;
  return (
    <section aria-labelledby="story-title" className="bg-cream">
      <div className={`${container} grid gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:items-start`}>
        <div>
          <SectionHeading id="story-title">{heading}</SectionHeading>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-5 text-lg leading-relaxed text-navy-800">
              {paragraph}
            </p>
          ))}
        </div>
        <div>
          <ContentImg
            image={home.ministry.image}
            alt={imageAlt}
            className="h-auto w-full rounded-3xl border border-gold-200 bg-sand shadow-sm"
          />
          <ScriptureQuote text={site.scripture.text} reference={site.scripture.reference} />
        </div>
      </div>
    </section>
  );
}

function Founders() {
  return (
    <section aria-labelledby="founders-title" className="bg-sand">
      <div className={`${container} py-16 sm:py-20`}>
        <div className="max-w-2xl">
          <SectionHeading id="founders-title">{about.foundersHeading}</SectionHeading>
          <p className="mt-4 text-lg text-navy-800">{about.foundersIntro}</p>
        </div>
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {founders.map((founder) => (
            <FounderCard key={founder.name} founder={founder} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function MissionAndVision() {
  return (
    <section aria-label="Mission and vision" className="on-dark bg-navy-900 text-cream">
      <div className={`${container} grid gap-10 py-16 sm:py-20 md:grid-cols-2`}>
        {[about.mission, about.vision].map((block) => (
          <div key={block.heading} className="rounded-3xl border border-navy-700 bg-navy-950/40 p-8">
            <h2 className="font-serif text-3xl font-bold text-gold-300">{block.heading}</h2>
            <p className="mt-4 text-lg leading-relaxed text-navy-100">{block.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

function StatementOfFaith() {
  const { heading, intro, points } = about.faith;
  return (
    <section aria-labelledby="faith-title" className="bg-cream">
      <div className={`${container} py-16 sm:py-20`}>
        <div className="max-w-2xl">
          <SectionHeading id="faith-title">{heading}</SectionHeading>
          <p className="mt-4 text-lg text-navy-800">{intro}</p>
        </div>
        <ol className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {points.map((point, index) => (
            <li key={point.title} className="flex gap-5">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-navy-900 font-serif text-lg font-bold text-gold-300"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-serif text-xl font-bold text-navy-950">{point.title}</h3>
                <p className="mt-2 leading-relaxed text-navy-800">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function JoinUs() {
  const join = about.join;
  return (
    <section
      aria-labelledby="join-title"
      className="on-dark bg-linear-to-br from-navy-950 to-navy-800 text-cream"
    >
      <div className={`${container} py-16 text-center sm:py-20`}>
        <h2 id="join-title" className="font-serif text-3xl font-bold sm:text-4xl">
          {join.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">{join.text}</p>
        <ul className="mx-auto mt-8 flex max-w-md flex-col justify-center gap-3 font-semibold text-gold-200 sm:max-w-none sm:flex-row sm:gap-8">
          <li>{join.location}</li>
          <li>{join.time}</li>
        </ul>
        <p className="mt-3 text-sm text-navy-200">{join.note}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/events" className={button.gold}>
            {join.primary}
          </Link>
          <Link to="/contact" className={button.outlineLight}>
            {join.secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function About() {
  return (
    <>
      <PageHero eyebrow={about.hero.eyebrow} heading={about.hero.heading} intro={about.hero.intro} />
      <Story />
      <Founders />
      <MissionAndVision />
      <CoreValues heading={about.valuesHeading} intro={about.valuesIntro} />
      <StatementOfFaith />
      <JoinUs />
    </>
  );
}
