import { useEffect } from 'react';
import { Link } from 'react-router';
import { pageMeta } from '#shared/seo.ts';
import { coreValues, site } from '#shared/site.ts';
import home from '../../../content/home.json' with { type: 'json' };
import { loadLatestMessage } from '../features/videos/latest-message-state.ts';
import { LatestMessage } from '../features/videos/LatestMessage.tsx';
import { apiRequest } from '../lib/api.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ description: home.description, path: '/', matches });

/** The Latest Message block's first state, read from the database (never from YouTube). */
export async function loader({ context }: Route.LoaderArgs) {
  return { latestMessage: await loadLatestMessage(context.services.videos) };
}

const button = {
  gold: 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-semibold text-navy-950 shadow-sm transition-colors hover:bg-gold-300',
  outlineLight:
    'inline-flex min-h-12 items-center justify-center rounded-full border border-cream/50 px-6 py-3 font-semibold text-cream transition-colors hover:border-cream hover:bg-cream/10',
  navy: 'inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-cream shadow-sm transition-colors hover:bg-navy-700',
  outlineNavy:
    'inline-flex min-h-12 items-center justify-center rounded-full border border-navy-300 bg-white px-6 py-3 font-semibold text-navy-900 transition-colors hover:border-navy-900',
};

/** The spec's hello call: fetched, never shown; a failure is only logged. */
function useHelloPing() {
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<{ message: string }>('/api/hello/', { signal: controller.signal }).catch(() => {
      if (!controller.signal.aborted) console.error('Failed to fetch message');
    });
    return () => controller.abort();
  }, []);
}

function SectionHeading({
  id,
  eyebrow,
  children,
}: {
  id: string;
  eyebrow?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-serif text-3xl font-bold text-navy-950 sm:text-4xl">
        {children}
      </h2>
    </div>
  );
}

function Hero() {
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
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {home.hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-4 font-serif text-4xl leading-tight font-bold sm:text-6xl">
            {site.tagline}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-navy-100 sm:text-xl">{home.hero.intro}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <a href={site.ticketingUrl} className={button.gold}>
              {home.hero.ticketButton}
              <span aria-hidden="true">→</span>
            </a>
            <Link to="/events" className={button.outlineLight}>
              {home.hero.secondaryButton}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function OurMinistry() {
  return (
    <section aria-labelledby="ministry-title" className="bg-cream">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <SectionHeading id="ministry-title" eyebrow={site.name}>
            {home.ministry.heading}
          </SectionHeading>
          {home.ministry.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-5 text-lg leading-relaxed text-navy-800">
              {paragraph}
            </p>
          ))}
          <p className="mt-8">
            <Link
              to="/about"
              className="font-semibold text-navy-900 underline decoration-gold-500 decoration-2 underline-offset-8 hover:text-navy-700"
            >
              {home.ministry.linkText}
              <span aria-hidden="true"> →</span>
            </Link>
          </p>
        </div>
        <figure className="relative rounded-3xl border border-gold-200 bg-white p-8 shadow-sm sm:p-10">
          <span
            aria-hidden="true"
            className="absolute top-2 left-6 font-serif text-8xl leading-none text-gold-300"
          >
            “
          </span>
          <blockquote className="relative mt-6 font-serif text-xl leading-relaxed text-navy-900 sm:text-2xl">
            <p>{site.scripture.text}</p>
          </blockquote>
          <figcaption className="mt-6 font-semibold tracking-wide text-gold-700">
            {site.scripture.reference}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

function CoreValues() {
  return (
    <section aria-labelledby="values-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-2xl">
          <SectionHeading id="values-title">{home.coreValuesHeading}</SectionHeading>
          <p className="mt-4 text-lg text-navy-800">{home.coreValuesIntro}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {coreValues.map((value, index) => (
            <li key={value.name} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-serif text-3xl font-bold text-gold-600">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 font-serif text-xl font-bold text-navy-950">{value.name}</h3>
              <p className="mt-2 leading-relaxed text-navy-800">{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HouseChurches() {
  const { heading, intro, points, buttons } = home.houseChurches;
  return (
    <section aria-labelledby="house-churches-title" className="bg-cream">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading id="house-churches-title" eyebrow="Church in the home">
            {heading}
          </SectionHeading>
          <p className="mt-5 text-lg leading-relaxed text-navy-800">{intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/house-churches" className={button.navy}>
              {buttons.find}
            </Link>
            <Link to="/house-churches/why" className={button.outlineNavy}>
              {buttons.why}
            </Link>
            <Link to="/house-churches/start" className={button.outlineNavy}>
              {buttons.start}
            </Link>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-2xl bg-navy-900 p-6 text-navy-100">
              <h3 className="font-serif text-xl font-bold text-gold-300">{point.title}</h3>
              <p className="mt-2 leading-relaxed">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Partial<Route.ComponentProps>) {
  useHelloPing();
  return (
    <>
      <Hero />
      <OurMinistry />
      <LatestMessage initial={loaderData?.latestMessage} />
      <CoreValues />
      <HouseChurches />
    </>
  );
}
