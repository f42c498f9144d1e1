import { useWords } from '#client/lib/locale.ts';
import { CONTENT_PAGE_WORDS } from '#shared/content/words.ts';
import { data } from 'react-router';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { pageMeta } from '#shared/site/seo.ts';
import { settingLang, siteIn } from '#shared/site/settings.ts';
import { useLocale } from '#client/lib/locale.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf, within } from '#client/features/content/use-content.ts';
import { CoreValues } from '#client/features/content/CoreValues.tsx';
import { FounderCard } from '#client/features/content/FounderCard.tsx';
import { ContentImage } from '#client/components/ContentImage.tsx';
import { GatheringFacts } from '#client/components/GatheringFacts.tsx';
import { button, container, PageHero, ScriptureQuote, SectionHeading } from '#client/features/content/ui.tsx';
import { aboutPageJsonLd } from '#client/features/content/structured-data.ts';
import type { Route } from './+types/content.about';
import { SCRIPT_FREE } from '#client/lib/page-scripts.ts';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** Nothing here to hydrate: the page ships no JavaScript (lib/page-scripts.ts). */
export const handle = SCRIPT_FREE;

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/** The page's words from the database (published, or a staff preview's draft). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.pageContent.load(request, ['about', 'founders', 'core-values', 'home']);
  return page.contentPreview ? data(page, { headers: PREVIEW_HEADERS }) : page;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const about = contentFromMatches(matches, 'about');
  const founders = contentFromMatches(matches, 'founders');
  return pageMeta({
    title: about.title,
    description: about.description,
    keywords: about.keywords,
    path: '/about',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
    structuredData: (publicUrl) => aboutPageJsonLd(publicUrl, founders),
  });
});

function Story() {
  const { heading, paragraphs, imageAlt } = useContent('about').story;
  const home = useContent('home');
  const langOf = within(useLangOf('about'), 'story');
  const locale = useLocale();
  const site = siteIn(locale);
  return (
    <section aria-labelledby="story-title" className="bg-cream">
      <div className={`${container} grid gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:items-start`}>
        <div>
          <SectionHeading id="story-title" lang={{ heading: langOf('heading') }}>
            {heading}
          </SectionHeading>
          {paragraphs.map((paragraph, index) => (
            <Markdown
              key={paragraph.slice(0, 32)}
              html={paragraph}
              lang={langOf(['paragraphs', index])}
              className="prose-content mt-5 text-lg leading-relaxed text-navy-800"
            />
          ))}
        </div>
        <div>
          {/* The About page describes the home page's picture in its own words. */}
          <ContentImage
            image={{ ...home.ministry.image, alt: imageAlt }}
            lang={langOf('imageAlt')}
            sizes="(min-width: 80rem) 38rem, (min-width: 64rem) 46vw, 92vw"
            className="h-auto w-full rounded-3xl border border-gold-200 bg-sand shadow-sm"
          />
          <ScriptureQuote
            text={site.scripture.text}
            reference={site.scripture.reference}
            lang={{
              text: settingLang(locale, (words) => words.scripture.text),
              reference: settingLang(locale, (words) => words.scripture.reference),
            }}
          />
        </div>
      </div>
    </section>
  );
}

function Founders() {
  const about = useContent('about');
  const founders = useContent('founders');
  const langOf = useLangOf('about');
  const founderLangOf = useLangOf('founders');
  return (
    <section aria-labelledby="founders-title" className="bg-sand">
      <div className={`${container} py-16 sm:py-20`}>
        <div className="max-w-2xl">
          <SectionHeading id="founders-title" lang={{ heading: langOf('foundersHeading') }}>
            {about.foundersHeading}
          </SectionHeading>
          <Markdown
            html={about.foundersIntro}
            lang={langOf('foundersIntro')}
            className="prose-content mt-4 text-lg text-navy-800"
          />
        </div>
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {founders.map((founder, index) => (
            <FounderCard key={founder.name} founder={founder} langOf={within(founderLangOf, index)} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function MissionAndVision() {
  const about = useContent('about');
  const langOf = useLangOf('about');
  const t = useWords(CONTENT_PAGE_WORDS);
  return (
    <section aria-label={t('about.missionLabel')} className="on-dark bg-navy-900 text-cream">
      <div className={`${container} grid gap-10 py-16 sm:py-20 md:grid-cols-2`}>
        {(['mission', 'vision'] as const).map((name) => (
          <div key={name} className="rounded-3xl border border-navy-700 bg-navy-950/40 p-8">
            <h2 lang={langOf([name, 'heading'])} className="font-serif text-3xl font-bold text-gold-300">
              {about[name].heading}
            </h2>
            <Markdown
              html={about[name].text}
              lang={langOf([name, 'text'])}
              className="prose-content mt-4 text-lg leading-relaxed text-navy-100"
            />
          </div>
        ))}
      </div>
    </section>
  );
}

function StatementOfFaith() {
  const { heading, intro, points } = useContent('about').faith;
  const langOf = within(useLangOf('about'), 'faith');
  return (
    <section aria-labelledby="faith-title" className="bg-cream">
      <div className={`${container} py-16 sm:py-20`}>
        <div className="max-w-2xl">
          <SectionHeading id="faith-title" lang={{ heading: langOf('heading') }}>
            {heading}
          </SectionHeading>
          <Markdown
            html={intro}
            lang={langOf('intro')}
            className="prose-content mt-4 text-lg text-navy-800"
          />
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
                <h3
                  lang={langOf(['points', index, 'title'])}
                  className="font-serif text-xl font-bold text-navy-950"
                >
                  {point.title}
                </h3>
                <Markdown
                  html={point.text}
                  lang={langOf(['points', index, 'text'])}
                  className="prose-content mt-2 leading-relaxed text-navy-800"
                />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function JoinUs() {
  const join = useContent('about').join;
  const langOf = within(useLangOf('about'), 'join');
  return (
    <section
      aria-labelledby="join-title"
      className="on-dark bg-linear-to-br from-navy-950 to-navy-800 text-cream"
    >
      <div className={`${container} py-16 text-center sm:py-20`}>
        <h2 id="join-title" lang={langOf('heading')} className="font-serif text-3xl font-bold sm:text-4xl">
          {join.heading}
        </h2>
        <Markdown
          html={join.text}
          lang={langOf('text')}
          className="prose-content mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-navy-100"
        />
        {/* Where and when: the site settings' meeting place and gathering (docs/product.md#about). */}
        <div className="mx-auto mt-8 max-w-md rounded-2xl border border-navy-500 p-5 text-left">
          <GatheringFacts tone="dark" arrival />
        </div>
        <p lang={langOf('note')} className="mt-3 text-sm text-navy-200">
          {join.note}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink to="/events" lang={langOf('primary')} className={button.gold}>
            {join.primary}
          </SiteLink>
          <SiteLink to="/contact" lang={langOf('secondary')} className={button.outlineLight}>
            {join.secondary}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

export default function About() {
  const about = useContent('about');
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('about');
  return (
    <>
      <PageHero
        eyebrow={about.hero.eyebrow}
        heading={about.hero.heading}
        introHtml={about.hero.intro}
        lang={{
          eyebrow: langOf('hero.eyebrow'),
          heading: langOf('hero.heading'),
          intro: langOf('hero.intro'),
        }}
      />
      <Story />
      <Founders />
      <MissionAndVision />
      <CoreValues
        heading={about.valuesHeading}
        intro={about.valuesIntro}
        lang={{ heading: langOf('valuesHeading'), intro: langOf('valuesIntro') }}
      />
      <StatementOfFaith />
      <JoinUs />
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
